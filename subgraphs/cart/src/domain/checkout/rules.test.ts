import { describe, expect, it } from 'vitest';
import type { ServerCartItem } from '@shop/contracts';
import { orderRefusal, ruleErrors } from './checkoutErrors';
import {
  addingMixesClassreadingBundle,
  cartMixesClassreadingBundle,
  holdsClassreadingBundle,
} from './classreadingBundle';
import { IDEMPOTENCY_KEY_MAX_LENGTH, idempotencyKeyProblem } from './idempotencyKey';
import { paymentRefusal, paymentView } from './payment';

const item = (sku: string, bundle = false): ServerCartItem => ({
  item_id: 1,
  quote_id: 'cart-1',
  sku,
  qty: 1,
  name: sku,
  price: 10,
  product_type: bundle ? 'bundle' : 'simple',
  ...(bundle ? { extension_attributes: { is_classreading_bundle: true } } : {}),
});

describe('seed 001 §5 on pulled cart lines', () => {
  it('reads the bundle from the quote item attribute', () => {
    expect(holdsClassreadingBundle([item('KLAS-0001', true)])).toBe(true);
    expect(holdsClassreadingBundle([item('BUNDLE-0002')])).toBe(false);
    expect(cartMixesClassreadingBundle([item('KLAS-0001', true), item('9789044800001')])).toBe(true);
    expect(cartMixesClassreadingBundle([item('KLAS-0001', true), item('KLAS-0001', true)])).toBe(false);
  });

  it('refuses adding any other product to a cart with a bundle, and a bundle to a cart with products', () => {
    expect(addingMixesClassreadingBundle([item('KLAS-0001', true)], { sku: '9789044800001' })).toBe(true);
    expect(addingMixesClassreadingBundle([item('KLAS-0001', true)], { sku: 'KLAS-0001' })).toBe(false);
    // Before the platform answers, the added product is not known to be a bundle.
    expect(addingMixesClassreadingBundle([item('9789044800001')], { sku: 'KLAS-0001' })).toBe(false);
    expect(
      addingMixesClassreadingBundle([item('9789044800001')], {
        sku: 'KLAS-0001',
        isClassreadingBundle: true,
      }),
    ).toBe(true);
    expect(addingMixesClassreadingBundle([], { sku: 'KLAS-0001', isClassreadingBundle: true })).toBe(false);
  });
});

describe('checkout userErrors', () => {
  it("answers the form rules with the seed's messages, the field named in its input", () => {
    expect(
      ruleErrors(
        [
          { field: 'postcode', code: 'ZIP_CODE_TOO_SHORT' },
          { field: 'taxId', code: 'TAX_NUMBER_TOO_SHORT' },
        ],
        'billingAddress',
      ),
    ).toEqual([
      {
        code: 'ZIP_CODE_TOO_SHORT',
        message: 'Zip-code must have at least 3 characters.',
        field: 'billingAddress.postcode',
      },
      {
        code: 'TAX_NUMBER_TOO_SHORT',
        message: 'Tax number must have at least 3 characters.',
        field: 'billingAddress.taxId',
      },
    ]);
  });

  it('maps the platform refusals of an order to stable codes', () => {
    expect(orderRefusal('CART_CHANGED', 'x')).toEqual({
      code: 'CART_CHANGED',
      message: "The cart's products, quantities or prices have changed. Review the cart and try again.",
      field: null,
    });
    expect(orderRefusal('CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS', 'x').message).toBe(
      'Classreading bundles should be bought without any other products.',
    );
    expect(orderRefusal('NOT_ENOUGH_STOCK', 'The requested qty is not available')).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'The requested qty is not available',
      field: null,
    });
    expect(orderRefusal('EMPTY_CART', 'x').code).toBe('EMPTY_CART');
    expect(orderRefusal('SHIPPING_METHOD_NOT_AVAILABLE', 'x').code).toBe('SHIPPING_METHOD_NOT_AVAILABLE');
    expect(orderRefusal('PAYMENT_METHOD_NOT_AVAILABLE', 'x').code).toBe('PAYMENT_METHOD_NOT_AVAILABLE');
    expect(orderRefusal('ORDER_REFUSED', 'The billing address is missing city.')).toEqual({
      code: 'ORDER_REFUSED',
      message: 'The billing address is missing city.',
      field: null,
    });
  });
});

describe('idempotency keys', () => {
  it('takes 1 to 200 characters', () => {
    expect(idempotencyKeyProblem('a')).toBeNull();
    expect(idempotencyKeyProblem('k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH))).toBeNull();
    expect(idempotencyKeyProblem('  ')).toBe('The idempotency key is empty.');
    expect(idempotencyKeyProblem('k'.repeat(201))).toBe('The idempotency key is longer than 200 characters.');
  });
});

describe('card payment results (seed 000 §3 Payment state)', () => {
  it('answers the action as JSON and a refusal with its reason', () => {
    const action = { type: 'threeDS2', token: 't' };
    expect(paymentView({ isFinal: false, resultCode: 'ChallengeShopper', action })).toEqual({
      resultCode: 'ChallengeShopper',
      isFinal: false,
      refusalReason: null,
      action: JSON.stringify(action),
    });
    expect(paymentRefusal({ isFinal: true, resultCode: 'Refused', refusalReason: 'CVC Declined' })).toEqual({
      code: 'PAYMENT_REFUSED',
      message: 'CVC Declined',
      field: 'paymentData',
    });
    expect(paymentRefusal({ isFinal: true, resultCode: 'Authorised' })).toBeNull();
  });
});
