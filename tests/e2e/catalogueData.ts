import type { APIRequestContext } from '@playwright/test';
import { webUrl } from './stack';

export interface ListedProduct {
  sku: string;
  name: string;
  /** The product's path after the store prefix. */
  urlPath: string;
  price: { final: { value: number; currency: string } };
}

/** A category with products and its first page of products, asked of the gateway through the shop's /graphql. */
export async function categoryWithProducts(request: APIRequestContext, store: string) {
  const post = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post(`${webUrl()}/graphql`, {
      headers: { 'content-type': 'application/json', store },
      data: { query, variables },
    });
    const body = (await response.json()) as { data: Record<string, unknown> };
    return body.data;
  };
  const tree = (await post('{ categoryTree { id name urlPath productCount } }')) as {
    categoryTree: { id: number; name: string; urlPath: string; productCount: number }[];
  };
  const category = tree.categoryTree.find((candidate) => candidate.productCount > 0);
  if (!category) throw new Error(`no category with products in ${store}`);
  const listing = (await post(
    `query($id: Int!) { categoryProducts(categoryId: $id, paging: { start: 0, pageSize: 50 }) {
      items { sku name urlPath price { final { value currency } } } } }`,
    { id: category.id },
  )) as { categoryProducts: { items: ListedProduct[] } };
  return { category, products: listing.categoryProducts.items };
}
