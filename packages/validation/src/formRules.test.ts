import { describe, expect, it } from 'vitest';
import {
  emailRule,
  nameRule,
  passwordRule,
  privacyPolicyRule,
  repeatedPasswordRule,
  searchTermRule,
  taxNumberRule,
  zipCodeRule,
} from './formRules';
import { newPasswordErrors, registrationErrors } from './registration';

describe('seed 000 §5 form rules', () => {
  it('a password has at least 8 characters with a lowercase, an uppercase and a number or special character', () => {
    expect(passwordRule('Lezen123')).toBeNull();
    expect(passwordRule('Lezen!!x')).toBeNull();
    expect(passwordRule('Ééntwee!')).toBeNull();
    expect(passwordRule('Lezen12')).toBe('PASSWORD_TOO_WEAK'); // 7 characters
    expect(passwordRule('lezen123')).toBe('PASSWORD_TOO_WEAK'); // no uppercase
    expect(passwordRule('LEZEN123')).toBe('PASSWORD_TOO_WEAK'); // no lowercase
    expect(passwordRule('Lezenenlezen')).toBe('PASSWORD_TOO_WEAK'); // no number or special character
    expect(passwordRule('')).toBe('REQUIRED');
  });

  it('a repeated password must be identical', () => {
    expect(repeatedPasswordRule('Lezen123', 'Lezen123')).toBeNull();
    expect(repeatedPasswordRule('Lezen123', 'Lezen124')).toBe('PASSWORDS_DIFFER');
  });

  it('the privacy policy must be accepted', () => {
    expect(privacyPolicyRule(true)).toBeNull();
    expect(privacyPolicyRule(false)).toBe('PRIVACY_POLICY_NOT_ACCEPTED');
  });

  it('an email must be valid', () => {
    expect(emailRule('an.peeters@example.be')).toBeNull();
    expect(emailRule(' an@example.be ')).toBeNull();
    expect(emailRule('an@example')).toBe('INVALID_EMAIL');
    expect(emailRule('an example@example.be')).toBe('INVALID_EMAIL');
    expect(emailRule('')).toBe('REQUIRED');
  });

  it('a name has at least 2 letters, or 3 where a field asks for 3', () => {
    expect(nameRule('An')).toBeNull();
    expect(nameRule('A')).toBe('NAME_TOO_SHORT');
    expect(nameRule('A.')).toBe('NAME_NOT_LETTERS');
    expect(nameRule('An', 3)).toBe('NAME_TOO_SHORT');
    expect(nameRule('Bo', 2)).toBeNull();
    expect(nameRule('  ')).toBe('REQUIRED');
  });

  it('zip code, tax number and search term have at least 3 characters', () => {
    expect(zipCodeRule('1000')).toBeNull();
    expect(zipCodeRule('10')).toBe('ZIP_CODE_TOO_SHORT');
    expect(taxNumberRule('BE0123456789')).toBeNull();
    expect(taxNumberRule('BE')).toBe('TAX_NUMBER_TOO_SHORT');
    expect(searchTermRule('nev')).toBeNull();
    expect(searchTermRule('ne')).toBe('SEARCH_TERM_TOO_SHORT');
  });

  it('a registration lists every broken rule by field', () => {
    expect(
      registrationErrors({
        firstname: 'A',
        lastname: 'Peeters',
        email: 'an@',
        password: 'kort',
        passwordConfirmation: 'anders',
        acceptPrivacyPolicy: false,
      }),
    ).toEqual([
      { field: 'firstname', code: 'NAME_TOO_SHORT' },
      { field: 'email', code: 'INVALID_EMAIL' },
      { field: 'password', code: 'PASSWORD_TOO_WEAK' },
      { field: 'passwordConfirmation', code: 'PASSWORDS_DIFFER' },
      { field: 'acceptPrivacyPolicy', code: 'PRIVACY_POLICY_NOT_ACCEPTED' },
    ]);
    expect(newPasswordErrors('Nieuw123!', 'Nieuw123!')).toEqual([]);
  });
});
