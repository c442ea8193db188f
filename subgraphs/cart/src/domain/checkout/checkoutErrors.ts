import { ORDER_MESSAGES } from '@shop/contracts';
import {
  CHECKOUT_RULE_MESSAGES,
  CLASSREADING_BUNDLE_MESSAGE,
  ruleMessage,
  type CheckoutFieldError,
} from '@shop/validation';
import type { OrderFailure } from '../../ports/CommercePlatform';
import { ADD_TO_CART_MESSAGES } from '../addToCart';

/** A userError of the checkout: a stable code, the message the shopper reads, the input field when one. */
export interface CheckoutError {
  code: string;
  message: string;
  field: string | null;
}

/**
 * The checkout's own refusals. Seed 001 §8 words the bundle rule; the platform's (Magento's) wording stands
 * where the seed has none (seed 000 §8: 'some ordered products not available', a changed cart).
 */
export const CHECKOUT_MESSAGES = {
  classreadingBundle: CLASSREADING_BUNDLE_MESSAGE,
  cartChanged: ORDER_MESSAGES.cartChanged,
  emptyCart: ORDER_MESSAGES.emptyCart,
  shippingMethodNotAvailable: ORDER_MESSAGES.shippingMethodNotAvailable,
  paymentMethodNotAvailable: ORDER_MESSAGES.paymentMethodNotAvailable,
  cartNotFound: ADD_TO_CART_MESSAGES.cartNotFound,
} as const;

/** The userErrors of broken form rules; `prefix` names the input they are in (`shippingAddress.postcode`). */
export function ruleErrors(errors: readonly CheckoutFieldError[], prefix?: string): CheckoutError[] {
  return errors.map((error) => ({
    code: error.code,
    message: ruleMessage(CHECKOUT_RULE_MESSAGES, error),
    field: prefix ? `${prefix}.${error.field}` : error.field,
  }));
}

export const CART_NOT_FOUND: CheckoutError = {
  code: 'CART_NOT_FOUND',
  message: CHECKOUT_MESSAGES.cartNotFound,
  field: 'cartId',
};

export const EMPTY_CART: CheckoutError = {
  code: 'EMPTY_CART',
  message: CHECKOUT_MESSAGES.emptyCart,
  field: null,
};

export const CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS: CheckoutError = {
  code: 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS',
  message: CHECKOUT_MESSAGES.classreadingBundle,
  field: null,
};

export function shippingMethodNotAvailable(field = 'methodCode'): CheckoutError {
  return {
    code: 'SHIPPING_METHOD_NOT_AVAILABLE',
    message: CHECKOUT_MESSAGES.shippingMethodNotAvailable,
    field,
  };
}

export function paymentMethodNotAvailable(field = 'code'): CheckoutError {
  return {
    code: 'PAYMENT_METHOD_NOT_AVAILABLE',
    message: CHECKOUT_MESSAGES.paymentMethodNotAvailable,
    field,
  };
}

/** The userError of a refused order: the platform checked the cart, stock, prices and methods again. */
export function orderRefusal(failure: OrderFailure, platformMessage: string): CheckoutError {
  switch (failure) {
    case 'CART_NOT_FOUND':
      return CART_NOT_FOUND;
    case 'EMPTY_CART':
      return EMPTY_CART;
    case 'CART_CHANGED':
      return { code: 'CART_CHANGED', message: CHECKOUT_MESSAGES.cartChanged, field: null };
    case 'PRODUCT_NOT_AVAILABLE':
    case 'NOT_ENOUGH_STOCK':
      return { code: 'OUT_OF_STOCK', message: platformMessage, field: null };
    case 'SHIPPING_METHOD_NOT_AVAILABLE':
    case 'NO_SHIPPING_COUNTRY':
      return shippingMethodNotAvailable('shippingMethodCode');
    case 'PAYMENT_METHOD_NOT_AVAILABLE':
      return paymentMethodNotAvailable('paymentMethodCode');
    case 'CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS':
      return CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS;
    case 'ORDER_REFUSED':
      return { code: 'ORDER_REFUSED', message: platformMessage, field: null };
  }
}
