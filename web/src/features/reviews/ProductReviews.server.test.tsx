import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { MockedProvider } from '@apollo/client/testing';
import { STORE_VIEWS } from '@shop/store-views';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { StoreViewProvider } from '@/shared/storeView';
import { ProductReviews } from './ProductReviews';

describe('ProductReviews in the server render', () => {
  it("renders the approved reviews into the HTML from the product page's own answer", async () => {
    const markup = renderToString(
      <StoreViewProvider storeView={STORE_VIEWS['nl-be']}>
        <I18nProvider i18n={await loadI18n('nl-BE')}>
          {/* No mocks: a query of its own would find no answer. */}
          <MockedProvider mocks={[]}>
            <ProductReviews
              product={{
                sku: '9789044800001',
                reviews: [
                  {
                    id: '1',
                    nickname: 'Mama Els',
                    title: 'Prachtig',
                    detail: 'Elke avond voorgelezen.',
                    rating: 5,
                    createdAt: '2026-10-12T18:00:00.000Z',
                  },
                ],
              }}
            />
          </MockedProvider>
        </I18nProvider>
      </StoreViewProvider>,
    );
    expect(markup).toContain('Mama Els');
    expect(markup).toContain('Elke avond voorgelezen.');
  });
});
