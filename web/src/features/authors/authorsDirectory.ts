/** An author as the directory lists them. */
export interface DirectoryEntry {
  name: string;
  /** The letter the directory files the author under (the API's rule). */
  initial: string;
}

/** Text without accents and case, so 'elise' finds 'Élise'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The authors whose name holds every word typed, in any order ('egel el' finds 'Élise Egel'); all of them
 * for an empty filter.
 */
export function filterAuthors<T extends DirectoryEntry>(authors: readonly T[], filter: string): T[] {
  const words = folded(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...authors];
  return authors.filter((author) => {
    const name = folded(author.name);
    return words.every((word) => name.includes(word));
  });
}

/** The authors grouped by initial, in the directory's order (the letters in the order they first come). */
export function groupByInitial<T extends DirectoryEntry>(
  authors: readonly T[],
): { initial: string; authors: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const author of authors) {
    const group = groups.get(author.initial);
    if (group) group.push(author);
    else groups.set(author.initial, [author]);
  }
  return [...groups].map(([initial, members]) => ({ initial, authors: members }));
}

/** The letters of the alphabet bar: A to Z, and '#' for names starting otherwise. */
export const DIRECTORY_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];
