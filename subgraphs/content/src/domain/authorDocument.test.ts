import { describe, expect, it } from 'vitest';
import { authorsInDirectoryOrder, directoryInitialOf, parseAuthor } from './authorDocument';

describe('the authors directory', () => {
  it('files a name under its first letter without accent, other characters under #', () => {
    expect(['Élise Egel', 'anna Aap', ' Ölaf', '3 Musketiers', 'Ça va'].map(directoryInitialOf)).toEqual([
      'E',
      'A',
      'O',
      '#',
      'C',
    ]);
  });

  it('orders by name as readers of the language do: accents and case do not count', () => {
    const author = (name: string) => ({
      slug: name,
      name,
      role: 'author' as const,
      bio: '',
      image: '',
      skus: [],
    });
    expect(
      authorsInDirectoryOrder(['Zo', 'élise', 'Emma', 'anna'].map(author), 'nl-BE').map((a) => a.name),
    ).toEqual(['anna', 'élise', 'Emma', 'Zo']);
  });

  it('rejects an author without a name, and reads a missing book list as none', () => {
    expect(parseAuthor({ slug: 'x', name: '', role: 'author', bio: '', image: '' }).ok).toBe(false);
    const parsed = parseAuthor({ slug: 'x', name: 'X', role: 'author', bio: '', image: '', skus: null });
    expect(parsed.ok && parsed.document.skus).toEqual([]);
  });
});
