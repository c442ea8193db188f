import { describe, expect, it } from 'vitest';
import { AN, tokenOf } from './accounts';
import {
  B2B,
  BILLING_ADDRESS,
  CHECKOUT_SKU,
  SHIPPING_ADDRESS,
  SKU,
  USER_ERRORS,
  checkoutPlatform,
  type UserError,
} from './checkoutFixtures';
import { execute } from './harness';

const PERSONAL = `mutation Personal($input: CheckoutPersonalDetailsInput!) {
  setCheckoutPersonalDetails(input: $input) { valid ${USER_ERRORS} }
}`;
const SHIPPING_ADDRESS_STEP = `mutation ShippingAddress($input: SetShippingAddressInput!) {
  setShippingAddress(input: $input) {
    shippingMethods { carrierCode methodCode carrierTitle title isDefault priceInclTax { value currency } }
    ${USER_ERRORS}
  }
}`;
const SHIPPING_METHOD = `mutation ShippingMethod($input: SetShippingMethodInput!) {
  setShippingMethod(input: $input) {
    cart { id totals { grandTotal { value } segments { code value { value } } } }
    paymentMethods { code title isCard isDefault }
    ${USER_ERRORS}
  }
}`;
const BILLING = `mutation Billing($input: SetBillingAddressInput!) { setBillingAddress(input: $input) { valid ${USER_ERRORS} } }`;
const PAYMENT = `mutation Payment($input: SetPaymentMethodInput!) {
  setPaymentMethod(input: $input) {
    cart { id paymentMethods { code } totals { grandTotal { value } } }
    paymentMethods { code isDefault }
    ${USER_ERRORS}
  }
}`;

interface TotalsPayload {
  cart: {
    id: string;
    totals: { grandTotal: { value: number }; segments: { code: string; value: { value: number } }[] };
  } | null;
  paymentMethods: { code: string; title: string; isCard: boolean; isDefault: boolean }[];
  userErrors: UserError[];
}

describe('setCheckoutPersonalDetails (seed 000 §3 personalDetails, §5)', () => {
  it('checks the details without asking the platform', async () => {
    const platform = checkoutPlatform();
    const valid = await execute<{ setCheckoutPersonalDetails: unknown }>(platform, PERSONAL, {
      input: { firstname: 'Lotte', lastname: 'Maes', email: 'lotte@example.be' },
    });
    expect(valid.data?.setCheckoutPersonalDetails).toEqual({ valid: true, userErrors: [] });
    const invalid = await execute<{ setCheckoutPersonalDetails: unknown }>(platform, PERSONAL, {
      input: {
        firstname: 'L',
        lastname: 'Maes',
        email: 'lotte@example.be',
        createAccount: true,
        password: 'lezen',
        passwordConfirmation: 'lezen',
      },
    });
    expect(invalid.data?.setCheckoutPersonalDetails).toEqual({
      valid: false,
      userErrors: [
        { code: 'NAME_TOO_SHORT', message: 'Name must have at least 2 letters.', field: 'firstname' },
        {
          code: 'PASSWORD_TOO_WEAK',
          message:
            'Password must have at least 8 characters with at least one lowercase letter, one uppercase letter and one number or special character.',
          field: 'password',
        },
        {
          code: 'PRIVACY_POLICY_NOT_ACCEPTED',
          message: 'You must accept the privacy policy.',
          field: 'acceptPrivacyPolicy',
        },
      ],
    });
    expect(platform.calls.accounts).toEqual([]);
  });
});

