import { describe, expect, it } from 'vitest';
import { EMPTY_SCHOOL, newCheckoutDraft, schoolDetailsOf } from './checkoutDraft';
import { billingAddressInput } from './checkoutInput';
import { billingErrors, shippingAddressErrors } from './checkoutRules';

const address = {
  firstname: 'An',
  lastname: 'Peeters',
  street: 'Kerkstraat',
  apartmentNumber: '12',
  addition: '',
  city: 'Gent',
  postcode: '9000',
  countryId: 'BE',
  telephone: '',
};
const school = { company: '', taxId: 'BE', schoolCode: '', amountOfStudents: 'dertig' };

describe('the school fields of the payment step (seed 000 §1, §3 paymentDetails, §5)', () => {
  it('asks nothing of a shopper who does not order for a school, whatever was typed in them', () => {
    expect(billingErrors(address, school, { sameAsShipping: true, orderingForSchool: false })).toEqual([]);
    expect(billingErrors(address, EMPTY_SCHOOL, { sameAsShipping: false, orderingForSchool: true })).toEqual(
      [],
    );
  });

  it('keeps their own rules when they are filled in for a school', () => {
    expect(billingErrors(address, school, { sameAsShipping: true, orderingForSchool: true })).toEqual([
      { field: 'taxId', code: 'TAX_NUMBER_TOO_SHORT' },
      { field: 'amountOfStudents', code: 'NUMBERS_ONLY' },
    ]);
  });

  it('sends them only for a school', () => {
    const draft = {
      ...newCheckoutDraft('key-1', 0),
      shippingAddress: address,
      school: { ...EMPTY_SCHOOL, company: 'Basisschool De Linde' },
    };
    expect(schoolDetailsOf(draft)).toEqual(EMPTY_SCHOOL);
    expect(billingAddressInput(draft)).toBeNull();
    expect(billingAddressInput({ ...draft, orderingForSchool: true })).toMatchObject({
      street: 'Kerkstraat',
      apartmentNumber: '12',
      company: 'Basisschool De Linde',
      taxId: null,
    });
  });
});

describe('the house number (seed 000 §3 apartmentNumber)', () => {
  it("is asked in its own field with the seed's 'Field is required.', the addition optional", () => {
    expect(shippingAddressErrors(address)).toEqual([]);
    expect(shippingAddressErrors({ ...address, apartmentNumber: ' ' })).toEqual([
      { field: 'apartmentNumber', code: 'REQUIRED' },
    ]);
    expect(
      billingErrors({ ...address, apartmentNumber: '' }, EMPTY_SCHOOL, {
        sameAsShipping: false,
        orderingForSchool: false,
      }),
    ).toEqual([{ field: 'apartmentNumber', code: 'REQUIRED' }]);
  });
});
