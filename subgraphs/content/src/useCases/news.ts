import type { NewsItemContent, NewsSummaryContent } from '@shop/contracts';
import type { StoreCode } from '@shop/store-views';
import { GraphQLError } from 'graphql';
import type { Context } from '../context';
import { alternatePaths, newsItemPath, type StorePath } from '../domain/contentPaths';
import {
  isValidNewsPageRequest,
  NEWS_PAGE_SIZE_MAX,
  newsAmountToAsk,
  newsPageOf,
  type NewsPageRequest,
} from '../domain/newsPaging';

export interface NewsItemView {
  slug: string;
  title: string;
  date: string;
  intro: string;
  image: string | null;
  body: string | null;
  path: string;
  alternates: StorePath[];
}

function newsItemView(store: StoreCode, item: NewsSummaryContent | NewsItemContent): NewsItemView {
  const full = 'body' in item;
  return {
    slug: item.slug,
    title: item.title,
    date: item.date.slice(0, 10),
    intro: item.intro,
    image: item.image || null,
    body: full ? item.body : null,
    path: newsItemPath(store, item.slug),
    alternates: full
      ? alternatePaths({ storeCode: store, slug: item.slug }, item.alternates ?? {}, newsItemPath)
      : [],
  };
}

/** A page of news for the overview (seed 001 §4 'fully fetched'). */
export async function newsPage(request: NewsPageRequest, { loaders, storeView }: Context) {
  if (!isValidNewsPageRequest(request))
    throw new GraphQLError(`news: first is 1 to ${NEWS_PAGE_SIZE_MAX} and offset 0 or more`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  const received = await loaders.newsPage.load({ lang: storeView.code, ...newsAmountToAsk(request) });
  const { items, fullyFetched } = newsPageOf(received, request);
  return { items: items.map((item) => newsItemView(storeView.code, item)), fullyFetched };
}

/** One news item; null for 'Item not found' (seed 001 §8). */
export async function newsItem(slug: string, { loaders, storeView }: Context) {
  const item = await loaders.newsItem.load({ lang: storeView.code, slug });
  return item && newsItemView(storeView.code, item);
}
