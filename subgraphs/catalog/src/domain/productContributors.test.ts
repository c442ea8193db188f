import { describe, expect, it } from 'vitest';
import { contributorNames, productContributors } from './productContributors';

describe('contributorNames', () => {
  it('gives one name for a field naming one person', () => {
    expect(contributorNames('Max Velthuijs')).toEqual(['Max Velthuijs']);
  });

  it('splits on commas, semicolons, ampersands and the conjunctions en and and', () => {
    expect(contributorNames('Annie M.G. Schmidt en Fiep Westendorp')).toEqual([
      'Annie M.G. Schmidt',
      'Fiep Westendorp',
    ]);
    expect(contributorNames('Bart Peeters, Els Maes and Tom Claes')).toEqual([
      'Bart Peeters',
      'Els Maes',
      'Tom Claes',
    ]);
    expect(contributorNames('Jan Smit; Riet Mulder & Wim Baert')).toEqual([
      'Jan Smit',
      'Riet Mulder',
      'Wim Baert',
    ]);
  });

  it('never cuts a surname that holds the letters of a conjunction', () => {
    expect(contributorNames('Lieve Van den Berg')).toEqual(['Lieve Van den Berg']);
    expect(contributorNames('Sofie Sanders')).toEqual(['Sofie Sanders']);
    expect(contributorNames('Jonas En')).toEqual(['Jonas En']);
  });

  it('leaves out blanks and repeats, and gives none for an empty field', () => {
    expect(contributorNames(' Ilse Wouters ,, Ilse Wouters ')).toEqual(['Ilse Wouters']);
    expect(contributorNames('')).toEqual([]);
    expect(contributorNames(null)).toEqual([]);
    expect(contributorNames(undefined)).toEqual([]);
  });
});

describe('productContributors', () => {
  it('lists the authors, then the illustrators, each with the slug of their page', () => {
    expect(
      productContributors({ author: 'Annie M.G. Schmidt', illustrator: 'Fiep Westendorp en Max Velthuijs' }),
    ).toEqual([
      { name: 'Annie M.G. Schmidt', role: 'AUTHOR', slug: 'annie-m-g-schmidt' },
      { name: 'Fiep Westendorp', role: 'ILLUSTRATOR', slug: 'fiep-westendorp' },
      { name: 'Max Velthuijs', role: 'ILLUSTRATOR', slug: 'max-velthuijs' },
    ]);
  });

  it('names an author-illustrator in both roles', () => {
    expect(productContributors({ author: 'Max Velthuijs', illustrator: 'Max Velthuijs' })).toEqual([
      { name: 'Max Velthuijs', role: 'AUTHOR', slug: 'max-velthuijs' },
      { name: 'Max Velthuijs', role: 'ILLUSTRATOR', slug: 'max-velthuijs' },
    ]);
  });

  it('has no slug for a name without letters or digits, and nobody for empty fields', () => {
    expect(productContributors({ author: '—', illustrator: null })).toEqual([
      { name: '—', role: 'AUTHOR', slug: null },
    ]);
    expect(productContributors({ author: null, illustrator: null })).toEqual([]);
  });
});
