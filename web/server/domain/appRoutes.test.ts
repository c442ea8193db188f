import { describe, expect, it } from 'vitest';
import { STATIC_ROUTES, matchPageRoute, pageOf, staticRoutePath, type PageRoute } from './appRoutes';

const routeOf = (pathname: string): PageRoute | undefined => pageOf(pathname)?.route;
const staticName = (pathname: string) => {
  const route = routeOf(pathname);
  return route?.kind === 'static' ? route.route.name : route?.kind;
};

describe('the app routes (seed 000 §2, seed 001 §2)', () => {
  it('has every route of the seed 000 §2 table with a path', () => {
    const paths = STATIC_ROUTES.map((route) => route.paths.nl);
    expect(paths).toEqual(
      expect.arrayContaining([
        'checkout',
        'legal',
        'privacy',
        'terms-and-conditions',
        'my-account',
        'my-account/newsletter',
        'my-account/orders',
        'my-account/orders/:orderId',
        'my-account/recently-viewed',
        'my-account/digital-products',
        'error',
        'e/:slug',
        'create-password',
        'login',
        'cookies',
        'adyen/process/result',
      ]),
    );
  });

  it('gives every route a unique name and each language its own unique paths', () => {
    expect(new Set(STATIC_ROUTES.map((r) => r.name)).size).toBe(STATIC_ROUTES.length);
    for (const language of ['nl', 'en'] as const) {
      const paths = STATIC_ROUTES.map((r) => r.paths[language]);
      expect(new Set(paths).size, language).toBe(paths.length);
    }
  });

  it('finds home, with or without the trailing slash', () => {
    expect(pageOf('/nl-be/')).toEqual({ store: 'nl-be', route: { kind: 'home' } });
    expect(pageOf('/en-rw')).toEqual({ store: 'en-rw', route: { kind: 'home' } });
  });

  it('leaves products and categories to the catalogue, whatever follows /p/ or /c/', () => {
    for (const path of [
      '/nl-be/p/9789044800001/de-kleine-ijsbeer-1',
      '/en-be/p/CFG-1/cuddly-frog-3/CFG-1-RED/',
      '/nl-be/p/only-a-sku',
      '/nl-be/c/boeken/prentenboeken/',
      '/nl-be/c/b%C3%A9b%C3%A9',
    ]) {
      expect(routeOf(path), path).toEqual({ kind: 'catalogue' });
    }
  });

  it('knows the static routes in both languages, whichever store view', () => {
    expect(staticName('/nl-be/checkout')).toBe('checkout');
    expect(staticName('/nl-be/my-account/orders/000012')).toBe('my-order');
    expect(staticName('/nl-be/adyen/process/result')).toBe('payment-return');
    expect(staticName('/nl-be/nieuws')).toBe('news');
    expect(staticName('/en-be/news/summer-reading')).toBe('news-detail');
    expect(staticName('/en-be/nieuws/zomerlezen')).toBe('news-detail');
    expect(staticName('/en-be/authors-illustrators/guido-van-genechten')).toBe('author');
    expect(staticName('/nl-be/boeken.html')).toBe('books');
    expect(staticName('/en-be/product-range.html')).toBe('range');
    expect(staticName('/nl-be/actielijsten/clavisjoy.html')).toBe('joy-action-list');
    expect(staticName('/en-rw/classreading/readinglists')).toBe('reading-lists');
    expect(staticName('/en-rw/classreading/9789044800001')).toBe('classreading-book');
    expect(staticName('/nl-be/klaslezen/leesclubs/readingclubs/7')).toBe('reading-club');
  });

  it('answers page-not-found, and paths with empty or dot segments, as not found', () => {
    for (const path of [
      '/nl-be/page-not-found',
      '/nl-be/c//x',
      '/nl-be/nieuws/..',
      '/nl-be/nieuws/%2E%2E',
      '/nl-be/a/./b',
    ]) {
      expect(routeOf(path), path).toEqual({ kind: 'not-found' });
    }
  });

  it('answers a segment that is not valid percent-encoding as not found', () => {
    expect(routeOf('/nl-be/c/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });

  it('leaves every other path to the catalogue (seed 000 §2 "Resolution of unknown URLs")', () => {
    for (const path of [
      '/nl-be/de-kleine-ijsbeer-1.html',
      '/nl-be/contact',
      '/nl-be/checkout/extra',
      '/nl-be/Checkout',
    ]) {
      expect(routeOf(path), path).toEqual({ kind: 'catalogue' });
    }
  });

  it('has no page for a path without a store prefix', () => {
    expect(pageOf('/checkout')).toBeNull();
    expect(pageOf('/')).toBeNull();
  });

  it('reads decoded segments', () => {
    expect(matchPageRoute(['nieuws', 'één bericht'])).toMatchObject({
      kind: 'static',
      params: { slug: 'één bericht' },
    });
  });
});

describe('staticRoutePath', () => {
  const route = (name: string) => {
    const found = STATIC_ROUTES.find((r) => r.name === name);
    if (!found) throw new Error(name);
    return found;
  };

  it("writes a route in the store view's language", () => {
    expect(staticRoutePath(route('news-detail'), { slug: 'zomerlezen' }, 'nl')).toBe('nieuws/zomerlezen');
    expect(staticRoutePath(route('news-detail'), { slug: 'zomerlezen' }, 'en')).toBe('news/zomerlezen');
    expect(staticRoutePath(route('range'), {}, 'en')).toBe('product-range.html');
  });

  it('percent-encodes the params taken from the address', () => {
    expect(staticRoutePath(route('my-order'), { orderId: '12"><script>/x' }, 'nl')).toBe(
      'my-account/orders/12%22%3E%3Cscript%3E%2Fx',
    );
  });
});
