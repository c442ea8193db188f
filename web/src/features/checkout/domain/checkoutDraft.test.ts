import { describe, expect, it } from 'vitest';
import {
  changedDraft,
  IN_CHECKOUT_MS,
  isInCheckout,
  newCheckoutDraft,
  parseDraft,
  storableDraft,
  type CheckoutDraft,
} from './checkoutDraft';

const start = Date.UTC(2026, 2, 5, 9, 0);

describe('the checkout draft (seed 000 §4)', () => {
  it('counts the shopper as in checkout for 1,800,000 ms after the last modification', () => {
    expect(IN_CHECKOUT_MS).toBe(1_800_000);
    const draft = newCheckoutDraft('key-1', start);
    expect(isInCheckout(draft, start + 1_799_999)).toBe(true);
    expect(isInCheckout(draft, start + 1_800_000)).toBe(false);
  });

  it('starts the 30 minutes again at every change', () => {
    const changed = changedDraft(
      newCheckoutDraft('key-1', start),
      { paymentMethodCode: 'checkmo' },
      start + 1_000_000,
    );
    expect(changed.modifiedAt).toBe(start + 1_000_000);
    expect(isInCheckout(changed, start + 2_000_000)).toBe(true);
    expect(changed.idempotencyKey).toBe('key-1');
  });

  it('never stores a password, even one spread in with the form values', () => {
    const draft = changedDraft(
      newCheckoutDraft('key-1', start),
      {
        personalDetails: {
          firstname: 'An',
          lastname: 'Peeters',
          email: 'an@example.com',
          createAccount: true,
          password: 'Voorlezen123!',
          passwordConfirmation: 'Voorlezen123!',
        } as CheckoutDraft['personalDetails'],
      },
      start,
    );
    const stored = JSON.stringify(storableDraft(draft));
    expect(stored).not.toContain('Voorlezen123!');
    expect(stored).not.toContain('password');
    expect(parseDraft(stored)?.personalDetails).toEqual({
      firstname: 'An',
      lastname: 'Peeters',
      email: 'an@example.com',
      createAccount: true,
    });
  });

  it('reads back what it stored, and nothing that is not a draft', () => {
    const draft = newCheckoutDraft('key-1', start);
    expect(parseDraft(JSON.stringify(storableDraft(draft)))).toEqual(draft);
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ modifiedAt: start }))).toBeNull();
  });

  it('keeps whether the shopper orders for a school; an older draft opens the school fields it has details for', () => {
    const draft = { ...newCheckoutDraft('key-1', start), orderingForSchool: true };
    expect(parseDraft(JSON.stringify(storableDraft(draft)))?.orderingForSchool).toBe(true);
    const { orderingForSchool: _open, ...older } = newCheckoutDraft('key-2', start);
    expect(parseDraft(JSON.stringify(older))?.orderingForSchool).toBe(false);
    expect(
      parseDraft(JSON.stringify({ ...older, school: { ...older.school, schoolCode: 'SCH-1' } }))
        ?.orderingForSchool,
    ).toBe(true);
  });
});
