/**
 * A Belgian shipping address in the graph's CheckoutAddressInput shape (street and house number each in their
 * own field), for the tests and benchmarks that place an order through the shop.
 */
export const DEMO_CHECKOUT_ADDRESS = {
  firstname: 'Lien',
  lastname: 'Maes',
  street: 'Veldstraat',
  apartmentNumber: '3',
  city: 'Gent',
  postcode: '9000',
  countryId: 'BE',
  telephone: '+32 9 123 45 67',
} as const;
