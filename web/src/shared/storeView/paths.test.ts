import { describe, expect, it } from 'vitest';
import { paths, storeRedirectOf } from './paths';

describe('paths', () => {
  it('prefixes every route with the store code (seed 000 §2)', () => {
    expect(paths.home('en-be')).toBe('/en-be/');
    expect(paths.category('nl-nl', 'boeken/prentenboeken')).toBe('/nl-nl/c/boeken/prentenboeken');
    expect(paths.product('nl-be', '9789044812345', 'de-kleine-ijsbeer')).toBe(
      '/nl-be/p/9789044812345/de-kleine-ijsbeer',
    );
  });

  it('writes the child sku of a variant after the slug and translates new releases (seed 000 §2)', () => {
    expect(paths.variant('en-be', '9789044800100', 'kikker', '9789044800101')).toBe(
      '/en-be/p/9789044800100/kikker/9789044800101',
    );
    expect(paths.newReleases('nl-nl')).toBe('/nl-nl/nieuwe-uitgaven');
    expect(paths.newReleases('en-rw')).toBe('/en-rw/new-releases');
  });

  it('keeps the checkout step in the query, and names the confirmation and the payment return (seed 000 §2)', () => {
    expect(paths.checkout('nl-be')).toBe('/nl-be/checkout');
    expect(paths.checkout('en-be', 'payment')).toBe('/en-be/checkout?step=payment');
    expect(paths.checkoutConfirmation('nl-nl', '000000042')).toBe('/nl-nl/checkout/confirmation/000000042');
    expect(paths.paymentReturn('en-rw')).toBe('/en-rw/adyen/process/result');
  });

  it('keeps a category url path with slashes but drops slashes around it', () => {
    expect(paths.category('nl-be', '/boeken/0-3-jaar/')).toBe('/nl-be/c/boeken/0-3-jaar');
  });
});

describe('storeRedirectOf', () => {
  it('leaves paths with a known store prefix alone', () => {
    expect(storeRedirectOf('/en-rw/p/1/x')).toBeNull();
    expect(storeRedirectOf('/nl-be/')).toBeNull();
  });

  it('sends the root to the default store nl-be (seed 000 §1)', () => {
    expect(storeRedirectOf('/')).toBe('/nl-be/');
  });

  it('replaces an unknown store prefix with nl-be', () => {
    expect(storeRedirectOf('/fr-fr/c/boeken')).toBe('/nl-be/c/boeken');
    expect(storeRedirectOf('/fr-fr')).toBe('/nl-be');
  });

  it('lowercases a known prefix written in capitals', () => {
    expect(storeRedirectOf('/EN-BE/c/books')).toBe('/en-be/c/books');
  });

  it('puts nl-be in front of a path without a prefix', () => {
    expect(storeRedirectOf('/c/boeken')).toBe('/nl-be/c/boeken');
  });
});
