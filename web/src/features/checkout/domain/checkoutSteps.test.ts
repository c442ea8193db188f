import { describe, expect, it } from 'vitest';
import { changedDraft, newCheckoutDraft } from './checkoutDraft';
import { furthestStep, stepOf } from './checkoutSteps';

const personalDetails = {
  firstname: 'An',
  lastname: 'Peeters',
  email: 'an@example.com',
  createAccount: false,
};
const shippingAddress = {
  firstname: 'An',
  lastname: 'Peeters',
  street: 'Kerkstraat',
  apartmentNumber: '1',
  addition: '',
  city: 'Gent',
  postcode: '9000',
  countryId: 'BE',
  telephone: '',
};
const noPassword = { password: '', passwordConfirmation: '', acceptPrivacyPolicy: false };
const draft = newCheckoutDraft('key', 0);

describe('checkout steps (seed 000 §4)', () => {
  it('reads the step from the address, the first step for anything else', () => {
    expect(stepOf('payment')).toBe('payment');
    expect(stepOf('shipping')).toBe('shipping');
    expect(stepOf(null)).toBe('personal');
    expect(stepOf('confirmation')).toBe('personal');
  });

  it('goes no further than the first step that is not complete', () => {
    expect(furthestStep(draft, noPassword)).toBe('personal');
    const personal = changedDraft(draft, { personalDetails }, 0);
    expect(furthestStep(personal, noPassword)).toBe('shipping');
    const addressOnly = changedDraft(personal, { shippingAddress }, 0);
    expect(furthestStep(addressOnly, noPassword)).toBe('shipping');
    const complete = changedDraft(
      addressOnly,
      { shippingMethod: { carrierCode: 'flatrate', methodCode: 'flatrate' } },
      0,
    );
    expect(furthestStep(complete, noPassword)).toBe('payment');
  });

  it('asks the password again after a reload when an account is being created (it is never stored)', () => {
    const complete = changedDraft(
      draft,
      {
        personalDetails: { ...personalDetails, createAccount: true },
        shippingAddress,
        shippingMethod: { carrierCode: 'flatrate', methodCode: 'flatrate' },
      },
      0,
    );
    expect(furthestStep(complete, noPassword)).toBe('personal');
    const account = { password: 'Voorlezen123!', passwordConfirmation: 'Voorlezen123!' };
    // seed 000 §5: an account needs the privacy policy accepted too.
    expect(furthestStep(complete, { ...account, acceptPrivacyPolicy: false })).toBe('personal');
    expect(furthestStep(complete, { ...account, acceptPrivacyPolicy: true })).toBe('payment');
  });
});
