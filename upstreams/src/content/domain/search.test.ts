import { describe, expect, it } from 'vitest';
import type { ContentDemoData } from '@shop/contracts';
import { educationalMaterialAt } from './educationalMaterial';
import { excerptOf } from './excerpt';
import { newsPage } from './news';
import { foldForSearch, searchContent } from './search';

const content: ContentDemoData = {
  homepage: { title: 'Home', sections: [] },
  primaryNavigation: { items: [] },
  news: [
    {
      slug: 'oud',
      title: 'Leesfeest in de bib',
      date: '2024-01-10',
      intro: 'Oud nieuws',
      body: '<p>…</p>',
      image: '/n/1.jpg',
    },
    {
      slug: 'nieuw',
      title: 'Nieuwe reeks: Lezen is FEEST',
      date: '2025-02-01',
      intro: 'Vers nieuws',
      body: '<p>…</p>',
      image: '/n/2.jpg',
    },
    {
      slug: 'midden',
      title: 'Auteursbezoek',
      date: '2024-06-15',
      intro: 'Een bezoek',
      body: '<p>…</p>',
      image: '/n/3.jpg',
    },
  ],
  authors: [
    {
      slug: 'feest-fien',
      name: 'Fien Feestmaker',
      role: 'author',
      bio: 'Schrijft <b>vrolijke</b> boeken.',
      image: '/a/1.jpg',
      skus: [],
    },
  ],
  pages: [
    {
      url: 'over-ons',
      title: 'Over ons: het feest van lezen',
      body: '<h1>Over ons</h1><p>Wij maken boeken.</p>',
    },
  ],
  singlePages: [],
  educationalMaterial: {
    overview: {
      url: 'lesmateriaal',
      title: 'Lesmateriaal',
      body: '<p>Voor de klas.</p>',
      items: [{ url: 'lesmateriaal/feest-12', title: 'Lesmateriaal bij Feest!', intro: 'Opdrachten' }],
    },
    items: [
      {
        url: 'lesmateriaal/feest-12',
        title: 'Lesmateriaal bij Feest!',
        intro: 'Opdrachten bij <i>Feest!</i>',
        body: '<p>Opdrachten</p>',
        skus: ['12'],
      },
    ],
  },
  productListingPages: [],
  promo: { content: '10% korting', last_updated: '2025-01-01' },
};

describe('content search (seed 001 §7)', () => {
  it('finds author names, news, material and page titles case-insensitively: authors, then news newest first, then educational material, then pages', () => {
    expect(searchContent(content, 'FeeSt')).toEqual([
      { type: 'author', slug: 'feest-fien', title: 'Fien Feestmaker', excerpt: 'Schrijft vrolijke boeken.' },
      { type: 'news', slug: 'nieuw', title: 'Nieuwe reeks: Lezen is FEEST', excerpt: 'Vers nieuws' },
      { type: 'news', slug: 'oud', title: 'Leesfeest in de bib', excerpt: 'Oud nieuws' },
      {
        type: 'educational-material',
        slug: 'lesmateriaal/feest-12',
        title: 'Lesmateriaal bij Feest!',
        excerpt: 'Opdrachten bij Feest!',
      },
      {
        type: 'page',
        slug: 'over-ons',
        title: 'Over ons: het feest van lezen',
        excerpt: 'Over ons Wij maken boeken.',
      },
    ]);
  });

  it('ignores accents on either side: elise finds Élise, and an accented term finds the plain name', () => {
    const withAccents: ContentDemoData = {
      ...content,
      authors: [
        { slug: 'elise', name: 'Élise Émeraude', role: 'illustrator', bio: '', image: '', skus: [] },
        { slug: 'noel', name: 'Noel Noorderlicht', role: 'author', bio: '', image: '', skus: [] },
      ],
    };
    expect(searchContent(withAccents, 'elise').map((hit) => hit.slug)).toEqual(['elise']);
    expect(searchContent(withAccents, 'ÉMERAUDE').map((hit) => hit.slug)).toEqual(['elise']);
    expect(searchContent(withAccents, 'Noël').map((hit) => hit.slug)).toEqual(['noel']);
    expect(foldForSearch('Één Café')).toBe('een cafe');
  });

  it('finds nothing for a term nowhere in those titles and names', () => {
    expect(searchContent(content, 'dinosaurus')).toEqual([]);
  });
});

describe('news pages', () => {
  it('pages newest first without bodies; a page shorter than the amount is the last (seed 001 §4)', () => {
    expect(newsPage(content.news, 2, 0).map((item) => item.slug)).toEqual(['nieuw', 'midden']);
    const last = newsPage(content.news, 2, 2);
    expect(last).toEqual([
      {
        slug: 'oud',
        title: 'Leesfeest in de bib',
        date: '2024-01-10',
        intro: 'Oud nieuws',
        image: '/n/1.jpg',
      },
    ]);
  });
});

describe('educational material by url (seed 001 §7 /educational-material?url)', () => {
  it('answers the overview at its own url and a material at its url, with or without slashes', () => {
    const { educationalMaterial } = content;
    expect(educationalMaterialAt(educationalMaterial, 'lesmateriaal')).toBe(educationalMaterial.overview);
    expect(educationalMaterialAt(educationalMaterial, '/lesmateriaal/')).toBe(educationalMaterial.overview);
    expect(educationalMaterialAt(educationalMaterial, '/lesmateriaal/feest-12')).toBe(
      educationalMaterial.items[0],
    );
  });

  it('answers nothing for another url, a slug alone or the other language’s segment', () => {
    const { educationalMaterial } = content;
    expect(educationalMaterialAt(educationalMaterial, 'lesmateriaal/niets')).toBeUndefined();
    expect(educationalMaterialAt(educationalMaterial, 'feest-12')).toBeUndefined();
    expect(educationalMaterialAt(educationalMaterial, 'educational-material/feest-12')).toBeUndefined();
  });
});

describe('excerpts', () => {
  it('cuts long text at a word with an ellipsis', () => {
    expect(excerptOf('een twee drie vier', 12)).toBe('een twee…');
  });
});
