import { describe, expect, it } from 'vitest';
import { filterAuthors, groupByInitial } from './authorsDirectory';

const authors = [
  { name: 'Anna Aap', initial: 'A' },
  { name: 'Élise Egel', initial: 'E' },
  { name: 'Emma Eend', initial: 'E' },
  { name: 'Zo Zebra', initial: 'Z' },
];

describe('the authors directory', () => {
  it('finds a name by any of its words, accents and case aside', () => {
    expect(filterAuthors(authors, 'elise').map((a) => a.name)).toEqual(['Élise Egel']);
    expect(filterAuthors(authors, ' egel  EL ').map((a) => a.name)).toEqual(['Élise Egel']);
    expect(filterAuthors(authors, 'e').map((a) => a.name)).toEqual(['Élise Egel', 'Emma Eend', 'Zo Zebra']);
    expect(filterAuthors(authors, '')).toEqual(authors);
    expect(filterAuthors(authors, 'xyz')).toEqual([]);
  });

  it('groups by initial in the directory’s order', () => {
    expect(groupByInitial(authors).map((group) => [group.initial, group.authors.length])).toEqual([
      ['A', 1],
      ['E', 2],
      ['Z', 1],
    ]);
  });
});
