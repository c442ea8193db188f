import type { DemoNewsItem, NewsListContent } from '@shop/contracts';

/** One page of the news list, newest first, without bodies (seed 001 §7 /news?amount&offset). */
export function newsPage(news: readonly DemoNewsItem[], amount: number, offset: number): NewsListContent {
  return [...news]
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .slice(offset, offset + amount)
    .map(({ slug, title, date, intro, image }) => ({ slug, title, date, intro, image }));
}
