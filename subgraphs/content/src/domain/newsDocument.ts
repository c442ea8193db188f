import type { NewsItemContent, NewsSummaryContent } from '@shop/contracts';
import { z } from 'zod';
import { parseWith, type ParsedDocument } from './contentDocument';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'a date as YYYY-MM-DD');

const newsSummary = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  date: isoDay,
  intro: z.string(),
  image: z.string(),
}) satisfies z.ZodType<NewsSummaryContent>;

/** The slug of the same document in other store views; an empty slug names none. */
export const alternates = z
  .record(z.string(), z.string())
  .optional()
  .transform((value) =>
    Object.fromEntries(Object.entries(value ?? {}).filter(([, slug]) => slug.trim() !== '')),
  );

const newsItem = newsSummary.extend({ body: z.string(), alternates }) satisfies z.ZodType<NewsItemContent>;

/** GET /news?amount&offset: a page of items without bodies, newest first. */
export function parseNewsList(content: string): ParsedDocument<NewsSummaryContent[]> {
  return parseWith(z.array(newsSummary), content);
}

/** GET /news/{slug}: one item with its body. */
export function parseNewsItem(content: string): ParsedDocument<NewsItemContent> {
  return parseWith(newsItem, content);
}
