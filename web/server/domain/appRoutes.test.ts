import { describe, expect, it } from 'vitest';
import { pageOf } from './appRoutes';

describe('pageOf', () => {
  it('reads the store view of the prefix', () => {
    expect(pageOf('/en-be/')).toEqual({ store: 'en-be', canBePage: true });
    expect(pageOf('/nl-be')).toEqual({ store: 'nl-be', canBePage: true });
    expect(pageOf('/nl-nl/c/prentenboeken/dieren')).toEqual({ store: 'nl-nl', canBePage: true });
  });

  it('has no page for a path without a store prefix', () => {
    expect(pageOf('/c/prentenboeken')).toBeNull();
    expect(pageOf('/')).toBeNull();
  });

  it('answers empty and dot segments, and bad percent-encoding, as no page', () => {
    expect(pageOf('/nl-be/c//x')?.canBePage).toBe(false);
    expect(pageOf('/nl-be/%2e%2e/x')?.canBePage).toBe(false);
    expect(pageOf('/nl-be/p/%E0%A4%A/x')?.canBePage).toBe(false);
  });

  it('reads encoded segments as what they decode to', () => {
    expect(pageOf('/nl-be/p/978%2D90/de-kleine-ijsbeer')?.canBePage).toBe(true);
  });
});
