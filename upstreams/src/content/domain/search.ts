import type { ContentDemoData, ContentSearchHit } from '@shop/contracts';
import { excerptOf } from './excerpt';

/**
 * Content search (seed 001 §7): the authors whose name, the news whose title and the pages whose title
 * contain the term, case-insensitively; authors first, then news newest first, then pages.
 */
export function searchContent(content: ContentDemoData, term: string): ContentSearchHit[] {
  const needle = term.trim().toLocaleLowerCase();
  const matches = (text: string) => text.toLocaleLowerCase().includes(needle);
  const authors = content.authors
    .filter((author) => matches(author.name))
    .map<ContentSearchHit>((author) => ({
      type: 'author',
      slug: author.slug,
      title: author.name,
      excerpt: excerptOf(author.bio),
    }));
  const news = [...content.news]
    .sort((a, b) => b.date.localeCompare(a.date))
    .filter((item) => matches(item.title))
    .map<ContentSearchHit>((item) => ({
      type: 'news',
      slug: item.slug,
      title: item.title,
      excerpt: excerptOf(item.intro),
    }));
  const pages = content.pages
    .filter((page) => matches(page.title))
    .map<ContentSearchHit>((page) => ({
      type: 'page',
      slug: page.url,
      title: page.title,
      excerpt: excerptOf(page.body),
    }));
  return [...authors, ...news, ...pages];
}
