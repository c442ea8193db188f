import { describe, expect, it } from 'vitest';
import { addressErrors } from '@shop/validation';
import { addressInputOf, addressValuesOf } from './addressForm';

const defaults = { firstname: 'An', lastname: 'Peeters', countryId: 'BE' };

describe('the address form', () => {
  it('starts a new address with the customer name and the store country', () => {
    const values = addressValuesOf(null, defaults);
    expect(values).toMatchObject({ firstname: 'An', lastname: 'Peeters', countryId: 'BE', street: '' });
  });

  it('checks the seed 000 §5 rules: names of 2 letters, the house number, a zip code of at least 3 characters', () => {
    const values = {
      ...addressValuesOf(null, defaults),
      firstname: 'A',
      street: 'Kerkstraat',
      postcode: '10',
    };
    expect(addressErrors(values)).toEqual([
      { field: 'firstname', code: 'NAME_TOO_SHORT' },
      { field: 'apartmentNumber', code: 'REQUIRED' },
      { field: 'postcode', code: 'ZIP_CODE_TOO_SHORT' },
      { field: 'city', code: 'REQUIRED' },
    ]);
    expect(
      addressErrors({ ...values, firstname: 'An', apartmentNumber: '1', postcode: '1000', city: 'Brussel' }),
    ).toEqual([]);
  });

  it('sends trimmed values, leaves out empty optional fields, and names the address it changes', () => {
    const values = {
      ...addressValuesOf(null, defaults),
      street: ' Kerkstraat 1 ',
      postcode: '1000',
      city: 'Brussel',
      addition: '  ',
    };
    expect(addressInputOf(null, values)).not.toHaveProperty('id');
    expect(addressInputOf('7', values)).toMatchObject({
      id: '7',
      street: 'Kerkstraat 1',
      addition: null,
      telephone: null,
    });
  });
});