describe('setShippingAddress (seed 000 §4, §5, §9)', () => {
  it('answers the available methods for a Belgian address, the first the default, free shipping dropped below 50', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 2 }]);
    const result = await execute<{
      setShippingAddress: { shippingMethods: unknown[]; userErrors: UserError[] };
    }>(platform, SHIPPING_ADDRESS_STEP, { input: { cartId, address: SHIPPING_ADDRESS } });
    expect(result.data?.setShippingAddress).toEqual({
      shippingMethods: [
        {
          carrierCode: 'flatrate',
          methodCode: 'flatrate',
          carrierTitle: 'Flat Rate',
          title: 'Flat Rate',
          isDefault: true,
          priceInclTax: { value: 4.95, currency: 'EUR' },
        },
      ],
      userErrors: [],
    });
    expect(platform.calls.shippingMethods).toEqual([
      {
        cartId,
        address: {
          country_id: 'BE',
          street: ['Veldstraat 3', '2 | achterdeur'],
          postcode: '9000',
          city: 'Gent',
        },
      },
    ]);
    expect(platform.calls.cartPull).toEqual([]);
  });

  it('offers free shipping from 50, still with the first method as the default', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: CHECKOUT_SKU.classSet, qty: 1 }]);
    const result = await execute<{
      setShippingAddress: { shippingMethods: { methodCode: string; isDefault: boolean }[] };
    }>(platform, SHIPPING_ADDRESS_STEP, {
      input: { cartId, address: { ...SHIPPING_ADDRESS, countryId: 'NL', postcode: '1012 AB' } },
    });
    expect(result.data?.setShippingAddress.shippingMethods.map((m) => [m.methodCode, m.isDefault])).toEqual([
      ['flatrate', true],
      ['freeshipping', false],
    ]);
  });

  it("refuses a country the shop does not ship to with the seed's words, and asks nothing", async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const result = await execute<{ setShippingAddress: unknown }>(platform, SHIPPING_ADDRESS_STEP, {
      input: { cartId, address: { ...SHIPPING_ADDRESS, countryId: 'DE', postcode: '10' } },
    });
    expect(result.data?.setShippingAddress).toEqual({
      shippingMethods: [],
      userErrors: [
        {
          code: 'ZIP_CODE_TOO_SHORT',
          message: 'Zip-code must have at least 3 characters.',
          field: 'address.postcode',
        },
        {
          code: 'COUNTRY_NOT_SHIPPED',
          message: 'Shipping only to the Netherlands and Belgium.',
          field: 'address.countryId',
        },
      ],
    });
    expect(platform.calls.shippingMethods).toEqual([]);
  });

  it("asks the house number in its own field with the seed's 'Field is required.', the addition optional", async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const { apartmentNumber: _number, ...withoutNumber } = SHIPPING_ADDRESS;
    for (const address of [withoutNumber, { ...SHIPPING_ADDRESS, apartmentNumber: ' ' }]) {
      const result = await execute<{ setShippingAddress: unknown }>(platform, SHIPPING_ADDRESS_STEP, {
        input: { cartId, address },
      });
      expect(result.data?.setShippingAddress).toEqual({
        shippingMethods: [],
        userErrors: [{ code: 'REQUIRED', message: 'Field is required.', field: 'address.apartmentNumber' }],
      });
    }
    expect(platform.calls.shippingMethods).toEqual([]);
    const withoutAddition = await execute<{ setShippingAddress: { userErrors: UserError[] } }>(
      platform,
      SHIPPING_ADDRESS_STEP,
      { input: { cartId, address: { ...SHIPPING_ADDRESS, addition: null } } },
    );
    expect(withoutAddition.data?.setShippingAddress.userErrors).toEqual([]);
  });

  it('answers CART_NOT_FOUND for an unknown guest cart', async () => {
    const platform = checkoutPlatform();
    const result = await execute<{ setShippingAddress: { userErrors: UserError[] } }>(
      platform,
      SHIPPING_ADDRESS_STEP,
      {
        input: { cartId: 'no-such-cart', address: SHIPPING_ADDRESS },
      },
    );
    expect(result.data?.setShippingAddress.userErrors.map((error) => error.code)).toEqual(['CART_NOT_FOUND']);
  });
});

