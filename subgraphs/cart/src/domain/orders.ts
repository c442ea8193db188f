import { chosenBundleOptions, type ChosenBundleOption } from './bundleOptions';
import type { OrderAddress, OrderHistory, OrderHistoryItem, OrderHistoryLine } from '@shop/contracts';
import { streetFields, type ShopAddress } from './address';
import { money, type Money } from './totals';
import { isoDate } from './magentoDate';

/** seed 000 §3 'Order' as shown to users: number, status, date, items, discount code, subtotal, tax, grand total. */
export interface OrderView {
  id: string;
  number: string;
  status: string;
  createdAt: string;
  items: OrderLineView[];
  discountCode: string | null;
  subtotal: Money;
  tax: Money;
  discount: Money;
  shipping: Money;
  grandTotal: Money;
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  shippingMethod: { carrierCode: string; title: string } | null;
  paymentMethod: { code: string; title: string } | null;
}

/** An address of an order, in the shop's fields. */
export type OrderAddressView = Pick<
  ShopAddress,
  | 'firstname'
  | 'lastname'
  | 'company'
  | 'street'
  | 'apartmentNumber'
  | 'addition'
  | 'postcode'
  | 'city'
  | 'countryId'
>;

export interface OrderLineView {
  sku: string;
  name: string;
  qty: number;
  priceInclTax: Money;
  rowTotalInclTax: Money;
  /** A bundle line's chosen options, as ordered; empty for other lines. */
  bundleOptions: ChosenBundleOption[];
}

/** seed 000 §7: order-history pages of 20, page 1 by default. */
export const ORDER_HISTORY_PAGE_SIZE = 20;
/** A page larger than this is refused: one customer's history never needs more per page. */
export const ORDER_HISTORY_MAX_PAGE_SIZE = 100;

export function orderView(order: OrderHistoryItem): OrderView {
  const currency = order.order_currency_code as Money['currency'];
  return {
    id: String(order.entity_id),
    number: order.increment_id,
    status: order.status,
    createdAt: isoDate(order.created_at),
    items: order.items.map((line) => orderLineView(line, currency)),
    discountCode: order.coupon_code ?? null,
    subtotal: money(order.subtotal_incl_tax, currency),
    tax: money(order.tax_amount, currency),
    discount: money(order.discount_amount, currency),
    shipping: money(order.shipping_incl_tax, currency),
    grandTotal: money(order.grand_total, currency),
    ...orderDetailsView(order),
  };
}

/** Magento answers an order's shipping address and method in its (first) shipping assignment. */
function orderDetailsView(
  order: OrderHistoryItem,
): Pick<OrderView, 'shippingAddress' | 'billingAddress' | 'shippingMethod' | 'paymentMethod'> {
  const shipping = order.extension_attributes?.shipping_assignments?.[0]?.shipping;
  const method = shipping?.method;
  return {
    shippingAddress: shipping?.address ? orderAddressView(shipping.address) : null,
    billingAddress: order.billing_address ? orderAddressView(order.billing_address) : null,
    shippingMethod: method
      ? { carrierCode: carrierCodeOf(method), title: order.shipping_description ?? method }
      : null,
    paymentMethod: order.payment
      ? {
          code: order.payment.method,
          title: order.payment.additional_information?.[0] ?? order.payment.method,
        }
      : null,
  };
}

/** The carrier of Magento's shipping method `{carrier}_{method}`. */
export function carrierCodeOf(shippingMethod: string): string {
  return shippingMethod.split('_')[0] ?? shippingMethod;
}

export function orderAddressView(address: OrderAddress): OrderAddressView {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company || null,
    ...streetFields(address.street),
    postcode: address.postcode,
    city: address.city,
    countryId: address.country_id,
  };
}

function orderLineView(line: OrderHistoryLine, currency: Money['currency']): OrderLineView {
  return {
    sku: line.sku,
    name: line.name,
    qty: line.qty_ordered,
    priceInclTax: money(line.price_incl_tax, currency),
    rowTotalInclTax: money(line.row_total_incl_tax, currency),
    bundleOptions: chosenBundleOptions(line.product_option),
  };
}

/** Whether an order is the one a customer asks for, by its id or its number. */
export function isOrder(order: OrderHistoryItem, idOrNumber: string): boolean {
  return String(order.entity_id) === idOrNumber || order.increment_id === idOrNumber;
}

/** The pages of order history still to read after `page` to find one order. */
export function hasMorePages(history: OrderHistory, page: number, pageSize: number): boolean {
  return page * pageSize < history.total_count;
}
