import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { sameSitePath } from './sameSitePath';

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

  it('puts the static pages at the same path in every language (seed 000 §2 privacy, terms-and-conditions, legal)', () => {
    expect(paths.singlePage('nl-be', 'privacy')).toBe('/nl-be/privacy');
    expect(paths.singlePage('en-be', 'terms-and-conditions')).toBe('/en-be/terms-and-conditions');
    expect(paths.singlePage('nl-nl', 'shipping')).toBe('/nl-nl/shipping');
    expect(paths.singlePage('nl-nl', 'returns')).toBe('/nl-nl/returns');
    expect(paths.legal('en-rw')).toBe('/en-rw/legal');
    // seed 000 §2 legacy redirect /contact.html -> /nl-be/contact
    expect(paths.contact('nl-be')).toBe('/nl-be/contact');
    expect(paths.cookies('en-be')).toBe('/en-be/cookies');
  });

  it('keeps a category url path with slashes but drops slashes around it', () => {
    expect(paths.category('nl-be', '/boeken/0-3-jaar/')).toBe('/nl-be/c/boeken/0-3-jaar');
  });
});

describe('classreading paths (seed 001 §2)', () => {
  it('translates every segment per store view language', () => {
    expect(paths.classreading('nl-be')).toBe('/nl-be/klaslezen');
    expect(paths.classreading('en-rw')).toBe('/en-rw/classreading');
    expect(paths.readingLogin('nl-nl')).toBe('/nl-nl/klaslezen/schoolid');
    expect(paths.readingLogin('en-be')).toBe('/en-be/classreading/schoolid');
    expect(paths.readingLists('nl-be')).toBe('/nl-be/klaslezen/leeslijsten');
    expect(paths.readingLists('en-be')).toBe('/en-be/classreading/readinglists');
    expect(paths.readingList('en-rw', 'list 7')).toBe('/en-rw/classreading/readinglists/list%207');
    expect(paths.readingClubs('nl-be')).toBe('/nl-be/klaslezen/leesclubs');
    expect(paths.readingClubs('en-be')).toBe('/en-be/classreading/readingclubs');
    expect(paths.readingClub('nl-be', '12')).toBe('/nl-be/klaslezen/leesclubs/12');
    expect(paths.classreadingTeachers('nl-be')).toBe('/nl-be/klaslezen/leerkrachten');
    expect(paths.classreadingTeachers('en-rw')).toBe('/en-rw/classreading/teachers');
    expect(paths.classreadingBook('nl-be', '9789044812345')).toBe('/nl-be/klaslezen/9789044812345');
    expect(paths.classreadingBook('en-be', '9789044812345')).toBe('/en-be/classreading/9789044812345');
  });

  it('keeps the wanted path in the reading login address', () => {
    expect(paths.readingLogin('en-rw', '/en-rw/books.html?q=kikker')).toBe(
      '/en-rw/classreading/schoolid?redirect=%2Fen-rw%2Fbooks.html%3Fq%3Dkikker',
    );
  });
});

describe('sameSitePath', () => {
  it('keeps a path of the shop with its query and fragment', () => {
    expect(sameSitePath('/en-rw/classreading?x=1#top')).toBe('/en-rw/classreading?x=1#top');
  });

  it('refuses other sites and scripts', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ])
      expect(sameSitePath(value), value).toBeNull();
  });
});
