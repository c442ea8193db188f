import type { MutationResolvers } from '../generated/graphql';
import { customerCart } from '../useCases/cartAccess';
import {
  createReview,
  deleteAddress,
  requestPasswordReset,
  saveAddress,
  setNewsletter,
  updateProfile,
} from '../useCases/account';
import { addToCart } from '../useCases/addToCart';
import { applyCoupon, changeCartItemQty, removeCartItem, removeCoupon } from '../useCases/cartLines';
import {
  placeOrder,
  setBillingAddress,
  setCheckoutPersonalDetails,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
  submitPaymentDetails,
} from '../useCases/checkout';
import { changePassword, createPassword, logIn, logOut, refreshSession, register } from '../useCases/session';

/** Thin: each mutation is a function of its own file under mutations/. */
export const Mutation: MutationResolvers = {
  // A customer has one cart: creating answers it; a guest gets a new one.
  createCart: async (_parent, _args, context) => ({
    cart: context.customerToken
      ? await customerCart(context.commerce)
      : { id: await context.platform.cartCreate(), commerce: context.commerce },
    userErrors: [],
  }),
  addToCart: (_parent, { input }, context) => addToCart(input, context),
  changeCartItemQty: (_parent, { input }, context) => changeCartItemQty(input, context),
  removeCartItem: (_parent, { input }, context) => removeCartItem(input, context),
  applyCoupon: (_parent, { input }, context) => applyCoupon(input, context),
  removeCoupon: (_parent, { input }, context) => removeCoupon(input, context),

  register: (_parent, { input }, context) => register(input, context),
  logIn: (_parent, { input }, context) => logIn(input, context),
  logOut: (_parent, _args, context) => logOut(context),
  refreshSession: (_parent, { refreshToken }, context) => refreshSession(refreshToken, context),
  requestPasswordReset: (_parent, { input }, context) => requestPasswordReset(input, context),
  createPassword: (_parent, { input }, context) => createPassword(input, context),
  changePassword: (_parent, { input }, context) => changePassword(input, context),
  updateProfile: (_parent, { input }, context) => updateProfile(input, context),
  saveAddress: (_parent, { input }, context) => saveAddress(input, context),
  deleteAddress: (_parent, { id }, context) => deleteAddress(id, context),
  subscribeNewsletter: (_parent, { email }, context) => setNewsletter(email, true, context),
  unsubscribeNewsletter: (_parent, { email }, context) => setNewsletter(email, false, context),
  createReview: (_parent, { input }, context) => createReview(input, context),

  setCheckoutPersonalDetails: (_parent, { input }) => setCheckoutPersonalDetails(input),
  setShippingAddress: (_parent, { input }, context) => setShippingAddress(input, context),
  setShippingMethod: (_parent, { input }, context) => setShippingMethod(input, context),
  setBillingAddress: (_parent, { input }) => setBillingAddress(input),
  setPaymentMethod: (_parent, { input }, context) => setPaymentMethod(input, context),
  placeOrder: (_parent, { input }, context) => placeOrder(input, context),
  submitPaymentDetails: (_parent, { input }, context) => submitPaymentDetails(input, context),
};
