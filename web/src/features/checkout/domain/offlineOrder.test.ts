import { describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '@/shared/graphql/types.generated';
import { isOrderWaiting, offlineOrderOf, offlineOrderProblem } from './offlineOrder';

const INPUT: PlaceOrderInput = {
  cartId: 'guest-1',
  idempotencyKey: 'order-key-1',
  personalDetails: { firstname: 'An', lastname: 'Peeters', email: 'an@example.be', createAccount: false },
  shippingAddress: {
    firstname: 'An',
    lastname: 'Peeters',
    street: 'Kerkstraat 1',
    postcode: '2000',
    city: 'Antwerpen',
    countryId: 'BE',
    telephone: '',
  },
  shippingCarrierCode: 'bpost',
  shippingMethodCode: 'home',
  paymentMethodCode: 'banktransfer',
};
const DETAILS = {
  items: [],
  shippingAddress: null,
  billingAddress: null,
  shippingMethod: null,
  paymentMethod: null,
};

describe('an order placed offline (seed 001 §3 Offline order, §4 Offline queue)', () => {
  it('is kept for a bank transfer; a card payment and a new account need the network', () => {
    expect(offlineOrderProblem({ isCard: false, createsAccount: false })).toBeNull();
    expect(offlineOrderProblem({ isCard: true, createsAccount: false })).toBe('CARD_OFFLINE');
    expect(offlineOrderProblem({ isCard: false, createsAccount: true })).toBe('ACCOUNT_OFFLINE');
  });

  it('keeps its idempotency key and never card data, and waits until it is transmitted', () => {
    const kept = offlineOrderOf(
      'nl-be',
      { ...INPUT, paymentData: '{"card":"4111"}', returnUrl: 'https://shop/return' },
      DETAILS,
      1000,
    );
    expect(kept.idempotencyKey).toBe('order-key-1');
    expect(kept.input).toEqual(INPUT);
    expect(JSON.stringify(kept)).not.toContain('4111');
    expect(isOrderWaiting(kept)).toBe(true);
    expect(isOrderWaiting({ ...kept, transmitted: true })).toBe(false);
    expect(isOrderWaiting(null)).toBe(false);
  });
});
