import type { OrderAddressView, OrderDetailsView } from '@/shared/order/orderDetails';
import { schoolDetailsOf, type AddressValues, type CheckoutDraft } from './checkoutDraft';

/** What the confirmation shows of an order besides its totals and payment instructions. */
export type PlacedOrderLines = Pick<
  OrderDetailsView,
  'items' | 'shippingAddress' | 'billingAddress' | 'shippingMethod' | 'paymentMethod'
>;

const optional = (value: string) => value.trim() || null;

function orderAddressOf(address: AddressValues, company: string | null): OrderAddressView {
  return {
    firstname: address.firstname.trim(),
    lastname: address.lastname.trim(),
    company,
    street: address.street.trim(),
    apartmentNumber: optional(address.apartmentNumber),
    addition: optional(address.addition),
    postcode: address.postcode.trim(),
    city: address.city.trim(),
    countryId: address.countryId,
  };
}

/**
 * The order as the checkout sent it, for the confirmation: the cart's lines, the shipping address, the billing
 * address (the shipping address when the shopper kept it, with the school's name), the chosen methods. The
 * shipping method is named by its carrier (the shop's words for the carriers it knows).
 */
export function placedOrderLinesOf(
  items: OrderDetailsView['items'],
  draft: CheckoutDraft,
  paymentMethod: { code: string; title: string } | null,
): PlacedOrderLines {
  const shipping = draft.shippingAddress;
  const billing = draft.billingSameAsShipping ? shipping : draft.billingAddress;
  return {
    // A bundle line keeps its chosen options, and the option titles and product names that read them.
    items: items.map(({ sku, name, qty, priceInclTax, rowTotalInclTax, bundleOptions, product }) => ({
      sku,
      name,
      qty,
      priceInclTax,
      rowTotalInclTax,
      ...(bundleOptions && bundleOptions.length > 0 ? { bundleOptions, product } : {}),
    })),
    shippingAddress: shipping ? orderAddressOf(shipping, null) : null,
    billingAddress: billing ? orderAddressOf(billing, optional(schoolDetailsOf(draft).company)) : null,
    shippingMethod: draft.shippingMethod
      ? { carrierCode: draft.shippingMethod.carrierCode, title: draft.shippingMethod.carrierCode }
      : null,
    paymentMethod: paymentMethod && { code: paymentMethod.code, title: paymentMethod.title },
  };
}