describe('setShippingMethod', () => {
  it('keeps the method on the cart and answers totals with the shipping segment and the payment methods, in two calls', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 2 }]);
    const result = await execute<{ setShippingMethod: TotalsPayload }>(platform, SHIPPING_METHOD, {
      input: { cartId, address: SHIPPING_ADDRESS, carrierCode: 'flatrate', methodCode: 'flatrate' },
    });
    const payload = result.data!.setShippingMethod;
    expect(payload.userErrors).toEqual([]);
    // 2 × 14.99 + 4.95 shipping.
    expect(payload.cart?.totals.grandTotal.value).toBe(34.93);
    expect(payload.cart?.totals.segments.find((s) => s.code === 'shipping')?.value.value).toBe(4.95);
    expect(payload.paymentMethods).toEqual([
      { code: 'checkmo', title: 'Bank transfer / invoice', isCard: false, isDefault: true },
      { code: 'cashondelivery', title: 'Cash On Delivery', isCard: false, isDefault: false },
      { code: 'adyen_cc', title: 'Credit card', isCard: true, isDefault: false },
    ]);
    expect(platform.calls.shippingInformation).toEqual([
      {
        cartId,
        body: {
          addressInformation: {
            shippingAddress: {
              firstname: 'Lotte',
              lastname: 'Maes',
              street: ['Veldstraat 3', '2 | achterdeur'],
              city: 'Gent',
              postcode: '9000',
              country_id: 'BE',
              telephone: '+32 9 123 45 67',
            },
            shippingCarrierCode: 'flatrate',
            shippingMethodCode: 'flatrate',
          },
        },
      },
    ]);
    // The totals came with shipping-information: no GET /api/cart/totals.
    expect(platform.calls.cartTotals).toEqual([]);
    expect(platform.calls.cartPull).toEqual([cartId]);
  });

  it('refuses a method the address does not have (free shipping below 50)', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const result = await execute<{ setShippingMethod: TotalsPayload }>(platform, SHIPPING_METHOD, {
      input: { cartId, address: SHIPPING_ADDRESS, carrierCode: 'freeshipping', methodCode: 'freeshipping' },
    });
    expect(result.data?.setShippingMethod).toEqual({
      cart: null,
      paymentMethods: [],
      userErrors: [
        {
          code: 'SHIPPING_METHOD_NOT_AVAILABLE',
          message: 'Carrier with such method not found',
          field: 'methodCode',
        },
      ],
    });
  });

  it('shows a B2B customer (group 7) the b2b_discount segment above 150 euro (seed 000 §6)', async () => {
    const platform = checkoutPlatform();
    const token = tokenOf(platform, B2B.email);
    await execute(
      platform,
      'mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cart { id } } }',
      {
        input: { sku: CHECKOUT_SKU.classSet, qty: 3 },
      },
      { token },
    );
    const result = await execute<{ setShippingMethod: TotalsPayload }>(
      platform,
      SHIPPING_METHOD,
      { input: { address: SHIPPING_ADDRESS, carrierCode: 'freeshipping', methodCode: 'freeshipping' } },
      { token },
    );
    const totals = result.data!.setShippingMethod.cart!.totals;
    // 3 × 53.00 = 159.00 is above 150: 5 % off is 7.95; free shipping.
    expect(totals.segments.find((s) => s.code === 'b2b_discount')?.value.value).toBe(-7.95);
    expect(totals.grandTotal.value).toBe(151.05);
  });
});

describe('setBillingAddress (seed 000 §3 paymentDetails, §5)', () => {
  it('asks none of the school fields of a shopper who does not order for a school', async () => {
    const platform = checkoutPlatform();
    const result = await execute<{ setBillingAddress: unknown }>(platform, BILLING, {
      input: { address: SHIPPING_ADDRESS },
    });
    expect(result.data?.setBillingAddress).toEqual({ valid: true, userErrors: [] });
    const blank = await execute<{ setBillingAddress: unknown }>(platform, BILLING, {
      input: {
        address: { ...SHIPPING_ADDRESS, company: '', taxId: '', schoolCode: '', amountOfStudents: null },
      },
    });
    expect(blank.data?.setBillingAddress).toEqual({ valid: true, userErrors: [] });
  });

  it('checks the school fields', async () => {
    const platform = checkoutPlatform();
    const valid = await execute<{ setBillingAddress: unknown }>(platform, BILLING, {
      input: { address: BILLING_ADDRESS },
    });
    expect(valid.data?.setBillingAddress).toEqual({ valid: true, userErrors: [] });
    const invalid = await execute<{ setBillingAddress: unknown }>(platform, BILLING, {
      input: { address: { ...BILLING_ADDRESS, taxId: 'BE', amountOfStudents: -1 } },
    });
    expect(invalid.data?.setBillingAddress).toEqual({
      valid: false,
      userErrors: [
        {
          code: 'TAX_NUMBER_TOO_SHORT',
          message: 'Tax number must have at least 3 characters.',
          field: 'address.taxId',
        },
        {
          code: 'NUMBERS_ONLY',
          message: 'This field accepts numbers only.',
          field: 'address.amountOfStudents',
        },
      ],
    });
  });
});

