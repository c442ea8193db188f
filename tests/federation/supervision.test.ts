import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type ServiceName, type TestStack } from '@shop/stack';
import { gatewayRequest } from './gateway';

/**
 * Issue 23, 'Supervised services': npm start's supervisor (launchStack's `restart`, its default policy) starts
 * a killed service again while every other service keeps serving, and the shop is whole again within 10 s.
 */
const CATALOGUE = /* GraphQL */ `
  query SupervisionCatalogue {
    categoryTree {
      id
      productCount
    }
  }
`;
const NAVIGATION = /* GraphQL */ `
  query SupervisionNavigation {
    primaryNavigation {
      label
    }
  }
`;
const PRODUCT = /* GraphQL */ `
  query SupervisionProduct($categoryId: Int!) {
    categoryProducts(categoryId: $categoryId, paging: { pageSize: 1, start: 0 }) {
      items {
        name
        urlPath
      }
    }
  }
`;

let stack: TestStack;
let productPage: { url: string; name: string };
const restarted: { service: ServiceName; ms: number }[] = [];

beforeAll(async () => {
  stack = await startTestStack({
    products: 60,
    restart: true,
    onRestarted: (service, ms) => restarted.push({ service: service.name, ms }),
  });
  const tree = await gatewayRequest<{ categoryTree: { id: number; productCount: number }[] }>(
    stack.urls.gateway!,
    CATALOGUE,
  );
  const category = tree.data!.categoryTree.find((c) => c.productCount > 0)!;
  const product = await gatewayRequest<{ categoryProducts: { items: { name: string; urlPath: string }[] } }>(
    stack.urls.gateway!,
    PRODUCT,
    { categoryId: category.id },
  );
  const { name, urlPath } = product.data!.categoryProducts.items[0]!;
  productPage = { url: `${stack.urls.web}/nl-be/${urlPath.replace(/^\//, '')}`, name };
  // A first render, so the one measured below is not the server's first.
  expect((await fetch(productPage.url)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const isUp = (service: ServiceName) =>
  fetch(`${stack.urls[service]}/health`, { signal: AbortSignal.timeout(500) }).then(
    (response) => response.ok,
    () => false,
  );

/** Kills a service as `kill -9` would and checks the shop while it is down; resolves with how long it was down. */
async function killAndWatch(service: ServiceName): Promise<number> {
  const before = stack.pids[service]!;
  const killedAt = Date.now();
  process.kill(before, 'SIGKILL');
  while (await isUp(service)) await new Promise((resolve) => setTimeout(resolve, 10));

  // Meanwhile the gateway answers from the other subgraphs, and the storefront renders the page.
  const catalogue = await gatewayRequest<{ categoryTree: unknown[] }>(stack.urls.gateway!, CATALOGUE);
  expect(catalogue.errors).toBeUndefined();
  expect(catalogue.data?.categoryTree.length).toBeGreaterThan(0);
  const page = await fetch(productPage.url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(productPage.name);
  expect((await fetch(`${stack.urls.web}/nl-be/`)).status).toBe(200);
  const checkedAt = Date.now();
  // The checks ran while the service was down (it is not back before its restart is reported).
  expect(restarted.find((r) => r.service === service && r.ms <= checkedAt - killedAt)).toBeUndefined();

  while (!(await isUp(service))) {
    if (Date.now() - killedAt > 10_000) throw new Error(`${service} was not back within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const downMs = Date.now() - killedAt;
  expect(stack.pids[service]).not.toBe(before);
  return downMs;
}

describe('a service killed under the supervisor', () => {
  it('the content subgraph: the gateway and the storefront keep answering, and it is back within 10 s', async () => {
    const downMs = await killAndWatch('content');
    console.log(`content subgraph killed with SIGKILL: back (healthy) in ${(downMs / 1000).toFixed(1)} s`);
    expect(downMs).toBeLessThan(10_000);
    const navigation = await gatewayRequest<{ primaryNavigation: unknown[] | null }>(
      stack.urls.gateway!,
      NAVIGATION,
    );
    expect(navigation.errors).toBeUndefined();
  });

  it('the content service (an upstream stand-in): the storefront keeps answering, and it is back within 10 s', async () => {
    const downMs = await killAndWatch('contentService');
    console.log(
      `content service stand-in killed with SIGKILL: back (healthy) in ${(downMs / 1000).toFixed(1)} s`,
    );
    expect(downMs).toBeLessThan(10_000);
    const navigation = await gatewayRequest<{ primaryNavigation: unknown[] | null }>(
      stack.urls.gateway!,
      NAVIGATION,
    );
    expect(navigation.data?.primaryNavigation?.length).toBeGreaterThan(0);
  });
});
