import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PriceTag } from '@/shared/product/PriceTag';
import { renderInShop } from '../../../test/render';
import { LivePriceProvider } from './LivePriceProvider';
import { LivePricesDocument } from './LivePrices.generated';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });
const catalogPrice = { final: money(14.95), regular: money(14.95), finalExclTax: money(14.1) };
const livePrice = (value: number) => ({
  __typename: 'LivePrice',
  final: money(value),
  finalExclTax: money(Math.round((value / 1.06) * 100) / 100),
  regular: money(value),
  isCurrent: true,
});

describe("the platform's refreshed prices of a page (seed 000 §7 'Price refresh')", () => {
  it('asks once for every price tag of the page, and shows the price the platform changed', async () => {
    let calls = 0;
    await renderInShop(
      <LivePriceProvider>
        <div data-testid="changed">
          <PriceTag sku="9789044800001" price={catalogPrice} />
        </div>
        <div data-testid="same">
          <PriceTag sku="9789044800002" price={catalogPrice} />
        </div>
        <div data-testid="none">
          <PriceTag sku="9789044800003" price={catalogPrice} />
        </div>
      </LivePriceProvider>,
      {
        mocks: [
          {
            request: {
              query: LivePricesDocument,
              variables: { skus: ['9789044800001', '9789044800002', '9789044800003'] },
            },
            result: () => {
              calls += 1;
              return {
                data: {
                  productsBySku: [
                    { __typename: 'Product', sku: '9789044800001', livePrice: livePrice(9.95) },
                    { __typename: 'Product', sku: '9789044800002', livePrice: livePrice(14.95) },
                    { __typename: 'Product', sku: '9789044800003', livePrice: null },
                  ],
                },
              };
            },
          },
        ],
      },
    );
    const shown = (id: string) => screen.getByTestId(id).querySelector('[data-testid="price"]')?.textContent;
    // The server's render and the hydration show the catalogue's price; the platform's follows.
    expect(shown('changed')).toBe('€\u00a014,95');
    await waitFor(() => expect(shown('changed')).toBe('€\u00a09,95'));
    expect(shown('same')).toBe('€\u00a014,95');
    expect(shown('none')).toBe('€\u00a014,95');
    expect(calls).toBe(1);
  });

  it("keeps the catalogue's prices when the platform does not answer", async () => {
    await renderInShop(
      <LivePriceProvider>
        <PriceTag sku="9789044800001" price={catalogPrice} />
      </LivePriceProvider>,
      {
        mocks: [
          {
            request: { query: LivePricesDocument, variables: { skus: ['9789044800001'] } },
            error: new Error('gateway unreachable'),
          },
        ],
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('price').textContent).toBe('€\u00a014,95');
  });
});
