import { FORM_RULE_MESSAGES, ruleMessage, type FieldError } from '@shop/validation';
import type { AccountFailure } from '../ports/CustomerAccounts';
import { ADD_TO_CART_MESSAGES } from './addToCart';

/**
 * What the account flows say to a person, word for word where seed 000 §4, §6 and §8 give the words. The
 * platform's own wording stands where the seed says 'the server message' (profile not saved, wrong
 * current password, an email in use): those come from the platform's answer.
 */
export const ACCOUNT_MESSAGES = {
  profileUpdated: 'Account data has successfully been updated',
  passwordChanged: 'Password has successfully been changed',
  loggedOut: "You're logged out",
  notLoggedIn: 'You need to be logged in to see this page',
  emailNotFound: 'Provided email does not exist',
  // seed 000 §8: 'reset token expired (request a new link) or mismatched (reset again)'.
  resetTokenExpired: 'Your password reset link has expired. Please request a new link.',
  resetTokenMismatch: 'Your password reset link is not valid. Please reset your password again.',
  resetMailSent:
    'We have sent password reset instructions to your e-mail. Check your inbox and click the link.',
  // seed 000 §8 'error sending reset e-mail'.
  resetMailNotSent: 'Error while sending reset password e-mail',
  sessionExpired: 'Error refreshing user token. User is not authorized to access the resource',
  incorrectCoupon: "You've entered an incorrect coupon code. Please try again.",
  reviewReceived: 'Your review has been received. It will be shown once it is approved.',
} as const;

/** A userError of the account flows: a stable code, the message, and the field when there is one. */
export interface AccountError {
  code: string;
  message: string;
  field: string | null;
}

/** The userErrors of the seed's form rules (seed 000 §5), field by field. */
export function formRuleErrors(errors: readonly FieldError[]): AccountError[] {
  return errors.map((error) => ({
    code: error.code,
    message: ruleMessage(FORM_RULE_MESSAGES, error),
    field: error.field,
  }));
}

/**
 * The userError of a business answer of the platform: the seed's words where it has them, the platform's
 * message where the seed says to show it.
 */
export function accountError(failure: AccountFailure, platformMessage: string): AccountError {
  switch (failure) {
    case 'INVALID_CREDENTIALS':
      return { code: failure, message: platformMessage, field: 'password' };
    case 'EMAIL_EXISTS':
      return { code: failure, message: platformMessage, field: 'email' };
    case 'EMAIL_NOT_FOUND':
      return { code: failure, message: ACCOUNT_MESSAGES.emailNotFound, field: 'email' };
    case 'WRONG_CURRENT_PASSWORD':
      return { code: failure, message: platformMessage, field: 'currentPassword' };
    case 'RESET_TOKEN_EXPIRED':
      return { code: failure, message: ACCOUNT_MESSAGES.resetTokenExpired, field: 'resetToken' };
    case 'RESET_TOKEN_MISMATCH':
      return { code: failure, message: ACCOUNT_MESSAGES.resetTokenMismatch, field: 'resetToken' };
    case 'SESSION_EXPIRED':
      return { code: failure, message: ACCOUNT_MESSAGES.sessionExpired, field: null };
    case 'INVALID_EMAIL':
      return { code: failure, message: FORM_RULE_MESSAGES.INVALID_EMAIL, field: 'email' };
    case 'ADDRESS_NOT_FOUND':
      return { code: failure, message: platformMessage, field: 'id' };
    case 'PRODUCT_NOT_FOUND':
      return { code: failure, message: ADD_TO_CART_MESSAGES.productNotFound, field: 'sku' };
    case 'INVALID_INPUT':
    case 'PROFILE_NOT_SAVED':
      return { code: failure, message: platformMessage, field: null };
  }
}

/** seed 000 §8: the platform did not send the reset e-mail (it failed or did not answer). */
export const RESET_MAIL_NOT_SENT: AccountError = {
  code: 'RESET_MAIL_NOT_SENT',
  message: ACCOUNT_MESSAGES.resetMailNotSent,
  field: null,
};

export const NOT_LOGGED_IN: AccountError = {
  code: 'NOT_LOGGED_IN',
  message: ACCOUNT_MESSAGES.notLoggedIn,
  field: null,
};
