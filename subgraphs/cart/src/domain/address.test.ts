import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '@shop/contracts';
import { addressesAfterSave, streetFields, streetLines } from './address';

describe('seed 000 §3 street list: street plus apartment number with an optional " | addition"', () => {
  it('writes the three fields as the platform stores them', () => {
    expect(streetLines({ street: 'Kerkstraat', apartmentNumber: '12', addition: 'bus 3' })).toEqual([
      'Kerkstraat',
      '12 | bus 3',
    ]);
    expect(streetLines({ street: 'Kerkstraat', apartmentNumber: '12', addition: null })).toEqual([
      'Kerkstraat',
      '12',
    ]);
    expect(streetLines({ street: 'Kerkstraat', apartmentNumber: null, addition: null })).toEqual([
      'Kerkstraat',
    ]);
  });

  it('reads them back', () => {
    expect(streetFields(['Kerkstraat', '12 | bus 3'])).toEqual({
      street: 'Kerkstraat',
      apartmentNumber: '12',
      addition: 'bus 3',
    });
    expect(streetFields(['Kerkstraat', '12'])).toEqual({
      street: 'Kerkstraat',
      apartmentNumber: '12',
      addition: null,
    });
    expect(streetFields(['Kerkstraat'])).toEqual({
      street: 'Kerkstraat',
      apartmentNumber: null,
      addition: null,
    });
  });
});

describe('saving an address', () => {
  const home: CustomerAddress = {
    id: 1,
    firstname: 'An',
    lastname: 'Peeters',
    street: ['Kerkstraat', '12'],
    city: 'Gent',
    postcode: '9000',
    country_id: 'BE',
    default_shipping: true,
    default_billing: true,
  };

  it('adds a new one and keeps a single default', () => {
    const work = {
      ...home,
      id: undefined,
      street: ['Stationsplein', '1'],
      default_billing: true,
      default_shipping: false,
    };
    const after = addressesAfterSave([home], work);
    expect(after).toHaveLength(2);
    expect(after.filter((address) => address.default_billing)).toEqual([work]);
    expect(after[0]?.default_shipping).toBe(true);
  });

  it('replaces the one with the same id in its place', () => {
    const moved = { ...home, city: 'Brugge', postcode: '8000' };
    expect(addressesAfterSave([home], moved)).toEqual([moved]);
  });
});
