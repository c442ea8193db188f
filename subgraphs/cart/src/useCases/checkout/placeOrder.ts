import { billingAddressErrors, checkoutPersonalDetailsErrors, shippingAddressErrors } from '@shop/validation';
import type { CustomerProfile } from '@shop/contracts';
import type { Context } from '../../context';
import {
  billingOrDefault,
  billingOrderAddress,
  orderAddress,
  shippingInformationBody,
} from '../../domain/checkout/addresses';
import {
  CART_NOT_FOUND,
  CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS,
  orderRefusal,
  paymentMethodNotAvailable,
  ruleErrors,
  type CheckoutError,
} from '../../domain/checkout/checkoutErrors';
import { cartMixesClassreadingBundle } from '../../domain/checkout/classreadingBundle';
import { isBankTransfer, isCardMethod } from '../../domain/checkout/methods';
import { orderBody, type OrderDetails } from '../../domain/checkout/orderBody';
import { isoDate } from '../../domain/magentoDate';
import { orderPaymentInstructions } from '../../domain/paymentInstructions';
import { money } from '../../domain/totals';
import type { PlaceOrderInput } from '../../generated/graphql';
import { cartPaymentMethods, checkoutCart, forgetCart } from '../cartAccess';
import type { CartRef } from '../../models';
import { profileOf } from '../customer';
import { register } from '../session';
import { idempotencyKeyOf, jsonInput } from './input';
import { orderRefused, type PlaceOrderPayload } from './orderPayload';
import { placeCardOrder } from './placeCardOrder';

/**
 * Places the order (seed 000 §4 Checkout, §7 Orders): every step is checked again, the account created first
 * when the shopper asked for one (then the order is the new customer's), and the order sent with the
 * idempotency key, so the same key answers the first order and never places a second one.
 */
export async function placeOrder(input: PlaceOrderInput, context: Context): Promise<PlaceOrderPayload> {
  const idempotencyKey = idempotencyKeyOf(input.idempotencyKey);
  const card = isCardMethod(input.paymentMethodCode);
  if (input.paymentData !== undefined && input.paymentData !== null)
    jsonInput(input.paymentData, 'paymentData');
  const { personalDetails } = input;
  const billing = billingOrDefault(input.billingAddress, input.shippingAddress, personalDetails);
  const errors = [
    ...ruleErrors(checkoutPersonalDetailsErrors(personalDetails), 'personalDetails'),
    ...ruleErrors(shippingAddressErrors(input.shippingAddress), 'shippingAddress'),
    ...ruleErrors(billingAddressErrors(billing), 'billingAddress'),
    // The card method needs the card component's data.
    ...ruleErrors(card && !input.paymentData ? [{ field: 'paymentData', code: 'REQUIRED' }] : []),
  ];
  if (errors.length > 0) return orderRefused(errors);

  // The cart is checked before an account is created, so a refused cart leaves no account behind.
  const shopperCart = await checkoutCart(input.cartId, context);
  if (!shopperCart) return orderRefused([CART_NOT_FOUND]);
  const cartErrors = await cartRefusals(shopperCart, input.paymentMethodCode);
  if (cartErrors.length > 0) return orderRefused(cartErrors);
  const buyer = await buyerOf(input, shopperCart, context);
  if ('userErrors' in buyer) return orderRefused(buyer.userErrors);
  const { cart, accountCreated } = buyer;
  const items = await cart.commerce.loaders.cartItemsByCartId.load(cart.id);
  if (!items.ok) return orderRefused([CART_NOT_FOUND]);

  const customer = cart.commerce.token
    ? await profileOf({ commerce: cart.commerce, ...(buyer.profile ? { profile: buyer.profile } : {}) })
    : null;
  const email = customer?.email ?? personalDetails.email.trim();
  // An ordered cart is empty (or, for a customer, a new one): its order is sent all the same, as the
  // platform answers an order it placed with this key before anything else (a double click, a reload), and
  // refuses an empty cart otherwise.
  const details: OrderDetails = {
    cartId: cart.id,
    ...(customer ? { customerId: customer.id } : {}),
    items: items.value,
    shippingAddress: orderAddress(input.shippingAddress, email),
    billingAddress: billingOrderAddress(billing, email),
    carrierCode: input.shippingCarrierCode,
    methodCode: input.shippingMethodCode,
    paymentMethodCode: input.paymentMethodCode,
  };
  if (card)
    return placeCardOrder(cart, details, {
      idempotencyKey,
      stateData: input.paymentData ?? '',
      returnUrl: input.returnUrl ?? null,
      email,
      accountCreated,
    });
  // The amount a bank transfer pays: the grand total for the shipping address and method, as the order will
  // charge it (POST shipping-information, which the order sets again), asked before the order empties the cart.
  // A cart ordered before (the same key sent again) has no lines left: its order's instructions are in its mail.
  const shipped = isBankTransfer(input.paymentMethodCode)
    ? await cart.commerce.platform.shippingInformation(
        cart.id,
        shippingInformationBody(input.shippingAddress, input.shippingCarrierCode, input.shippingMethodCode),
      )
    : null;
  const totals = shipped?.ok ? shipped.value.totals : null;
  const amount = totals && totals.items_qty > 0 ? totals.grand_total : null;
  const placed = await cart.commerce.platform.placeOrder(orderBody(details), idempotencyKey);
  forgetCart(cart.commerce, cart.id);
  if (!placed.ok) return orderRefused([orderRefusal(placed.failure, placed.message)]);
  const createdAt = isoDate(placed.value.transferedAt);
  return {
    order: {
      id: placed.value.magentoOrderId,
      number: placed.value.backendOrderId,
      email,
      createdAt,
      accountCreated,
      paymentInstructions:
        amount !== null
          ? orderPaymentInstructions(
              {
                number: placed.value.backendOrderId,
                createdAt,
                paymentMethodCode: input.paymentMethodCode,
                grandTotal: money(amount, context.storeView.currency),
                store: context.storeView.code,
              },
              context.bankAccount,
            )
          : null,
    },
    payment: null,
    userErrors: [],
  };
}

