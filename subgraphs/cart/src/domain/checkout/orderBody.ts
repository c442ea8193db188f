import type { OrderAddress, OrderBody, PaymentInformationBody, ServerCartItem } from '@shop/contracts';

/** What an order is placed with, once every step is checked. */
export interface OrderDetails {
  cartId: string;
  /** The platform's customer id; left out for a guest. */
  customerId?: number;
  /** The cart's lines as pulled: the products and the prices the shopper saw. */
  items: readonly ServerCartItem[];
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  carrierCode: string;
  methodCode: string;
  paymentMethodCode: string;
}

/** The products of the order body: each line's sku, qty and price incl. tax, which the platform checks again. */
export function orderProducts(items: readonly ServerCartItem[]): OrderBody['products'] {
  return items.map((item) => ({ sku: item.sku, qty: item.qty, priceInclTax: item.price, name: item.name }));
}

/** The body of POST /api/order (vue-storefront-api's order schema; seed 000 §7 Orders). */
export function orderBody(details: OrderDetails): OrderBody {
  return {
    ...(details.customerId === undefined ? {} : { user_id: details.customerId }),
    cart_id: details.cartId,
    products: orderProducts(details.items),
    addressInformation: {
      shippingAddress: details.shippingAddress,
      billingAddress: details.billingAddress,
      shipping_method_code: details.methodCode,
      shipping_carrier_code: details.carrierCode,
      payment_method_code: details.paymentMethodCode,
    },
  };
}

/**
 * The body of the card payment extension's payment-information: the card component's state data, the
 * billing address and email (seed 000 §7), and the order body's shipping part and products so the platform
 * checks the order as POST /api/order does.
 */
export function paymentInformationBody(
  details: OrderDetails,
  card: { stateData: string; returnUrl?: string | null; email: string },
): PaymentInformationBody {
  return {
    paymentMethod: {
      method: details.paymentMethodCode,
      additional_data: {
        stateData: card.stateData,
        ...(card.returnUrl ? { returnUrl: card.returnUrl } : {}),
      },
    },
    billingAddress: details.billingAddress,
    email: card.email,
    shippingAddress: details.shippingAddress,
    shipping_carrier_code: details.carrierCode,
    shipping_method_code: details.methodCode,
    products: details.items.map((item) => ({ sku: item.sku, qty: item.qty, priceInclTax: item.price })),
  };
}
