import type { AuthorResult } from '@shop/contracts';
import { z } from 'zod';
import { checkWith, type ParsedDocument } from './contentDocument';

const author = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  role: z.enum(['author', 'illustrator', 'author-illustrator']),
  bio: z.string(),
  image: z.string(),
  skus: z
    .array(z.string().min(1))
    .nullish()
    .transform((value) => value ?? []),
}) satisfies z.ZodType<AuthorResult>;

/** GET /single/{slug} of the authors service. */
export function parseAuthor(value: unknown): ParsedDocument<AuthorResult> {
  return checkWith(author, value);
}

/** GET /list of the authors service. */
export function parseAuthorList(value: unknown): ParsedDocument<AuthorResult[]> {
  return checkWith(z.array(author), value);
}

/**
 * The directory's order: by name as readers of the language sort it (accents and case do not count), so
 * 'Élise' stands among the E.
 */
export function authorsInDirectoryOrder(authors: readonly AuthorResult[], locale: string): AuthorResult[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...authors].sort((a, b) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug));
}

/**
 * The letter an author is filed under in the directory: the first letter of the name without its accent,
 * upper case; names starting with another character are filed under '#'.
 */
export function directoryInitialOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}
