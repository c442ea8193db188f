import { describe, expect, it } from 'vitest';
import { registrationErrors } from '@shop/validation';
import { fromRuleErrors, fromUserErrors, hasErrors, NO_ERRORS } from './fieldErrors';

describe('form errors by field', () => {
  it('shows every broken rule of seed 000 §5 under its own field', () => {
    const errors = fromRuleErrors(
      registrationErrors({
        firstname: 'A',
        lastname: 'Peeters',
        email: 'an@',
        password: 'Lezen12',
        passwordConfirmation: 'Lezen123',
        acceptPrivacyPolicy: false,
      }),
    );
    expect(Object.fromEntries(Object.entries(errors.byField).map(([field, e]) => [field, e.code]))).toEqual({
      firstname: 'NAME_TOO_SHORT',
      email: 'INVALID_EMAIL',
      password: 'PASSWORD_TOO_WEAK',
      passwordConfirmation: 'PASSWORDS_DIFFER',
      acceptPrivacyPolicy: 'PRIVACY_POLICY_NOT_ACCEPTED',
    });
    expect(errors.general).toEqual([]);
  });

  it('keeps the first error of a field and puts errors of no known field above the form', () => {
    const errors = fromUserErrors(
      [
        { code: 'EMAIL_EXISTS', message: 'An account with this email already exists', field: 'email' },
        { code: 'INVALID_EMAIL', message: 'Please provide valid e-mail address.', field: 'email' },
        { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials or account temporarily disabled' },
        { code: 'SOMETHING', message: 'About a field the form lacks', field: 'dateOfBirth' },
      ],
      ['email', 'password'],
    );
    expect(errors.byField.email?.code).toBe('EMAIL_EXISTS');
    expect(errors.general.map((error) => error.code)).toEqual(['INVALID_CREDENTIALS', 'SOMETHING']);
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(NO_ERRORS)).toBe(false);
  });
});