interface Buyer {
  cart: CartRef;
  accountCreated: boolean;
  /** The new account's profile, as the registration answered it. */
  profile?: CustomerProfile;
}

/**
 * Who orders: the session's customer, a guest by the cart id, or, with createAccount, the account created
 * now by the registration path (the guest cart joined to it, the session started: the web server sets the
 * cookies from this answer). A request that has a session already (the first answer's cookies) creates none.
 */
async function buyerOf(
  input: PlaceOrderInput,
  shopperCart: CartRef,
  context: Context,
): Promise<Buyer | { userErrors: CheckoutError[] }> {
  const { personalDetails } = input;
  if (!personalDetails.createAccount || context.customerToken)
    return { cart: shopperCart, accountCreated: false };
  const registered = await register(
    {
      firstname: personalDetails.firstname,
      lastname: personalDetails.lastname,
      email: personalDetails.email,
      password: personalDetails.password ?? '',
      passwordConfirmation: personalDetails.passwordConfirmation ?? '',
      acceptPrivacyPolicy: personalDetails.acceptPrivacyPolicy ?? false,
      guestCartId: shopperCart.id,
    },
    context,
  );
  const customer = await registered.customer;
  if (!customer)
    return {
      userErrors: registered.userErrors.map((error) => ({
        ...error,
        field: error.field ? `personalDetails.${error.field}` : null,
      })),
    };
  const { commerce } = customer;
  const id = (await registered.cart)?.id ?? (await commerce.loaders.customerCartId());
  return {
    cart: { id, commerce },
    accountCreated: true,
    ...(customer.profile ? { profile: customer.profile } : {}),
  };
}

/**
 * What the cart itself refuses: a cart that is gone, a classreading bundle with other products (seed 001 §5,
 * checked here too: a platform without the rule would place it), a payment method the cart may not use.
 */
async function cartRefusals(cart: CartRef, paymentMethodCode: string): Promise<CheckoutError[]> {
  const [items, methods] = await Promise.all([
    cart.commerce.loaders.cartItemsByCartId.load(cart.id),
    cartPaymentMethods(cart),
  ]);
  if (!items.ok || !methods) return [CART_NOT_FOUND];
  if (cartMixesClassreadingBundle(items.value)) return [CLASSREADING_BUNDLE_WITH_OTHER_PRODUCTS];
  if (!methods.some((method) => method.code === paymentMethodCode))
    return [paymentMethodNotAvailable('paymentMethodCode')];
  return [];
}
