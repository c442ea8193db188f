import { describe, expect, it } from 'vitest';
import { streetLineOf } from './addressFields';

describe('the street line an address reads with', () => {
  it('puts the house number after the street, then the addition', () => {
    expect(streetLineOf({ street: 'Kerkstraat', apartmentNumber: '12', addition: 'bus 3' })).toBe(
      'Kerkstraat 12 bus 3',
    );
    expect(streetLineOf({ street: 'Kerkstraat', apartmentNumber: '12', addition: null })).toBe(
      'Kerkstraat 12',
    );
  });

  it('reads an address saved with the number in its street whole', () => {
    expect(streetLineOf({ street: 'Kerkstraat 12', apartmentNumber: null, addition: null })).toBe(
      'Kerkstraat 12',
    );
  });
});
