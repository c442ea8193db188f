import { COMMERCE_MESSAGES } from '@shop/contracts';

/**
 * The commerce platform's answers, worded as Magento words them (vue-storefront-api passes Magento's
 * messages through). The ones the shop reacts to live in @shop/contracts.
 */
export const MESSAGES = {
  ...COMMERCE_MESSAGES,
  cartNotFound: (cartId: string) => `${COMMERCE_MESSAGES.cartNotFound} = ${cartId}`,
  cartItemNotFound: (cartId: string, itemId: number) =>
    `The ${cartId} Cart doesn't contain the ${itemId} item.`,
  noCartItem: 'No cartItem element provided within the request body',
  itemIdRequired: 'No cartItem.item_id provided within the request body',
  skuRequired: 'sku parameter is required',
  skusRequired: 'skus parameter is required',
  invalidQty: 'Please enter a number greater than 0 in this field.',
  decimalQty: 'You cannot use decimal quantity for this product.',
  fewestQty: (qty: number) => `The fewest you may purchase is ${qty}.`,
  mostQty: (qty: number) => `The most you may purchase is ${qty}.`,
  chooseOptions: 'You need to choose options for your item.',
  imageNotFound: 'Image not found',
} as const;
