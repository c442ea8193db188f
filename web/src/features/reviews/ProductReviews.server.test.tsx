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
  it('asks nothing: the product page is rendered without waiting for its reviews', async () => {
    const asked: string[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName);
          observer.next({ data: { product: null } });
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
    expect(asked).toEqual([]);
    expect(markup).toContain('data-testid="loading"');
  });
});
