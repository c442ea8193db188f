import { describe, expect, it } from 'vitest';
import { parseShopPath } from './shopPath';

describe('legacy redirects (seed 000 §2)', () => {
  it.each([
    ['/book/kikker-is-verliefd', '/nl-be/kikker-is-verliefd.html'],
    ['/contact.html', '/nl-be/contact'],
    ['/nieuws', '/nl-be/nieuws'],
    ['/search', '/nl-be/boeken.html'],
    ['/zoeken', '/nl-be/boeken.html'],
    ['/onderwijs.html', '/nl-be/onderwijs'],
    ['/lesmateriaal.html', '/nl-be/onderwijs'],
    ['/kleurplaten.html', '/nl-be/onderwijs'],
    ['/professionals.html', '/nl-be/boekhandels-en-retail'],
    ['/activiteiten.html', '/nl-be/activiteiten'],
  ])('%s goes to %s', (from, to) => {
    expect(parseShopPath(from)).toEqual({ storeCode: null, target: { kind: 'legacy', location: to } });
  });

  it('sends /muziek and /clavisplus to external sites', () => {
    expect(parseShopPath('/muziek').target).toEqual({ kind: 'external', site: 'muziek' });
    expect(parseShopPath('/clavisplus').target).toEqual({ kind: 'external', site: 'clavisplus' });
  });

  it('ignores letter case, a trailing slash and the query string', () => {
    expect(parseShopPath('/Zoeken/?q=beer').target).toEqual({
      kind: 'legacy',
      location: '/nl-be/boeken.html',
    });
    expect(parseShopPath('/BOOK/Kikker').target).toEqual({ kind: 'legacy', location: '/nl-be/Kikker.html' });
  });

  it('applies only to paths without a store prefix', () => {
    expect(parseShopPath('/nl-be/nieuws')).toEqual({
      storeCode: 'nl-be',
      target: { kind: 'urlPath', urlPath: 'nieuws' },
    });
  });
});

describe('shop paths (seed 000 §2 routes)', () => {
  it('reads the store prefix of any store view, in any case', () => {
    expect(parseShopPath('/en-rw/c/books').storeCode).toBe('en-rw');
    expect(parseShopPath('/NL-NL/c/boeken').storeCode).toBe('nl-nl');
    expect(parseShopPath('/fr-fr/c/livres').storeCode).toBeNull();
  });

  it('reads product routes with and without a child sku', () => {
    expect(parseShopPath('/nl-be/p/9789044800001/kikker').target).toEqual({
      kind: 'product',
      sku: '9789044800001',
      slug: 'kikker',
      childSku: null,
    });
    expect(parseShopPath('/nl-be/p/SHIRT/kikker-t-shirt/SHIRT%20RED').target).toEqual({
      kind: 'product',
      sku: 'SHIRT',
      slug: 'kikker-t-shirt',
      childSku: 'SHIRT RED',
    });
  });

  it('reads category, editorial and other paths', () => {
    expect(parseShopPath('/nl-be/c/prentenboeken/kartonboeken/').target).toEqual({
      kind: 'category',
      key: 'prentenboeken/kartonboeken',
    });
    expect(parseShopPath('/nl-be/e/zomerlezen').target).toEqual({ kind: 'editorial', slug: 'zomerlezen' });
    expect(parseShopPath('/nl-be/kikker-is-verliefd.html#top').target).toEqual({
      kind: 'urlPath',
      urlPath: 'kikker-is-verliefd.html',
    });
    expect(parseShopPath('/nl-be/').target).toEqual({ kind: 'home' });
    expect(parseShopPath('/kikker-is-verliefd.html')).toEqual({
      storeCode: null,
      target: { kind: 'urlPath', urlPath: 'kikker-is-verliefd.html' },
    });
  });
});
