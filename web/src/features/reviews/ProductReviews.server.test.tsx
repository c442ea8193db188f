import { describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, ApolloProvider, Observable } from '@apollo/client';
import { getMarkupFromTree } from '@apollo/client/react/ssr';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { STORE_VIEWS } from '@shop/store-views';
import { createCache } from '@/shared/graphql/cachePolicies';
import { loadI18n } from '@/shared/i18n/loadI18n';
import { StoreViewProvider } from '@/shared/storeView';
import { ProductReviews } from './ProductReviews';

describe('ProductReviews in the server render', () => {
  it('renders the approved reviews into the HTML, so the browser has nothing to ask after hydration', async () => {
    const asked: string[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName);
          observer.next({
            data: {
              product: {
                __typename: 'Product',
                sku: '9789044800001',
                reviews: [
                  {
                    __typename: 'Review',
                    id: '1',
                    nickname: 'Mama Els',
                    title: 'Prachtig',
                    detail: 'Elke avond voorgelezen.',
                    rating: 5,
                    createdAt: '2026-10-12T18:00:00.000Z',
                  },
                ],
              },
            },
          });
          observer.complete();
        }),
    );
    const client = new ApolloClient({ cache: createCache(), link, ssrMode: true });
    const markup = await getMarkupFromTree({
      tree: (
        <StoreViewProvider storeView={STORE_VIEWS['nl-be']}>
          <I18nProvider i18n={await loadI18n('nl-BE')}>
            <ApolloProvider client={client}>
              <ProductReviews sku="9789044800001" />
            </ApolloProvider>
          </I18nProvider>
        </StoreViewProvider>
      ),
      renderFunction: renderToString,
    });
    expect(asked).toEqual(['ProductReviews']);
    expect(markup).toContain('Mama Els');
    expect(markup).toContain('Elke avond voorgelezen.');
  });
});
