import { describe, expect, it } from 'vitest';
import { pathAfterReadingLogin } from './readingLoginRedirect';

describe('pathAfterReadingLogin (seed 001 §2: the wanted path is used after login)', () => {
  it('goes to the wanted page of the store view, with its query', () => {
    expect(pathAfterReadingLogin('/en-rw/classreading/readingclubs', 'en-rw')).toBe(
      '/en-rw/classreading/readingclubs',
    );
    expect(pathAfterReadingLogin('/en-rw/books.html?q=kikker', 'en-rw')).toBe('/en-rw/books.html?q=kikker');
    expect(pathAfterReadingLogin('/en-rw', 'en-rw')).toBe('/en-rw');
  });

  it('goes to the classreading home without a wanted path', () => {
    expect(pathAfterReadingLogin(null, 'en-rw')).toBe('/en-rw/classreading');
    expect(pathAfterReadingLogin(undefined, 'nl-be')).toBe('/nl-be/klaslezen');
  });

  it('never leaves the site or the store view, and never returns to the login', () => {
    for (const redirect of [
      'https://evil.example/en-rw/',
      '//evil.example/en-rw/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/en-be/classreading',
      '/en-rwanda/x',
      '/en-rw/classreading/schoolid?redirect=%2Fen-rw%2F',
    ])
      expect(pathAfterReadingLogin(redirect, 'en-rw'), redirect).toBe('/en-rw/classreading');
  });
});
