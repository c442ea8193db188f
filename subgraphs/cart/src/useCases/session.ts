import { GraphQLError } from 'graphql';
import type { Commerce, Context } from '../context';
import {
  ACCOUNT_MESSAGES,
  NOT_LOGGED_IN,
  accountError,
  formRuleErrors,
  type AccountError,
} from '../domain/accountMessages';
import type {
  ChangePasswordInput,
  CreatePasswordInput,
  LogInInput,
  RegisterInput,
  ResolversTypes,
} from '../generated/graphql';
import type { SessionTokens } from '../ports/CustomerAccounts';
import { limitLogin, tooManyAttempts } from '@shop/service';
import { emailRule, newPasswordErrors, registrationErrors, collect } from '@shop/validation';
import { joinGuestCart } from './joinGuestCart';

type SessionPayload = ResolversTypes['SessionPayload'];

/**
 * seed 000 §4 'User session': 'Login success (code 200) sets the token'; the guest cart is joined to the
 * customer's. Shoppers, teachers and directors log in here: wrong passwords slow further guessing per e-mail
 * address and per client address (issue 18 item 7), before the platform's own lockout, which stays.
 */
export async function logIn(
  { email, password, guestCartId }: LogInInput,
  context: Context,
): Promise<SessionPayload> {
  const emailError = collect({ email: emailRule(email) });
  if (emailError.length > 0) return refused(formRuleErrors(emailError));
  const limited = await limitLogin(
    context.loginLimiter,
    { login: 'shop', account: email, clientAddress: context.clientAddress },
    () => context.as(null).accounts.login(email.trim(), password),
    // Wrong credentials (or a locked account, which the platform answers the same) count; nothing else does.
    (login) => !login.ok,
  );
  if (limited.refused) {
    const wait = limited.waitSeconds;
    return { ...refused([tooManyAttempts(wait)]), retryAfterSeconds: wait };
  }
  const login = limited.answer;
  if (!login.ok) return refused([accountError(login.failure, login.message)]);
  return begin(login.value, context, { guestCartId });
}

/** Creates the account, logs it in and joins the guest cart (seed 000 §5 rules first, in the browser and here). */
export async function register(input: RegisterInput, context: Context): Promise<SessionPayload> {
  const ruleErrors = registrationErrors(input);
  if (ruleErrors.length > 0) return refused(formRuleErrors(ruleErrors));
  const guest = context.as(null);
  const email = input.email.trim();
  const created = await guest.accounts.create({
    customer: { email, firstname: input.firstname.trim(), lastname: input.lastname.trim() },
    password: input.password,
  });
  if (!created.ok) return refused([accountError(created.failure, created.message)]);
  const login = await guest.accounts.login(email, input.password);
  if (!login.ok) return refused([accountError(login.failure, login.message)]);
  if (input.subscribeNewsletter) {
    const subscribed = await guest.accounts.setNewsletter(email, true).catch(() => null);
    if (!subscribed?.ok) context.logger.warn('the newsletter subscription at registration failed');
  }
  return begin(login.value, context, { guestCartId: input.guestCartId, profile: created.value });
}

/**
 * seed 000 §4: logout ends the session ('You're logged out'): the platform revokes the customer's tokens, so a
 * copy of the old token answers 401 from now on, and the web server clears its cookies on this answer. A
 * revocation that fails still ends the session here (the browser's cookies go); it is logged, as the token
 * then works until it expires.
 */
export async function logOut(context: Context): Promise<ResolversTypes['LogOutPayload']> {
  context.session.change = { kind: 'ended' };
  if (context.customerToken) await revokeSession(context);
  return { message: ACCOUNT_MESSAGES.loggedOut, userErrors: [] };
}

async function revokeSession(context: Context): Promise<void> {
  try {
    const revoked = await context.commerce.accounts.logout();
    // A token the platform no longer accepts: the session had ended there already.
    if (!revoked.ok)
      context.logger.info({ reason: revoked.message }, 'logout: the session had ended already');
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    context.logger.warn(
      { code, error: error instanceof Error ? error.message : String(error) },
      'logout: the commerce platform did not revoke the session; its token works until it expires',
    );
  }
}

/** New tokens for a refresh token; a failed refresh ends the session with the seed's message (seed 000 §8). */
export async function refreshSession(refreshToken: string, context: Context): Promise<SessionPayload> {
  const refreshed = await context.as(null).accounts.refresh(refreshToken);
  if (!refreshed.ok) {
    context.session.change = { kind: 'ended' };
    return refused([accountError('SESSION_EXPIRED', refreshed.message)]);
  }
  return begin(refreshed.value, context, {});
}

/** A new password with the token of a reset link, then a login with it. */
export async function createPassword(input: CreatePasswordInput, context: Context): Promise<SessionPayload> {
  const ruleErrors = newPasswordErrors(input.newPassword, input.newPasswordConfirmation);
  if (ruleErrors.length > 0) return refused(formRuleErrors(ruleErrors));
  const guest = context.as(null);
  const email = input.email.trim();
  const created = await guest.accounts.createPassword(email, input.newPassword, input.resetToken);
  if (!created.ok) return refused([accountError(created.failure, created.message)]);
  const login = await guest.accounts.login(email, input.newPassword);
  if (!login.ok) return refused([accountError(login.failure, login.message)]);
  return begin(login.value, context, {});
}

/** seed 000 §8: 'Password has successfully been changed', then automatic login with the new password. */
export async function changePassword(input: ChangePasswordInput, context: Context): Promise<SessionPayload> {
  if (!context.customerToken) return refused([NOT_LOGGED_IN]);
  const ruleErrors = newPasswordErrors(input.newPassword, input.newPasswordConfirmation);
  if (ruleErrors.length > 0) return refused(formRuleErrors(ruleErrors));
  const { accounts, loaders } = context.commerce;
  const changed = await accounts.changePassword(input.currentPassword, input.newPassword);
  if (!changed.ok) return refused([accountError(changed.failure, changed.message)]);
  const profile = await loaders.customerProfile();
  const login = await context.as(null).accounts.login(profile.email, input.newPassword);
  if (!login.ok) return refused([accountError(login.failure, login.message)]);
  const payload = await begin(login.value, context, { profile });
  return { ...payload, message: ACCOUNT_MESSAGES.passwordChanged };
}

/** A session began: the answer's header carries it (server.ts), the payload too unless the caller keeps it in cookies. */
async function begin(
  tokens: SessionTokens,
  context: Context,
  options: { guestCartId?: string | null; profile?: Awaited<ReturnType<Commerce['accounts']['me']>> },
): Promise<SessionPayload> {
  const customer = context.as(tokens.token);
  const joined =
    options.guestCartId !== undefined && options.guestCartId !== null
      ? await joinGuestCart(options.guestCartId, customer, context)
      : null;
  // Only now: seed 000 §4 'A failed post-login step clears the user', so a join that failed starts no session.
  context.session.change = { kind: 'renewed', tokens };
  const inCookies = context.sessionTransport === 'cookie';
  return {
    customer: { commerce: customer, ...(options.profile ? { profile: options.profile } : {}) },
    session: {
      token: inCookies ? null : tokens.token,
      refreshToken: inCookies ? null : tokens.refreshToken,
      expiresAt: tokens.expiresAt,
    },
    cart: joined?.cart ?? null,
    message: null,
    userErrors: [],
    cartMessages: joined?.notJoined ?? [],
  };
}

function refused(userErrors: AccountError[]): SessionPayload {
  return { customer: null, session: null, cart: null, message: null, userErrors, cartMessages: [] };
}
