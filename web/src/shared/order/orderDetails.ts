import type { ChosenBundleOptionsProps } from '@/shared/product/ChosenBundleOptions';
import type { TotalSegmentsProps } from '@/shared/cart/TotalSegments';
import type { MoneyValue } from '@/shared/format/price';
import type { OrderDetails_AddressFragment } from './OrderDetails.generated';
import type { PaymentInstructions_InstructionsFragment } from './PaymentInstructions.generated';

/** An address of an order: the graph's OrderAddress, or what the checkout sent. */
export type OrderAddressView = Omit<OrderDetails_AddressFragment, '__typename'>;

/**
 * An order as the confirmation and the order's page show it (seed 000 §3 'Order': items, totals; with the
 * addresses, the methods and, for a bank transfer, how to pay). The confirmation builds it from what the
 * checkout sent and placeOrder answered; the order's page from the graph's Order.
 */
export interface OrderDetailsView {
  items: readonly {
    sku: string;
    name: string;
    qty: number;
    priceInclTax: MoneyValue;
    rowTotalInclTax: MoneyValue;
    /** A bundle line's chosen options, and the product whose options name them; absent for other lines. */
    bundleOptions?: ChosenBundleOptionsProps['chosen'];
    product?: ChosenBundleOptionsProps['product'];
  }[];
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  shippingMethod: { carrierCode: string; title: string } | null;
  paymentMethod: { code: string; title: string } | null;
  totals: TotalSegmentsProps['totals'];
  paymentInstructions: Omit<PaymentInstructions_InstructionsFragment, '__typename'> | null;
}
