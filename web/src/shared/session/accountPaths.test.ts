import { describe, expect, it } from 'vitest';
import { accountPaths } from './accountPaths';

describe('account paths (seed 000 §2)', () => {
  it('puts the login view and the way back in the query', () => {
    expect(accountPaths.login('nl-be')).toBe('/nl-be/login');
    expect(accountPaths.login('en-be', { view: 'login' })).toBe('/en-be/login');
    expect(accountPaths.login('en-be', { view: 'register' })).toBe('/en-be/login?view=register');
    expect(
      accountPaths.login('nl-nl', { view: 'forgot-password', redirect: '/nl-nl/my-account/orders' }),
    ).toBe('/nl-nl/login?view=forgot-password&redirect=%2Fnl-nl%2Fmy-account%2Forders');
  });

  it('names the account blocks and an order by its id', () => {
    expect(accountPaths.myAccount('nl-be')).toBe('/nl-be/my-account');
    expect(accountPaths.myOrders('nl-be')).toBe('/nl-be/my-account/orders');
    expect(accountPaths.myOrder('nl-be', '000000012/a')).toBe('/nl-be/my-account/orders/000000012%2Fa');
    expect(accountPaths.myNewsletter('en-rw')).toBe('/en-rw/my-account/newsletter');
    expect(accountPaths.createPassword('en-be')).toBe('/en-be/create-password');
  });
});
