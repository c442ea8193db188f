import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import { fetchCallCounts, resetCallCounts } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { gatewayRequest } from './gateway';

/**
 * The federated category page: catalog lists the products, cart adds their stock. Asserts the data and
 * the upstream calls one page costs: one index query, ⌈n/15⌉ stock calls and one render-list call for
 * the live prices (seed 000 §7).
 */
const CATEGORY_PAGE = /* GraphQL */ `
  query CategoryPageQuery($categoryId: Int!, $pageSize: Int!) {
    categoryProducts(categoryId: $categoryId, paging: { pageSize: $pageSize, start: 0 }) {
      total
      paging {
        pageSize
        start
      }
      items {
        sku
        name
        urlPath
        price {
          final {
            value
            currency
          }
        }
        stock {
          isInStock
          qty
          status
        }
        livePrice {
          final {
            value
            currency
          }
          isCurrent
        }
      }
    }
  }
`;

const CATEGORY_TREE = /* GraphQL */ `
  query CategoryTreeQuery {
    categoryTree {
      id
      name
      productCount
      children {
        id
        name
        productCount
      }
    }
  }
`;

/** The category page's catalogue part alone: every field from the catalog subgraph. */
const CATALOGUE_LISTING = /* GraphQL */ `
  query CatalogueListingQuery($categoryId: Int!, $pageSize: Int!) {
    categoryProducts(categoryId: $categoryId, paging: { pageSize: $pageSize, start: 0 }) {
      total
      items {
        sku
        name
        urlPath
        thumbnail {
          url
        }
        price {
          final {
            value
            currency
          }
        }
        attributes {
          code
          values {
            label
          }
        }
      }
      aggregations {
        attributeCode
        options {
          value
          count
        }
      }
    }
  }
`;

interface TreeNode {
  id: number;
  name: string;
  productCount: number;
  children?: TreeNode[];
}
interface CategoryPage {
  categoryProducts: {
    total: number;
    paging: { pageSize: number; start: number };
    items: {
      sku: string;
      name: string;
      price: { final: { value: number; currency: string } };
      stock: { isInStock: boolean; qty: number; status: string } | null;
      livePrice: { final: { value: number; currency: string }; isCurrent: boolean } | null;
    }[];
  };
}

let stack: TestStack;
let gateway: string;
let biggestCategory: TreeNode;

