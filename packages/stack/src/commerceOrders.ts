/** A shipping and billing address in the commerce platform's REST shape (vue-storefront-api). */
export interface CommerceAddress {
  firstname: string;
  lastname: string;
  street: readonly string[];
  city: string;
  postcode: string;
  country_id: string;
  email: string;
}

/**
 * Test data: the customer of `token` orders `skus`, one of each, at the commerce platform's REST API (cart, then
 * order) by bank transfer, so the order is placed and pending, and delivers its downloads. Throws on any refusal.
 */
export async function orderByBankTransfer(
  commerceUrl: string,
  token: string,
  skus: readonly string[],
  address: CommerceAddress,
): Promise<void> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${commerceUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; result: T };
    if (answer.code !== 200)
      throw new Error(`POST ${path} answered ${answer.code}: ${JSON.stringify(answer)}`);
    return answer.result;
  };
  const query = `token=${encodeURIComponent(token)}`;
  const cartId = await post<string>(`/api/cart/create?${query}`, {});
  for (const sku of skus) {
    await post(`/api/cart/update?${query}`, { cartItem: { sku, qty: 1, quoteId: cartId } });
  }
  await post(`/api/order?${query}`, {
    cart_id: cartId,
    products: skus.map((sku) => ({ sku, qty: 1 })),
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'checkmo',
    },
  });
}
