import { describe, expect, it } from 'vitest';
import { countryName } from './country';

describe('country names', () => {
  it("reads the countries the shop ships to (seed 000 §9) in the store view's language", () => {
    expect([countryName('BE', 'nl-BE'), countryName('NL', 'nl-NL')]).toEqual(['België', 'Nederland']);
    expect([countryName('BE', 'en-BE'), countryName('NL', 'en-BE')]).toEqual(['Belgium', 'Netherlands']);
    expect(countryName('RW', 'en-RW')).toBe('Rwanda');
  });

  it('keeps a code it does not know', () => {
    expect(countryName('', 'nl-BE')).toBe('');
    expect(countryName('XX', 'nl-BE')).toBe('XX');
  });
});
