import type { ContentDemoData, ContentSearchHit } from '@shop/contracts';
import { excerptOf } from './excerpt';

/**
 * Text as search compares it: lower case, without accents (decomposed, combining marks dropped), so
 * 'eerste' finds 'Eerste' and 'elise' finds 'Élise'.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * Content search (seed 001 §7): the authors whose name, the news whose title, the educational material
 * whose title and the pages whose title contain the term, ignoring case and accents; authors first, then
 * news newest first, then educational material, then pages.
 */
export function searchContent(content: ContentDemoData, term: string): ContentSearchHit[] {
  const needle = foldForSearch(term.trim());
  const matches = (text: string) => foldForSearch(text).includes(needle);
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
  const materials = content.educationalMaterial.items
    .filter((material) => matches(material.title))
    .map<ContentSearchHit>((material) => ({
      type: 'educational-material',
      slug: material.url,
      title: material.title,
      excerpt: excerptOf(material.intro),
    }));
  const pages = content.pages
    .filter((page) => matches(page.title))
    .map<ContentSearchHit>((page) => ({
      type: 'page',
      slug: page.url,
      title: page.title,
      excerpt: excerptOf(page.body),
    }));
  return [...authors, ...news, ...materials, ...pages];
}
