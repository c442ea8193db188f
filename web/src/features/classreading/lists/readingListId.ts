/**
 * The {list} of seed 001 §2 'readinglists/{list}': every book of the programme, a class's reading list or a
 * reading club's books. The same words in every language, so a list's address is shared between store views.
 */
export type ReadingListId = { kind: 'all' } | { kind: 'class'; id: string } | { kind: 'club'; id: string };

export function readingListSlug(list: ReadingListId): string {
  return list.kind === 'all' ? 'all' : `${list.kind}-${list.id}`;
}

/** The list a slug names, or null for a slug no list has. */
export function parseReadingListSlug(slug: string | undefined): ReadingListId | null {
  if (slug === 'all') return { kind: 'all' };
  const match = /^(class|club)-(.+)$/.exec(slug ?? '');
  if (!match?.[2]) return null;
  return { kind: match[1] === 'class' ? 'class' : 'club', id: match[2] };
}
