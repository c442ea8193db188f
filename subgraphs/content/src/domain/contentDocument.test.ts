import { describe, expect, it } from 'vitest';
import { parseHomepage, parsePrimaryNavigation } from './contentDocument';

const carousel = { type: 'product-carousel', title: 'Nieuw', skus: ['9789044850001', '9789044850002'] };
const text = { type: 'text', title: 'Over ons', body: '<p>Kinderboeken.</p>' };

describe('homepage document (seed 001 §7: result.content is a JSON string)', () => {
  it('reads the title, hero and sections in the editors’ order', () => {
    const hero = {
      title: 'Lezen is avontuur',
      text: 'Zomer',
      image: '/media/hero.jpg',
      link: '/nl-be/c/prentenboeken',
      link_label: 'Ontdek ze',
    };
    const parsed = parseHomepage(JSON.stringify({ title: 'Welkom', hero, sections: [text, carousel] }));
    expect(parsed).toEqual({
      ok: true,
      document: { title: 'Welkom', hero, sections: [text, carousel] },
      warnings: [],
    });
  });

  it('takes null for a missing hero or banner field', () => {
    const parsed = parseHomepage(
      JSON.stringify({ title: 'Welkom', hero: { title: 'Zomer', text: null }, sections: [] }),
    );
    expect(parsed).toEqual({
      ok: true,
      document: { title: 'Welkom', hero: { title: 'Zomer' }, sections: [] },
      warnings: [],
    });
    expect(parseHomepage(JSON.stringify({ title: 'Welkom', hero: null, sections: [] }))).toEqual({
      ok: true,
      document: { title: 'Welkom', sections: [] },
      warnings: [],
    });
  });

  it('leaves out sections of a kind the shop does not know yet, with a warning', () => {
    const parsed = parseHomepage(
      JSON.stringify({ title: 'Welkom', sections: [{ type: 'video', url: '/v.mp4' }, carousel] }),
    );
    expect(parsed).toEqual({
      ok: true,
      document: { title: 'Welkom', sections: [carousel] },
      warnings: ["section 0 of unknown type 'video' left out"],
    });
  });

  it.each([
    ['not JSON', '<html>'],
    ['a JSON string, not a document', JSON.stringify('homepage')],
    ['a document without title', JSON.stringify({ sections: [] })],
    ['sections that are not a list', JSON.stringify({ title: 'Welkom', sections: {} })],
    ['a section without type', JSON.stringify({ title: 'Welkom', sections: [{ title: 'Nieuw' }] })],
    [
      'a carousel without skus',
      JSON.stringify({ title: 'Welkom', sections: [{ type: 'product-carousel', title: 'Nieuw' }] }),
    ],
    [
      'a text block without body',
      JSON.stringify({ title: 'Welkom', sections: [{ type: 'text', title: 'Over ons' }] }),
    ],
    ['a hero without title', JSON.stringify({ title: 'Welkom', hero: { text: 'Zomer' }, sections: [] })],
  ])('is malformed when it is %s', (_case, content) => {
    const parsed = parseHomepage(content);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.reason).not.toBe('');
  });

  it('says which section is malformed', () => {
    const parsed = parseHomepage(
      JSON.stringify({
        title: 'Welkom',
        sections: [text, { type: 'product-carousel', title: 'Nieuw', skus: 'x' }],
      }),
    );
    expect(parsed.ok ? '' : parsed.reason).toMatch(/^section 1 \(product-carousel\)/);
  });
});

describe('primary navigation document', () => {
  it('reads nested entries', () => {
    const items = [
      {
        label: 'Prentenboeken',
        path: '/nl-be/c/prentenboeken',
        children: [{ label: 'Peuters', path: '/nl-be/c/prentenboeken/peuters' }],
      },
    ];
    expect(parsePrimaryNavigation(JSON.stringify({ items }))).toEqual({
      ok: true,
      document: { items },
      warnings: [],
    });
  });

  it.each([
    ['without items', JSON.stringify({})],
    ['with an entry without path', JSON.stringify({ items: [{ label: 'Prentenboeken' }] })],
    [
      'with a malformed child',
      JSON.stringify({
        items: [{ label: 'Prentenboeken', path: '/nl-be/c/p', children: [{ label: '', path: '/x' }] }],
      }),
    ],
    ['not JSON', ''],
  ])('is malformed %s', (_case, content) => {
    expect(parsePrimaryNavigation(content).ok).toBe(false);
  });
});
