import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  checkoutDraftKey,
  clearAllCheckoutDrafts,
  useForgetCheckoutAtLogout,
} from '@/shared/checkout/checkoutDraftStorage';
import { emitSessionChange } from '@/shared/session';
import { changedDraft } from './domain/checkoutDraft';
import { readCheckoutDraft, writeCheckoutDraft } from './checkoutDraftStore';

const start = Date.UTC(2026, 2, 5, 9, 0);
const personalDetails = {
  firstname: 'An',
  lastname: 'Peeters',
  email: 'an@example.com',
  createAccount: false,
};

describe('the checkout draft store', () => {
  it('keeps the details and the idempotency key for a reload within 30 minutes', () => {
    const first = readCheckoutDraft('nl-be', start);
    writeCheckoutDraft('nl-be', changedDraft(first, { personalDetails }, start + 60_000));
    const again = readCheckoutDraft('nl-be', start + 60_000 + 1_799_999);
    expect(again.personalDetails).toEqual(personalDetails);
    expect(again.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('discards a draft 1,800,000 ms after its last change, with a new key for the next attempt', () => {
    const first = readCheckoutDraft('nl-be', start);
    writeCheckoutDraft('nl-be', changedDraft(first, { personalDetails }, start));
    const later = readCheckoutDraft('nl-be', start + 1_800_000);
    expect(later.personalDetails).toBeNull();
    expect(later.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(localStorage.getItem(checkoutDraftKey('nl-be'))).toBeNull();
  });

  it('shares the draft between nl-be and en-be (one store, one cart) but not with nl-nl', () => {
    expect(checkoutDraftKey('nl-be')).toBe(checkoutDraftKey('en-be'));
    expect(checkoutDraftKey('nl-be')).not.toBe(checkoutDraftKey('nl-nl'));
  });

  it('clears every store view at logout', () => {
    writeCheckoutDraft('nl-be', changedDraft(readCheckoutDraft('nl-be', start), { personalDetails }, start));
    writeCheckoutDraft('nl-nl', changedDraft(readCheckoutDraft('nl-nl', start), { personalDetails }, start));
    clearAllCheckoutDrafts();
    expect(localStorage.length).toBe(0);
  });
});

describe('the checkout details at logout (seed 000 §4)', () => {
  it('are cleared by the logout event, whichever page the shopper is on', () => {
    renderHook(() => useForgetCheckoutAtLogout());
    writeCheckoutDraft('en-be', changedDraft(readCheckoutDraft('en-be', start), { personalDetails }, start));
    emitSessionChange('login');
    expect(localStorage.getItem(checkoutDraftKey('en-be'))).not.toBeNull();
    emitSessionChange('logout');
    expect(localStorage.getItem(checkoutDraftKey('en-be'))).toBeNull();
  });
});
