import { addressErrors, collect, emailRule, profileErrors, reviewTextErrors, within } from '@shop/validation';
import type { Context } from '../context';
import {
  ACCOUNT_MESSAGES,
  NOT_LOGGED_IN,
  RESET_MAIL_NOT_SENT,
  accountError,
  formRuleErrors,
  type AccountError,
} from '../domain/accountMessages';
import { addressesAfterSave, platformAddress } from '../domain/address';
import type {
  AddressInput,
  CreateReviewInput,
  RequestPasswordResetInput,
  ResolversTypes,
  UpdateProfileInput,
} from '../generated/graphql';
import type { CustomerUpdateBody } from '@shop/contracts';
import type { CustomerAccounts } from '../ports/CustomerAccounts';

type CustomerPayload = ResolversTypes['CustomerPayload'];

/** seed 000 §7 'reset-password': the platform mails a reset link; 'Provided email does not exist' otherwise. */
export async function requestPasswordReset(
  { email }: RequestPasswordResetInput,
  context: Context,
): Promise<ResolversTypes['MessagePayload']> {
  const ruleErrors = collect({ email: emailRule(email) });
  if (ruleErrors.length > 0) return { message: null, userErrors: formRuleErrors(ruleErrors) };
  let sent: Awaited<ReturnType<CustomerAccounts['resetPassword']>>;
  try {
    sent = await context.as(null).accounts.resetPassword(email.trim());
  } catch (error) {
    // seed 000 §8 'error sending reset e-mail': the shopper learns the mail did not go, not a generic error.
    context.logger.warn({ err: error }, 'the platform did not send a password reset e-mail');
    return { message: null, userErrors: [RESET_MAIL_NOT_SENT] };
  }
  if (!sent.ok) return { message: null, userErrors: [accountError(sent.failure, sent.message)] };
  return { message: ACCOUNT_MESSAGES.resetMailSent, userErrors: [] };
}

/** seed 000 §3, §6: only firstname, lastname and email (and addresses) change. */
export async function updateProfile(input: UpdateProfileInput, context: Context): Promise<CustomerPayload> {
  if (!context.customerToken) return refused([NOT_LOGGED_IN]);
  const ruleErrors = profileErrors(input);
  if (ruleErrors.length > 0) return refused(formRuleErrors(ruleErrors));
  return saveProfile(
    {
      customer: {
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        email: input.email.trim(),
      },
    },
    context,
    ACCOUNT_MESSAGES.profileUpdated,
  );
}

/**
 * Adds an address, or changes the one with this id: the address rules the web's form and the checkout check
 * (seed 000 §5, seed 001 §5: names, zip code, a valid city, required fields, the house number among them,
 * every field within its maximum).
 */
export async function saveAddress(input: AddressInput, context: Context): Promise<CustomerPayload> {
  if (!context.customerToken) return refused([NOT_LOGGED_IN]);
  const ruleErrors = [...addressErrors(input), ...collect({ company: within('company', input.company) })];
  if (ruleErrors.length > 0) return refused(formRuleErrors(ruleErrors));
  const id = input.id === undefined || input.id === null ? null : Number(input.id);
  if (id !== null && !Number.isInteger(id)) return refused([addressNotFound()]);
  const profile = await context.loaders.customerProfile();
  if (id !== null && !profile.addresses.some((address) => address.id === id))
    return refused([addressNotFound()]);
  const saved = platformAddress({
    id,
    firstname: input.firstname,
    lastname: input.lastname,
    street: input.street,
    apartmentNumber: input.apartmentNumber ?? null,
    addition: input.addition ?? null,
    city: input.city,
    postcode: input.postcode,
    countryId: input.countryId,
    telephone: input.telephone ?? null,
    company: input.company ?? null,
    defaultShipping: input.defaultShipping ?? false,
    defaultBilling: input.defaultBilling ?? false,
  });
  return saveProfile(
    { customer: { addresses: addressesAfterSave(profile.addresses, saved) } },
    context,
    ACCOUNT_MESSAGES.profileUpdated,
  );
}

export async function deleteAddress(id: string, context: Context): Promise<CustomerPayload> {
  if (!context.customerToken) return refused([NOT_LOGGED_IN]);
  const profile = await context.loaders.customerProfile();
  const remaining = profile.addresses.filter((address) => String(address.id) !== id);
  if (remaining.length === profile.addresses.length) return refused([addressNotFound()]);
  return saveProfile({ customer: { addresses: remaining } }, context, ACCOUNT_MESSAGES.profileUpdated);
}

/** seed 000 §7 'Newsletter': a guest gives an email; a customer's own email is used when none is given. */
export async function setNewsletter(
  email: string | null | undefined,
  subscribed: boolean,
  context: Context,
): Promise<ResolversTypes['NewsletterPayload']> {
  const address =
    email?.trim() || (context.customerToken ? (await context.loaders.customerProfile()).email : '');
  const ruleErrors = collect({ email: emailRule(address) });
  if (ruleErrors.length > 0) return { subscribed: null, userErrors: formRuleErrors(ruleErrors) };
  const changed = await context.commerce.accounts.setNewsletter(address, subscribed);
  if (!changed.ok) return { subscribed: null, userErrors: [accountError(changed.failure, changed.message)] };
  return { subscribed, userErrors: [] };
}

/** seed 000 §7 'Reviews': POST /api/review/create; the review shows once the shop approves it. */
export async function createReview(
  input: CreateReviewInput,
  context: Context,
): Promise<ResolversTypes['CreateReviewPayload']> {
  const errors: AccountError[] = formRuleErrors(reviewTextErrors(input));
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    errors.push({ code: 'INVALID_RATING', message: 'Please choose 1 to 5 stars.', field: 'rating' });
  if (errors.length > 0) return { received: false, userErrors: errors };
  // The platform names products by id: the stock item of the sku gives it.
  const stock = await context.loaders.stockBySku.load(input.sku);
  if (!stock) return { received: false, userErrors: [accountError('PRODUCT_NOT_FOUND', '')] };
  const customerId = context.customerToken ? (await context.loaders.customerProfile()).id : null;
  const created = await context.commerce.accounts.createReview({
    review: {
      product_id: stock.product_id,
      nickname: input.nickname.trim(),
      title: input.title.trim(),
      detail: input.detail.trim(),
      rating: input.rating,
      customer_id: customerId,
    },
  });
  if (!created.ok) return { received: false, userErrors: [accountError(created.failure, created.message)] };
  return { received: true, userErrors: [] };
}

/** POST /api/user/me; the payload's customer is the platform's answer (no second read). */
async function saveProfile(
  body: CustomerUpdateBody,
  context: Context,
  message: string,
): Promise<CustomerPayload> {
  const saved = await context.commerce.accounts.updateMe(body);
  context.loaders.forgetCustomerProfile();
  if (!saved.ok) return refused([accountError(saved.failure, saved.message)]);
  return { customer: { commerce: context.commerce, profile: saved.value }, message, userErrors: [] };
}

function addressNotFound(): AccountError {
  return accountError('ADDRESS_NOT_FOUND', 'This address is not in your profile.');
}

function refused(userErrors: AccountError[]): CustomerPayload {
  return { customer: null, message: null, userErrors };
}