describe('setPaymentMethod and the cart’s payment methods (seed 000 §4)', () => {
  it('takes a method the cart may use and answers the totals; payment methods are read once per request', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const result = await execute<{
      setPaymentMethod: { cart: { paymentMethods: { code: string }[] }; userErrors: UserError[] };
    }>(platform, PAYMENT, { input: { cartId, code: 'cashondelivery' } });
    expect(result.data?.setPaymentMethod.userErrors).toEqual([]);
    expect(result.data?.setPaymentMethod.cart.paymentMethods.map((m) => m.code)).toEqual([
      'checkmo',
      'cashondelivery',
      'adyen_cc',
    ]);
    expect(platform.calls.paymentMethods).toEqual([cartId]);
    expect(platform.calls.collectTotals).toEqual([
      { cartId, body: { methods: { paymentMethod: { method: 'cashondelivery' } } } },
    ]);
    expect(platform.calls.cartTotals).toEqual([]);
  });

  it('does not offer cash on delivery for a cart of virtual and downloadable products', async () => {
    const platform = checkoutPlatform();
    const cartId = platform.seedCart([
      { sku: CHECKOUT_SKU.licence, qty: 1 },
      { sku: CHECKOUT_SKU.ebook, qty: 1 },
    ]);
    const cart = await execute<{ cart: unknown }>(
      platform,
      'query Cart($id: ID) { cart(id: $id) { isVirtual hasClassreadingBundle paymentMethods { code isDefault } } }',
      { id: cartId },
    );
    expect(cart.data?.cart).toEqual({
      isVirtual: true,
      hasClassreadingBundle: false,
      paymentMethods: [
        { code: 'checkmo', isDefault: true },
        { code: 'adyen_cc', isDefault: false },
      ],
    });
    const refused = await execute<{ setPaymentMethod: unknown }>(platform, PAYMENT, {
      input: { cartId, code: 'cashondelivery' },
    });
    expect(refused.data?.setPaymentMethod).toEqual({
      cart: null,
      paymentMethods: [
        { code: 'checkmo', isDefault: true },
        { code: 'adyen_cc', isDefault: false },
      ],
      userErrors: [
        {
          code: 'PAYMENT_METHOD_NOT_AVAILABLE',
          message: 'The requested Payment Method is not available.',
          field: 'code',
        },
      ],
    });
    expect(platform.calls.collectTotals).toEqual([]);
  });

  it("uses a customer's own cart and refuses another cart's id", async () => {
    const platform = checkoutPlatform();
    const token = tokenOf(platform, AN.email);
    const guestCart = platform.seedCart([{ sku: SKU.inStock, qty: 1 }]);
    const own = await execute<{ setPaymentMethod: { cart: { id: string } | null; userErrors: UserError[] } }>(
      platform,
      PAYMENT,
      { input: { code: 'checkmo' } },
      { token },
    );
    expect(own.data?.setPaymentMethod.userErrors).toEqual([]);
    expect(own.data?.setPaymentMethod.cart?.id).toBe(platform.state.customers.get(AN.email)?.cartId);
    const other = await execute<{ setPaymentMethod: { userErrors: UserError[] } }>(
      platform,
      PAYMENT,
      { input: { cartId: guestCart, code: 'checkmo' } },
      { token },
    );
    expect(other.data?.setPaymentMethod.userErrors.map((error) => error.code)).toEqual(['CART_NOT_FOUND']);
  });
});
