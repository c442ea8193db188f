import {
  PAYMENT_METHOD_CODES,
  type PaymentMethod,
  type ServerCartItem,
  type ShippingMethod,
} from '@shop/contracts';

/** seed 000 §4: a cart of only these product types is virtual (nothing is shipped). */
export const VIRTUAL_PRODUCT_TYPES: readonly string[] = ['virtual', 'downloadable'];

/** A shipping method as the checkout offers it. */
export interface ShippingMethodChoice {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  title: string;
  priceInclTax: number;
  isDefault: boolean;
}

/** A payment method as the checkout offers it. */
export interface PaymentMethodChoice {
  code: string;
  title: string;
  isCard: boolean;
  isDefault: boolean;
}

/**
 * seed 000 §5 'Shipping methods with available false are dropped'; §4 'Default shipping and payment methods
 * are set when none is chosen': the platform marks none as default, so the first available method is.
 */
export function shippingMethodChoices(methods: readonly ShippingMethod[]): ShippingMethodChoice[] {
  return methods
    .filter((method) => method.available)
    .map((method, index) => ({
      carrierCode: method.carrier_code,
      methodCode: method.method_code,
      carrierTitle: method.carrier_title,
      title: method.method_title,
      priceInclTax: method.price_incl_tax,
      isDefault: index === 0,
    }));
}

/** seed 000 §4: whether every line is virtual or downloadable (an empty cart ships nothing, but is not virtual). */
export function isVirtualCart(items: readonly Pick<ServerCartItem, 'product_type'>[]): boolean {
  return items.length > 0 && items.every((item) => VIRTUAL_PRODUCT_TYPES.includes(item.product_type));
}

/**
 * The payment methods a cart may use, in the platform's order: 'Cash on delivery is hidden for virtual
 * carts' (seed 000 §4); the first is the default (§4: the platform marks none).
 */
export function paymentMethodChoices(
  methods: readonly PaymentMethod[],
  virtualCart: boolean,
): PaymentMethodChoice[] {
  return methods
    .filter((method) => !(virtualCart && method.code === PAYMENT_METHOD_CODES.cashOnDelivery))
    .map((method, index) => ({
      code: method.code,
      title: method.title,
      isCard: isCardMethod(method.code),
      isDefault: index === 0,
    }));
}

/** The card payment extension's method: the order goes through payment-information, not POST /api/order. */
export function isCardMethod(code: string): boolean {
  return code === PAYMENT_METHOD_CODES.card;
}

/** The bank transfer or invoice method: the order is paid later, with the payment instructions. */
export function isBankTransfer(code: string | null | undefined): boolean {
  return code === PAYMENT_METHOD_CODES.bankTransfer;
}
