import { describe, expect, it } from 'vitest';
import { pathAfterLogin, safeRedirectPath } from './loginRedirect';

describe('the way back after login (same-origin paths only)', () => {
  it('keeps a path of the shop with its query and fragment', () => {
    expect(safeRedirectPath('/nl-be/my-account/orders')).toBe('/nl-be/my-account/orders');
    expect(safeRedirectPath('/en-be/checkout?step=2#payment')).toBe('/en-be/checkout?step=2#payment');
    expect(safeRedirectPath('/nl-be/p/9789044800001/de-kleine-ijsbeer')).toBe(
      '/nl-be/p/9789044800001/de-kleine-ijsbeer',
    );
  });

  it('refuses other sites, however they are written', () => {
    for (const value of [
      'https://evil.example/nl-be/',
      '//evil.example/nl-be/',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      ' /nl-be/',
      '/nl-be/\u0000',
      '/nl-be/\n//evil.example',
      'nl-be/my-account',
      '',
    ]) {
      expect(safeRedirectPath(value), value).toBeNull();
    }
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });

  it('never leads back to the login page', () => {
    expect(safeRedirectPath('/nl-be/login')).toBeNull();
    expect(safeRedirectPath('/en-be/login/?view=register')).toBeNull();
    expect(safeRedirectPath('/en-be/Login#top')).toBeNull();
  });

  it('goes to the account when there is no safe way back', () => {
    expect(pathAfterLogin('/nl-be/my-account/newsletter', '/nl-be/my-account')).toBe(
      '/nl-be/my-account/newsletter',
    );
    expect(pathAfterLogin('https://evil.example', '/nl-be/my-account')).toBe('/nl-be/my-account');
    expect(pathAfterLogin(null, '/en-rw/my-account')).toBe('/en-rw/my-account');
  });
});
