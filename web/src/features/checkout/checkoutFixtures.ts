import type { MockedResponse } from '@apollo/client/testing';
import { SessionDocument } from '@/shared/session';
import { CheckoutPageDocument } from './CheckoutPage.generated';
import type { CheckoutDraft } from './domain/checkoutDraft';
import { newCheckoutDraft } from './domain/checkoutDraft';
import { checkoutDraftKey } from '@/shared/checkout/checkoutDraftStorage';
import { PlaceOrderDocument } from './PlaceOrder.generated';
import { SetPaymentMethodDocument } from './SetPaymentMethod.generated';

/** Test data of the checkout: a guest cart of two books (seed 000 §9: EUR, Belgian store). */
export const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });

export const IJSBEER = { itemId: '1', sku: '9789044800001', name: 'De kleine ijsbeer', qty: 2, price: 12.99 };
export const KIKKER = { itemId: '2', sku: '9789044800002', name: 'Kikker is verliefd', qty: 1, price: 14.5 };

export const CHECKMO = {
  __typename: 'PaymentMethod',
  code: 'checkmo',
  title: 'Bank transfer / invoice',
  isCard: false,
  isDefault: true,
};
export const CASH = {
  __typename: 'PaymentMethod',
  code: 'cashondelivery',
  title: 'Cash On Delivery',
  isCard: false,
  isDefault: false,
};
export const CARD = {
  __typename: 'PaymentMethod',
  code: 'adyen_cc',
  title: 'Credit card',
  isCard: true,
  isDefault: false,
};

type Line = typeof IJSBEER;

export function checkoutCart(
  id: string,
  lines: Line[] = [IJSBEER, KIKKER],
  options: { segments?: [string, string, number][]; paymentMethods?: object[] } = {},
) {
  const subtotal = Math.round(lines.reduce((sum, line) => sum + line.qty * line.price, 0) * 100) / 100;
  const segments = options.segments ?? [
    ['subtotal', 'Subtotal', subtotal],
    ['grand_total', 'Grand Total', subtotal],
  ];
  const grand = segments.find(([code]) => code === 'grand_total')?.[2] ?? subtotal;
  return {
    __typename: 'Cart',
    id,
    itemsQty: lines.reduce((sum, line) => sum + line.qty, 0),
    items: lines.map((line) => ({
      __typename: 'CartItem',
      itemId: line.itemId,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      priceInclTax: money(line.price),
      rowTotalInclTax: money(Math.round(line.qty * line.price * 100) / 100),
      bundleOptions: [],
      product: { __typename: 'Product', sku: line.sku, bundleOptions: [] },
    })),
    totals: {
      __typename: 'CartTotals',
      grandTotal: money(grand),
      subtotalInclTax: money(subtotal),
      segments: segments.map(([code, title, value]) => ({
        __typename: 'TotalSegment',
        code,
        title,
        value: money(value),
      })),
    },
    paymentMethods: options.paymentMethods ?? [CHECKMO, CASH],
  };
}

/** The cart after setShippingMethod: the shipping segment of 4.95 (the stand-in's flat rate). */
export const WITH_SHIPPING: [string, string, number][] = [
  ['subtotal', 'Subtotal', 40.48],
  ['shipping', 'Shipping & Handling', 4.95],
  ['tax', 'Tax', 2.57],
  ['grand_total', 'Grand Total', 45.43],
];

export const guestSession: MockedResponse = {
  request: { query: SessionDocument },
  result: { data: { me: null } },
};

export const checkoutPageQuery = (cartId: string | null, cart: object | null): MockedResponse => ({
  request: { query: CheckoutPageDocument, variables: { cartId } },
  result: { data: { cart } },
});

export const setPaymentMethod = (cartId: string, code: string, cart: object): MockedResponse => ({
  request: { query: SetPaymentMethodDocument, variables: { input: { cartId, code } } },
  result: { data: { setPaymentMethod: { __typename: 'CheckoutTotalsPayload', cart, userErrors: [] } } },
});

export const PLACED = {
  __typename: 'PlacedOrder',
  id: '42',
  number: '000000042',
  email: 'an.peeters@example.com',
  // 09:07 in Brussels, where the checkout's store view shows it.
  createdAt: '2026-03-05T08:07:00.000Z',
  accountCreated: false,
};

export function placeOrderAnswer(answer: {
  order?: object | null;
  payment?: object | null;
  userErrors?: object[];
}) {
  return {
    data: {
      placeOrder: {
        __typename: 'PlaceOrderPayload',
        order: answer.order ?? null,
        payment: answer.payment ?? null,
        userErrors: answer.userErrors ?? [],
      },
    },
  };
}

/** A placeOrder mock that records the input it was sent. */
export function placeOrder(
  sent: Record<string, unknown>[],
  result: ReturnType<typeof placeOrderAnswer> | Error,
  delay = 0,
): MockedResponse {
  return {
    request: { query: PlaceOrderDocument },
    variableMatcher: (variables: { input: Record<string, unknown> }) => {
      sent.push(variables.input);
      return true;
    },
    delay,
    ...(result instanceof Error ? { error: result } : { result }),
  } as MockedResponse;
}

export const SHIPPING_ADDRESS = {
  firstname: 'An',
  lastname: 'Peeters',
  street: 'Kerkstraat',
  apartmentNumber: '1',
  addition: '',
  city: 'Gent',
  postcode: '9000',
  countryId: 'BE',
  telephone: '',
};

/** A draft with steps 1 and 2 done, as a reload at the payment step finds it. */
export function storeDraftAtPayment(
  change: Partial<CheckoutDraft> = {},
  store: 'nl-be' | 'en-be' = 'nl-be',
): CheckoutDraft {
  const draft: CheckoutDraft = {
    ...newCheckoutDraft('key-from-the-draft', Date.now()),
    personalDetails: {
      firstname: 'An',
      lastname: 'Peeters',
      email: 'an.peeters@example.com',
      createAccount: false,
    },
    shippingAddress: SHIPPING_ADDRESS,
    shippingMethod: { carrierCode: 'flatrate', methodCode: 'flatrate' },
    ...change,
  };
  localStorage.setItem(checkoutDraftKey(store), JSON.stringify(draft));
  return draft;
}
