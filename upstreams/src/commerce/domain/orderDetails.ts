import type { OrderAddress, OrderHistoryItem } from '@shop/contracts';
import { PAYMENT_METHODS } from './checkoutInput';
import { carrierTitle } from './shippingMethods';

/** What the orders table keeps of an order's methods and addresses (JSON for the addresses); null before the checkout kept them. */
export interface StoredOrderDetails {
  shipping_method: string | null;
  payment_method: string | null;
  shipping_address: string | null;
  billing_address: string | null;
}

/** The platform's title of a payment method, or its code for one it does not know. */
export function paymentMethodTitle(code: string): string {
  return PAYMENT_METHODS.find((method) => method.code === code)?.title ?? code;
}

/** The carrier of a Magento shipping method, `{carrier}_{method}` (the stand-in's carrier codes have no `_`). */
export function carrierCodeOf(shippingMethod: string): string {
  return shippingMethod.split('_')[0] ?? shippingMethod;
}

const parsedAddress = (json: string | null): OrderAddress | undefined =>
  json === null ? undefined : (JSON.parse(json) as OrderAddress);

type OrderDetailsFields = Pick<
  OrderHistoryItem,
  'billing_address' | 'payment' | 'shipping_description' | 'extension_attributes'
>;

/**
 * An order's addresses and methods where Magento's order answers them: the billing address, the payment with
 * its title, the shipping description, and the shipping address and method in the shipping assignment.
 */
export function orderDetailsFields(stored: StoredOrderDetails): OrderDetailsFields {
  const billing = parsedAddress(stored.billing_address);
  const shipping = parsedAddress(stored.shipping_address);
  const method = stored.shipping_method;
  return {
    ...(billing ? { billing_address: billing } : {}),
    ...(stored.payment_method
      ? {
          payment: {
            method: stored.payment_method,
            additional_information: [paymentMethodTitle(stored.payment_method)],
          },
        }
      : {}),
    ...(method ? { shipping_description: carrierTitle(carrierCodeOf(method)) ?? method } : {}),
    ...(shipping || method
      ? {
          extension_attributes: {
            shipping_assignments: [
              { shipping: { ...(shipping ? { address: shipping } : {}), ...(method ? { method } : {}) } },
            ],
          },
        }
      : {}),
  };
}