beforeAll(async () => {
  stack = await startTestStack({
    products: 300,
    only: ['commerce', 'reading', 'contentService', 'catalog', 'cart', 'classreading', 'content', 'gateway'],
  });
  gateway = stack.urls.gateway!;
  const tree = await gatewayRequest<{ categoryTree: TreeNode[] }>(gateway, CATEGORY_TREE);
  expect(tree.errors).toBeUndefined();
  const all = tree.data!.categoryTree.flatMap((c) => [c, ...(c.children ?? [])]);
  biggestCategory = all.reduce((a, b) => (b.productCount > a.productCount ? b : a));
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe.each([10, 50])('a category page of %i products through the gateway', (n) => {
  it('returns catalogue data with stock from the commerce platform, in one index query, ⌈n/15⌉ stock calls and one price call', async () => {
    await resetCallCounts(stack.urls.catalog!);
    await resetCallCounts(stack.urls.commerce!);

    const page = await gatewayRequest<CategoryPage>(
      gateway,
      CATEGORY_PAGE,
      { categoryId: biggestCategory.id, pageSize: n },
      { store: 'nl-be' },
    );

    expect(page.errors).toBeUndefined();
    const { items, total, paging } = page.data!.categoryProducts;
    expect(total).toBeGreaterThanOrEqual(n);
    expect(paging).toEqual({ pageSize: n, start: 0 });
    expect(items).toHaveLength(n);
    for (const item of items) {
      expect(item.price.final.currency).toBe('EUR');
      expect(item.stock).not.toBeNull();
      expect(['OK', 'VOLATILE', 'OUT_OF_STOCK']).toContain(item.stock!.status);
    }

    const index = await fetchCallCounts(stack.urls.catalog!);
    const commerce = await fetchCallCounts(stack.urls.commerce!);
    expect(index.byRequestId[page.requestId]).toEqual({ 'index query': 1 });
    expect(commerce.byRequestId[page.requestId]).toEqual({
      'GET /api/stock/list': Math.ceil(n / 15),
      'GET /api/product/render-list': 1,
    });
    // A price shown in the catalogue is the price the platform charges (grouped and bundle products
    // have no live price of their own: the platform prices their parts).
    const priced = items.filter((item) => item.livePrice !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const item of priced) {
      expect(item.livePrice).toEqual({ final: item.price.final, isCurrent: true });
    }
    console.info(
      `category page n=${n}: index queries ${index.total}, stock calls ${commerce.byEndpoint['GET /api/stock/list']}`,
    );
  });
});

describe('cache hints through the gateway (ARCHITECTURE: on public catalogue and content data, none on carts)', () => {
  it('lets a shared cache keep catalogue data for five minutes', async () => {
    const tree = await gatewayRequest(gateway, CATEGORY_TREE);
    expect(tree.errors).toBeUndefined();
    expect(tree.cacheControl).toBe('max-age=300, public');

    const listing = await gatewayRequest(gateway, CATALOGUE_LISTING, {
      categoryId: biggestCategory.id,
      pageSize: 5,
    });
    expect(listing.errors).toBeUndefined();
    expect(listing.cacheControl).toBe('max-age=300, public');
  });

  it("keeps a guest's page with stock and live prices for 60 s (their hints), served again without asking a platform; never a customer's", async () => {
    const variables = { categoryId: biggestCategory.id, pageSize: 5 };
    // A store view no other test here asks, so the first answer is the gateway's own work.
    const guest = { store: 'nl-nl' };
    const first = await gatewayRequest<CategoryPage>(gateway, CATEGORY_PAGE, variables, guest);
    expect(first.errors).toBeUndefined();
    expect(first.data!.categoryProducts.items.every((item) => item.stock !== null)).toBe(true);
    expect(first.cacheControl).toBe('max-age=60, public');

    await resetCallCounts(stack.urls.catalog!);
    await resetCallCounts(stack.urls.commerce!);
    const again = await gatewayRequest<CategoryPage>(gateway, CATEGORY_PAGE, variables, guest);
    expect(again.data).toEqual(first.data);
    expect((await fetchCallCounts(stack.urls.catalog!)).byRequestId[again.requestId]).toBeUndefined();
    expect((await fetchCallCounts(stack.urls.commerce!)).byRequestId[again.requestId]).toBeUndefined();

    // A customer's answer may hold their group's prices (seed 000 §6): asked anew, and private.
    const { general } = DEMO_CUSTOMERS;
    const login = await gatewayRequest<{ logIn: { session: { token: string } | null } }>(
      gateway,
      'mutation LogIn($input: LogInInput!) { logIn(input: $input) { session { token } } }',
      { input: { email: general.email, password: general.password } },
      guest,
    );
    const token = login.data?.logIn.session?.token;
    expect(token).toBeTruthy();
    const customer = await gatewayRequest<CategoryPage>(gateway, CATEGORY_PAGE, variables, {
      ...guest,
      authorization: `Bearer ${token}`,
    });
    expect(customer.errors).toBeUndefined();
    expect(customer.cacheControl).not.toContain('public');
    expect((await fetchCallCounts(stack.urls.catalog!)).byRequestId[customer.requestId]).toEqual({
      'index query': 1,
    });
  });
});

it('prices the same page in USD for en-rw', async () => {
  const page = await gatewayRequest<CategoryPage>(
    gateway,
    CATEGORY_PAGE,
    { categoryId: biggestCategory.id, pageSize: 5 },
    { store: 'en-rw' },
  );
  expect(page.errors).toBeUndefined();
  expect(page.data!.categoryProducts.items.every((i) => i.price.final.currency === 'USD')).toBe(true);
});
