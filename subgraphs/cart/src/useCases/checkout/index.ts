export { setBillingAddress } from './billingAddress';
export { setCheckoutPersonalDetails } from './personalDetails';
export { setPaymentMethod } from './paymentMethod';
export { placeOrder } from './placeOrder';
export { setShippingAddress } from './shippingAddress';
export { setShippingMethod } from './shippingMethod';
export { submitPaymentDetails } from './submitPaymentDetails';
