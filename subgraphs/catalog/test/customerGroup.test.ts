/**
 * The customer group from the session (seed 000 §6) as the catalog subgraph reaches it: one GET
 * /api/user/me per token, shared by every fetch of one client request and none for a guest; group 8 sees
 * every publish date; group tax when configured; answers to a token are never publicly cacheable.
 */
import { renderPriceInfo } from '@shop/upstreams/src/commerce/domain/renderPrices';
import { STORE_VIEWS } from '@shop/store-views';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_GROUP_UNAVAILABLE } from '../src/customerGroup';
import { CustomerGroupCache, tokenKey } from '../src/upstream/customerGroupCache';
import { FakeCustomerGroups, type FakeCustomer } from '../src/upstream/fake';
import { PRODUCTS, TAX_RULES, TODAY } from './fixtures';
import { catalogTestServer } from './harness';

/** The demo customers' kinds (seed 000 §6): general, foreign, B2B; and tokens the platform rejects or cannot check. */
const CUSTOMERS: Record<string, FakeCustomer> = {
  'tok-general': 0,
  'tok-foreign': 8,
  'tok-b2b': 7,
  'tok-retail': 3,
  'tok-expired': 'expired',
  'tok-platform-down': 'down',
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A catalog whose platform is the fake, behind the per-process cache as in production. */
async function catalogWithCustomers(options: { groupTaxUserGroupId?: number; delayMs?: number } = {}) {
  const platform = new FakeCustomerGroups(CUSTOMERS, options.delayMs ?? 0);
  const catalog = await catalogTestServer({
    customerGroups: new CustomerGroupCache(platform, { ttlMs: 30_000 }),
    ...(options.groupTaxUserGroupId === undefined
      ? {}
      : { groupTaxUserGroupId: options.groupTaxUserGroupId }),
  });
  return { platform, ...catalog };
}

/** Many products and fields at once: lookups, listings, facets, a route with its alternates, variant prices. */
const PAGE = /* GraphQL */ `
  query Page {
    old: product(sku: "OLD-1992") {
      sku
    }
    kik: product(sku: "KIK-001") {
      sku
      isNew
      price {
        final {
          value
        }
        finalExclTax {
          value
        }
      }
    }
    configurable: product(sku: "VOORLEES") {
      variants {
        sku
        price {
          finalExclTax {
            value
          }
        }
      }
    }
    categoryProducts(categoryId: 2) {
      total
      items {
        sku
        price {
          finalExclTax {
            value
          }
        }
      }
    }
    products(search: { term: "boek" }) {
      total
      items {
        sku
      }
      aggregations {
        attributeCode
      }
    }
    route(path: "/nl-be/p/OLD-1992/oud-boek") {
      target {
        __typename
      }
      alternates {
        path
      }
    }
    storeViews {
      code
    }
  }
`;

interface PageData {
  old: { sku: string } | null;
  categoryProducts: { total: number; items: { sku: string }[] };
  route: { target: { __typename: string } };
}

describe('who the catalogue asks the commerce platform about', () => {
  it('asks nothing for a guest, whose answer stays public', async () => {
    const { platform, execute } = await catalogWithCustomers({ groupTaxUserGroupId: 3 });
    const result = await execute<PageData>(PAGE);
    expect(result.errors).toBeUndefined();
    expect(result.data?.old).toBeNull();
    expect(platform.calls).toEqual([]);
    expect(result.cacheControl).toBe('max-age=300, public');
  });

  it('asks once for a query touching many products and fields with a token, with its request id', async () => {
    const { platform, execute } = await catalogWithCustomers({ groupTaxUserGroupId: 3 });
    const result = await execute<PageData>(PAGE, {}, { ...bearer('tok-foreign'), 'x-request-id': 'page-1' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.old).toEqual({ sku: 'OLD-1992' });
    expect(platform.calls).toEqual([{ token: 'tok-foreign', requestId: 'page-1' }]);
  });

  it('asks once for two parallel fetches with the same token (one client request, two subgraph calls)', async () => {
    const { platform, execute } = await catalogWithCustomers({ delayMs: 20 });
    const [first, second] = await Promise.all([
      execute<PageData>(PAGE, {}, bearer('tok-b2b')),
      execute<PageData>('{ product(sku: "KIK-001") { sku } newReleases { total } }', {}, bearer('tok-b2b')),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(platform.calls).toHaveLength(1);
  });

  it('asks nothing when no resolver needs the group, even with a token', async () => {
    const { platform, execute } = await catalogWithCustomers();
    const result = await execute(
      '{ storeViews { code } categoryTree { id } taxRules { id } }',
      {},
      bearer('tok-b2b'),
    );
    expect(result.errors).toBeUndefined();
    expect(platform.calls).toEqual([]);
  });
});

describe('what a customer group sees (seed 000 §6)', () => {
  it('group 8, the foreign user, sees a book published before 1993 that a guest and group 0 do not', async () => {
    const { execute } = await catalogWithCustomers();
    const guest = await execute<PageData>(PAGE);
    const general = await execute<PageData>(PAGE, {}, bearer('tok-general'));
    const foreign = await execute<PageData>(PAGE, {}, bearer('tok-foreign'));
    for (const hidden of [guest, general]) {
      expect(hidden.data?.old).toBeNull();
      expect(hidden.data?.categoryProducts.items.map((item) => item.sku)).not.toContain('OLD-1992');
      expect(hidden.data?.route.target.__typename).toBe('RouteNotFound');
    }
    expect(foreign.data?.old).toEqual({ sku: 'OLD-1992' });
    expect(foreign.data?.categoryProducts.items.map((item) => item.sku)).toEqual(
      expect.arrayContaining(['OLD-1992', 'FUTURE-2999']),
    );
    expect(foreign.data?.categoryProducts.total).toBe((guest.data?.categoryProducts.total ?? 0) + 2);
    expect(foreign.data?.route.target.__typename).toBe('ProductRoute');
  });

  it('a B2B customer (group 7) sees the window from 1993-01-01 to today, as a guest does', async () => {
    const { execute } = await catalogWithCustomers();
    const b2b = await execute<{ old: unknown; edge: unknown }>(
      '{ old: product(sku: "OLD-1992") { sku } edge: product(sku: "EDGE-1993") { sku } }',
      {},
      bearer('tok-b2b'),
    );
    expect(b2b.data).toEqual({ old: null, edge: { sku: 'EDGE-1993' } });
  });
});

describe('when the commerce platform does not say who the customer is', () => {
  it('fails with UNAUTHENTICATED for a token it rejects (the web server refreshes the session on it)', async () => {
    const { platform, execute } = await catalogWithCustomers();
    const result = await execute<PageData>(
      '{ a: product(sku: "KIK-001") { sku } b: product(sku: "KIK-002") { sku } }',
      {},
      bearer('tok-expired'),
    );
    expect(result.data).toEqual({ a: null, b: null });
    expect(result.errors?.length).toBeGreaterThan(0);
    for (const error of result.errors ?? []) expect(error.extensions?.code).toBe('UNAUTHENTICATED');
    expect(platform.calls).toHaveLength(1);
  });

  it("shows a guest's catalogue and logs a warning, without the token, when the platform is down", async () => {
    const { platform, execute, logs } = await catalogWithCustomers();
    const result = await execute<PageData>(
      PAGE,
      {},
      { ...bearer('tok-platform-down'), 'x-request-id': 'down-1' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.old).toBeNull();
    expect(result.data?.categoryProducts.items.map((item) => item.sku)).not.toContain('OLD-1992');
    expect(platform.calls).toHaveLength(1);
    const warnings = logs.filter((line) => line.msg === CUSTOMER_GROUP_UNAVAILABLE);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      level: 40,
      requestId: 'down-1',
      token: tokenKey('tok-platform-down'),
    });
    expect(JSON.stringify(logs)).not.toContain('tok-platform-down');
    // Still an answer to a token: not for shared caches.
    expect(result.cacheControl).toBe('max-age=300, private');
  });
});

describe('cache scope of answers to a customer token', () => {
  it('is private, never public, whatever the group', async () => {
    const { execute } = await catalogWithCustomers();
    for (const token of ['tok-general', 'tok-foreign']) {
      const result = await execute('{ product(sku: "KIK-001") { sku } }', {}, bearer(token));
      expect(result.errors).toBeUndefined();
      expect(result.cacheControl).toBe('max-age=300, private');
    }
  });
});

describe('group tax (seed 000 §6)', () => {
  const PRICE = '{ product(sku: "KIK-001") { price { final { value } finalExclTax { value } } } }';
  interface PriceData {
    product: { price: { final: { value: number }; finalExclTax: { value: number } } };
  }
  const priceOf = async (catalog: Awaited<ReturnType<typeof catalogWithCustomers>>, token?: string) => {
    const result = await catalog.execute<PriceData>(PRICE, {}, token ? bearer(token) : {});
    expect(result.errors).toBeUndefined();
    return result.data?.product.price;
  };

  it('when not configured, taxes every group alike', async () => {
    const catalog = await catalogWithCustomers();
    const taxed = { final: { value: 14.95 }, finalExclTax: { value: 14.1 } };
    expect(await priceOf(catalog)).toEqual(taxed);
    expect(await priceOf(catalog, 'tok-b2b')).toEqual(taxed);
    expect(await priceOf(catalog, 'tok-foreign')).toEqual(taxed);
  });

  it('asks for the group to price a cart line only when group tax is configured', async () => {
    // A cart line's product, as the gateway resolves it from the cart subgraph: by key, no lookup rules.
    const ENTITIES = `query ($representations: [_Any!]!) {
      _entities(representations: $representations) { ... on Product { sku price { finalExclTax { value } } } }
    }`;
    const representations = [{ __typename: 'Product', sku: 'KIK-001' }];
    const off = await catalogWithCustomers();
    const untaxedGroup = await off.execute(ENTITIES, { representations }, bearer('tok-foreign'));
    expect(untaxedGroup.data).toEqual({
      _entities: [{ sku: 'KIK-001', price: { finalExclTax: { value: 14.1 } } }],
    });
    expect(off.platform.calls).toEqual([]);
    const on = await catalogWithCustomers({ groupTaxUserGroupId: 3 });
    const taxedGroup = await on.execute(ENTITIES, { representations }, bearer('tok-foreign'));
    expect(taxedGroup.data).toEqual({
      _entities: [{ sku: 'KIK-001', price: { finalExclTax: { value: 14.95 } } }],
    });
    expect(on.platform.calls).toHaveLength(1);
  });

  it("when configured, taxes a guest as the setting's group and a customer as their own group", async () => {
    // The fixture rules name customer tax class 3 only: group 3 pays 6% BE on books, groups 0 and 8 none.
    const retailGuests = await catalogWithCustomers({ groupTaxUserGroupId: 3 });
    expect(await priceOf(retailGuests)).toEqual({ final: { value: 14.95 }, finalExclTax: { value: 14.1 } });
    expect(await priceOf(retailGuests, 'tok-retail')).toEqual({
      final: { value: 14.95 },
      finalExclTax: { value: 14.1 },
    });
    expect(await priceOf(retailGuests, 'tok-foreign')).toEqual({
      final: { value: 14.95 },
      finalExclTax: { value: 14.95 },
    });
    const generalGuests = await catalogWithCustomers({ groupTaxUserGroupId: 0 });
    expect(await priceOf(generalGuests)).toEqual({ final: { value: 14.95 }, finalExclTax: { value: 14.95 } });
  });

  it('gives every shopper the price render-list answers for their group, as the cart will charge it', async () => {
    const catalog = await catalogWithCustomers({ groupTaxUserGroupId: 3 });
    const view = STORE_VIEWS['nl-be'];
    const shown = ['KIK-001', 'KIK-002', 'EBOOK-1', 'EDGE-1993'];
    const QUERY = `{ ${shown
      .map(
        (sku, i) => `p${i}: product(sku: "${sku}") { sku price { final { value } finalExclTax { value } } }`,
      )
      .join(' ')} }`;
    for (const [token, userGroupId] of [
      [null, 3],
      ['tok-retail', 3],
      ['tok-foreign', 8],
      ['tok-general', 0],
    ] as const) {
      const result = await catalog.execute<Record<string, PriceData['product'] & { sku: string }>>(
        QUERY,
        {},
        token ? bearer(token) : {},
      );
      expect(result.errors).toBeUndefined();
      for (const [i, sku] of shown.entries()) {
        const document = PRODUCTS.find((product) => product.sku === sku);
        if (!document) throw new Error(`no fixture ${sku}`);
        const rendered = renderPriceInfo([document], {
          today: TODAY,
          taxRules: TAX_RULES,
          taxCountry: view.taxCountry,
          currency: view.currency,
          locale: view.locale,
          userGroupId,
        });
        expect(result.data?.[`p${i}`]?.price, `${sku} for group ${userGroupId}`).toEqual({
          final: { value: rendered.final_price },
          finalExclTax: { value: rendered.extension_attributes.tax_adjustments.final_price },
        });
      }
    }
  });
});
