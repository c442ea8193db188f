import type { MockedResponse } from '@apollo/client/testing';
import { CartDocument } from './Cart.generated';
import { SessionDocument } from '@/shared/session';

/** Test data: carts as the API answers them, with every field the cart's fragments ask for. */
export const money = (value: number, currency = 'EUR') => ({ __typename: 'Money', value, currency });

export interface LineData {
  sku: string;
  name: string;
  qty: number;
  price: number;
  itemId?: string;
  stock?: { code: string; message: string; isError: boolean } | null;
}

export interface CartData {
  coupon?: string | null;
  /** [code, title, value] in the platform's order; by default subtotal and grand total. */
  segments?: [string, string, number][];
}

export function cartOf(id: string, lines: LineData[], { coupon = null, segments }: CartData = {}) {
  const total = Math.round(lines.reduce((sum, line) => sum + line.qty * line.price, 0) * 100) / 100;
  const shownSegments = segments ?? [
    ['subtotal', 'Subtotal', total],
    ['grand_total', 'Grand Total', total],
  ];
  return {
    __typename: 'Cart',
    id,
    itemsQty: lines.reduce((sum, line) => sum + line.qty, 0),
    couponCode: coupon,
    items: lines.map((line, index) => ({
      __typename: 'CartItem',
      itemId: line.itemId ?? String(index + 1),
      sku: line.sku,
      qty: line.qty,
      name: line.name,
      priceInclTax: money(line.price),
      rowTotalInclTax: money(Math.round(line.qty * line.price * 100) / 100),
      stockMessage:
        line.stock === undefined ? null : line.stock && { __typename: 'CartItemStockMessage', ...line.stock },
      bundleOptions: [],
      product: {
        __typename: 'Product',
        sku: line.sku,
        name: line.name,
        slug: line.name.toLowerCase().replace(/\s+/g, '-'),
        thumbnail: null,
        bundleOptions: [],
      },
    })),
    totals: {
      __typename: 'CartTotals',
      grandTotal: money(total),
      subtotalInclTax: money(
        Math.round(lines.reduce((sum, line) => sum + line.qty * line.price, 0) * 100) / 100,
      ),
      segments: shownSegments.map(([code, title, value]) => ({
        __typename: 'TotalSegment',
        code,
        title,
        value: money(value),
      })),
    },
  };
}

export type CartAnswer = ReturnType<typeof cartOf> | null;

/** The Cart query's answer for this guest cart id (null: the session's cart, a customer's). */
export function cartQuery(cartId: string | null, cart: CartAnswer): MockedResponse {
  return { request: { query: CartDocument, variables: { cartId } }, result: { data: { cart } } };
}

export const userError = (code: string, message: string, field: string | null = null) => ({
  __typename: 'UserError',
  code,
  message,
  field,
});

/** A CartPayload (changeCartItemQty, removeCartItem, applyCoupon, removeCoupon). */
export function cartPayload(
  cart: CartAnswer,
  {
    message = null,
    userErrors = [],
  }: { message?: string | null; userErrors?: ReturnType<typeof userError>[] } = {},
) {
  return { __typename: 'CartPayload', cart, message, userErrors };
}

/** The session of a logged-in customer (`me`), whose cart `cart(id: null)` answers from the session. */
export const CUSTOMER = {
  __typename: 'Customer',
  id: '7',
  firstname: 'An',
  email: 'an.peeters@example.be',
  groupId: 0,
} as const;

/** The Session query's answer: a logged-in customer, or a guest (null). */
export function sessionQuery(customer: typeof CUSTOMER | null = CUSTOMER): MockedResponse {
  return { request: { query: SessionDocument }, result: { data: { me: customer } } };
}
