import { describe, expect, it, vi } from 'vitest';
import { FORM_RULE_MESSAGES } from '@shop/validation';
import { CUSTOMER_MESSAGES } from '@shop/contracts';
import {
  createLogger,
  decodeShopSession,
  HEADER,
  READING_SESSION_HEADER,
  readRequestIdentity,
  SHOP_SESSION_HEADER,
} from '@shop/service';
import { createServer, createContext } from '../src/server';
import { fakeCustomer, FakeCustomerAccounts } from '../src/upstream/fakeAccounts';
import type { FakeCommercePlatform } from '../src/upstream/fake';
import { AN, platformWithCustomer, tokenOf } from './accounts';
import { execute, executeWithContext } from './harness';

const SESSION_FIELDS = /* GraphQL */ `
  customer {
    id
    firstname
    email
    groupId
  }
  session {
    token
    refreshToken
  }
  message
  userErrors {
    code
    message
    field
  }
`;

const LOG_IN = `mutation LogIn($input: LogInInput!) { logIn(input: $input) { ${SESSION_FIELDS} } }`;
const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { ${SESSION_FIELDS} } }`;
const REFRESH = `mutation Refresh($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { ${SESSION_FIELDS} } }`;
const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { ${SESSION_FIELDS} } }`;
const LOG_OUT = 'mutation { logOut { message userErrors { code } } }';
const ME = '{ me { email } }';
const CREATE_PASSWORD = `mutation Create($input: CreatePasswordInput!) { createPassword(input: $input) { ${SESSION_FIELDS} } }`;

type SessionAnswer = {
  customer: { id: string; firstname: string; email: string; groupId: number } | null;
  session: { token: string | null; refreshToken: string | null } | null;
  message: string | null;
  userErrors: { code: string; message: string; field: string | null }[];
};

describe('logIn', () => {
  it('starts a session: the tokens in the answer for an API partner, and in the session header', async () => {
    const platform = platformWithCustomer();
    const { result, context } = await executeWithContext<{ logIn: SessionAnswer }>(platform, LOG_IN, {
      input: AN,
    });
    const answer = result.data?.logIn;
    expect(answer?.userErrors).toEqual([]);
    expect(answer?.customer).toEqual({ id: '7', firstname: 'An', email: AN.email, groupId: 0 });
    expect(answer?.session?.token).toMatch(/^token-/);
    expect(context.session.change).toEqual({
      kind: 'renewed',
      tokens: { token: answer?.session?.token, refreshToken: answer?.session?.refreshToken, expiresAt: null },
    });
  });

  it('never puts tokens in the answer to the storefront, which keeps them in HttpOnly cookies', async () => {
    const platform = platformWithCustomer();
    const result = await execute<{ logIn: SessionAnswer }>(
      platform,
      LOG_IN,
      { input: AN },
      { sessionTransport: 'cookie' },
    );
    expect(result.data?.logIn.session).toEqual({ token: null, refreshToken: null });
    expect(result.data?.logIn.customer?.email).toBe(AN.email);
  });

  it("answers the platform's message for wrong credentials, and starts nothing", async () => {
    const platform = platformWithCustomer();
    const { result, context } = await executeWithContext<{ logIn: SessionAnswer }>(platform, LOG_IN, {
      input: { email: AN.email, password: 'Verkeerd1!' },
    });
    expect(result.data?.logIn).toMatchObject({
      customer: null,
      session: null,
      userErrors: [
        { code: 'INVALID_CREDENTIALS', message: CUSTOMER_MESSAGES.invalidCredentials, field: 'password' },
      ],
    });
    expect(context.session.change).toBeNull();
  });

  it('refuses an email that is not valid before asking the platform', async () => {
    const platform = platformWithCustomer();
    const result = await execute<{ logIn: SessionAnswer }>(platform, LOG_IN, {
      input: { email: 'an@', password: 'x' },
    });
    expect(result.data?.logIn.userErrors).toEqual([
      { code: 'INVALID_EMAIL', message: FORM_RULE_MESSAGES.INVALID_EMAIL, field: 'email' },
    ]);
    expect(platform.calls.accounts).toEqual([]);
  });
});

describe('register', () => {
  const valid = {
    firstname: 'Bram',
    lastname: 'Janssens',
    email: 'bram@example.be',
    password: 'Boeken123',
    passwordConfirmation: 'Boeken123',
    acceptPrivacyPolicy: true,
  };

  it('checks every §5 rule and answers each with its field', async () => {
    const platform = platformWithCustomer();
    const result = await execute<{ register: SessionAnswer }>(platform, REGISTER, {
      input: {
        ...valid,
        firstname: 'B',
        password: 'boeken',
        passwordConfirmation: 'boeken1',
        acceptPrivacyPolicy: false,
      },
    });
    expect(result.data?.register.userErrors.map(({ code, field }) => [field, code])).toEqual([
      ['firstname', 'NAME_TOO_SHORT'],
      ['password', 'PASSWORD_TOO_WEAK'],
      ['passwordConfirmation', 'PASSWORDS_DIFFER'],
      ['acceptPrivacyPolicy', 'PRIVACY_POLICY_NOT_ACCEPTED'],
    ]);
    expect(platform.calls.accounts).toEqual([]);
  });

  it('creates the account, logs it in and subscribes the newsletter when asked', async () => {
    const platform = platformWithCustomer();
    const { result, context } = await executeWithContext<{ register: SessionAnswer }>(platform, REGISTER, {
      input: { ...valid, subscribeNewsletter: true },
    });
    expect(result.data?.register.userErrors).toEqual([]);
    expect(result.data?.register.customer).toMatchObject({ firstname: 'Bram', email: valid.email });
    expect(context.session.change?.kind).toBe('renewed');
    expect(platform.state.newsletter.has(valid.email)).toBe(true);
    // The created profile answers the payload: no extra GET /api/user/me.
    expect(platform.calls.accounts).toEqual(['create', 'login', 'subscribe']);
  });

  it('answers an email already in use with the platform message', async () => {
    const platform = platformWithCustomer();
    const result = await execute<{ register: SessionAnswer }>(platform, REGISTER, {
      input: { ...valid, email: AN.email },
    });
    expect(result.data?.register.userErrors).toEqual([
      { code: 'EMAIL_EXISTS', message: CUSTOMER_MESSAGES.emailExists, field: 'email' },
    ]);
  });
});

describe('logOut and refreshSession', () => {
  it("says 'You're logged out' and ends the session", async () => {
    const platform = platformWithCustomer();
    const { result, context } = await executeWithContext<{ logOut: { message: string } }>(
      platform,
      'mutation { logOut { message userErrors { code } } }',
      {},
      { token: tokenOf(platform) },
    );
    expect(result.data?.logOut.message).toBe("You're logged out");
    expect(context.session.change).toEqual({ kind: 'ended' });
  });

  it('revokes the session at the platform: the old token and refresh token are refused afterwards', async () => {
    const platform = platformWithCustomer();
    const { token, refreshToken } = platform.state.issueTokens(AN.email);
    expect((await execute<{ me: { email: string } }>(platform, ME, {}, { token })).data?.me.email).toBe(
      AN.email,
    );
    platform.state.calls.accounts.length = 0;

    const logOut = await execute(platform, LOG_OUT, {}, { token });
    expect(logOut.errors).toBeUndefined();
    expect(platform.state.calls.accounts).toEqual(['logout']);

    const me = await execute(platform, ME, {}, { token });
    expect(me.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    const refreshed = await execute<{ refreshSession: SessionAnswer }>(platform, REFRESH, { refreshToken });
    expect(refreshed.data?.refreshSession.userErrors.map((error) => error.code)).toEqual(['SESSION_EXPIRED']);
  });

  it('ends the session when the platform cannot revoke it, and logs that the token still works', async () => {
    const platform = platformWithCustomer();
    const token = tokenOf(platform);
    platform.unreachable = true;
    const warnings: unknown[][] = [];
    const { result, context } = await executeWithContext<{ logOut: { message: string } }>(
      platform,
      LOG_OUT,
      {},
      {
        token,
        withContext: (context) => {
          vi.spyOn(context.logger, 'warn').mockImplementation((...args: unknown[]) => {
            warnings.push(args);
          });
        },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.logOut.message).toBe("You're logged out");
    expect(context.session.change).toEqual({ kind: 'ended' });
    expect(warnings).toEqual([
      [
        expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }),
        'logout: the commerce platform did not revoke the session; its token works until it expires',
      ],
    ]);
    platform.unreachable = false;
    expect((await execute<{ me: { email: string } }>(platform, ME, {}, { token })).data?.me.email).toBe(
      AN.email,
    );
  });

  it('ends a session whose token the platform no longer accepts, without an error', async () => {
    const platform = platformWithCustomer();
    const token = tokenOf(platform);
    await execute(platform, LOG_OUT, {}, { token });
    const again = await executeWithContext<{ logOut: { message: string } }>(platform, LOG_OUT, {}, { token });
    expect(again.result.errors).toBeUndefined();
    expect(again.result.data?.logOut.message).toBe("You're logged out");
    expect(again.context.session.change).toEqual({ kind: 'ended' });
  });

  it("asks the platform nothing for a guest's logout", async () => {
    const platform = platformWithCustomer();
    const { result, context } = await executeWithContext<{ logOut: { message: string } }>(platform, LOG_OUT);
    expect(result.data?.logOut.message).toBe("You're logged out");
    expect(context.session.change).toEqual({ kind: 'ended' });
    expect(platform.state.calls.accounts).toEqual([]);
  });

  it('renews the tokens; the old refresh token stops working', async () => {
    const platform = platformWithCustomer();
    const { refreshToken } = platform.state.issueTokens(AN.email);
    const renewed = await execute<{ refreshSession: SessionAnswer }>(platform, REFRESH, { refreshToken });
    expect(renewed.data?.refreshSession.session?.refreshToken).not.toBe(refreshToken);
    expect(renewed.data?.refreshSession.customer?.email).toBe(AN.email);
    const again = await executeWithContext<{ refreshSession: SessionAnswer }>(platform, REFRESH, {
      refreshToken,
    });
    expect(again.result.data?.refreshSession.userErrors).toEqual([
      {
        code: 'SESSION_EXPIRED',
        message: 'Error refreshing user token. User is not authorized to access the resource',
        field: null,
      },
    ]);
    expect(again.context.session.change).toEqual({ kind: 'ended' });
  });
});

describe('password flows', () => {
  it('changes the password, then logs in with it (seed 000 §8)', async () => {
    const platform = platformWithCustomer();
    const { result, context } = await executeWithContext<{ changePassword: SessionAnswer }>(
      platform,
      CHANGE_PASSWORD,
      {
        input: {
          currentPassword: AN.password,
          newPassword: 'Nieuw456!',
          newPasswordConfirmation: 'Nieuw456!',
        },
      },
      { token: tokenOf(platform) },
    );
    expect(result.data?.changePassword.message).toBe('Password has successfully been changed');
    expect(context.session.change?.kind).toBe('renewed');
    const login = await execute<{ logIn: SessionAnswer }>(platform, LOG_IN, {
      input: { email: AN.email, password: 'Nieuw456!' },
    });
    expect(login.data?.logIn.userErrors).toEqual([]);
  });

  it('refuses a wrong current password with the server message, and a guest', async () => {
    const platform = platformWithCustomer();
    const input = {
      currentPassword: 'Fout1234!',
      newPassword: 'Nieuw456!',
      newPasswordConfirmation: 'Nieuw456!',
    };
    const wrong = await execute<{ changePassword: SessionAnswer }>(
      platform,
      CHANGE_PASSWORD,
      { input },
      { token: tokenOf(platform) },
    );
    expect(wrong.data?.changePassword.userErrors[0]).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      message: CUSTOMER_MESSAGES.wrongCurrentPassword,
    });
    const guest = await execute<{ changePassword: SessionAnswer }>(platform, CHANGE_PASSWORD, { input });
    expect(guest.data?.changePassword.userErrors).toEqual([
      { code: 'NOT_LOGGED_IN', message: 'You need to be logged in to see this page', field: null },
    ]);
  });

  it('sets a new password with a reset link, or says the link expired or does not match', async () => {
    const platform = platformWithCustomer();
    const input = { email: AN.email, newPassword: 'Nieuw456!', newPasswordConfirmation: 'Nieuw456!' };
    const expired = await execute<{ createPassword: SessionAnswer }>(platform, CREATE_PASSWORD, {
      input: { ...input, resetToken: 'expired' },
    });
    expect(expired.data?.createPassword.userErrors[0]).toMatchObject({
      code: 'RESET_TOKEN_EXPIRED',
      message: 'Your password reset link has expired. Please request a new link.',
    });
    const mismatched = await execute<{ createPassword: SessionAnswer }>(platform, CREATE_PASSWORD, {
      input: { ...input, resetToken: 'someone-elses' },
    });
    expect(mismatched.data?.createPassword.userErrors[0]?.code).toBe('RESET_TOKEN_MISMATCH');
    const reset = await execute<{ createPassword: SessionAnswer }>(platform, CREATE_PASSWORD, {
      input: { ...input, resetToken: `reset-${AN.email}` },
    });
    expect(reset.data?.createPassword).toMatchObject({ userErrors: [], customer: { email: AN.email } });
  });

  it("says 'Error while sending reset password e-mail' when the platform cannot send it (seed 000 §8)", async () => {
    const platform = platformWithCustomer();
    platform.state.mailDown = true;
    const result = await execute<{ requestPasswordReset: { message: string | null; userErrors: unknown[] } }>(
      platform,
      'mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { code message field } } }',
      { input: { email: AN.email } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.requestPasswordReset).toEqual({
      message: null,
      userErrors: [
        { code: 'RESET_MAIL_NOT_SENT', message: 'Error while sending reset password e-mail', field: null },
      ],
    });
  });

  it("says 'Provided email does not exist' for a reset of an unknown email", async () => {
    const platform = platformWithCustomer();
    const result = await execute<{ requestPasswordReset: { message: string | null; userErrors: unknown[] } }>(
      platform,
      'mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { code message field } } }',
      { input: { email: 'niemand@example.be' } },
    );
    expect(result.data?.requestPasswordReset).toEqual({
      message: null,
      userErrors: [{ code: 'EMAIL_NOT_FOUND', message: 'Provided email does not exist', field: 'email' }],
    });
  });
});

describe('the X-Shop-Session header of the answer', () => {
  it('carries the new session, for the web server to keep in cookies; no-store for one person', async () => {
    const platform = platformWithCustomer();
    const server = createServer();
    const contextValue = createContext(readRequestIdentity({}), {
      config: { STOCK_SYNCHRONIZE: true },
      logger: createLogger('cart-test'),
      commercePlatform: ({ customerToken }) => platform.as(customerToken),
      customerAccounts: ({ customerToken }) => new FakeCustomerAccounts(platform.state, customerToken),
    });
    const response = await server.executeOperation(
      { query: LOG_IN, variables: { input: AN } },
      { contextValue },
    );
    const change = decodeShopSession(response.http.headers.get(SHOP_SESSION_HEADER));
    expect(change?.kind).toBe('renewed');
    expect(platform.state.tokens.get(change?.kind === 'renewed' ? change.tokens.token : '')).toBe(AN.email);
    expect(response.http.headers.get('cache-control')).toBe('no-store');
  });
});

describe('seed 001 §4: the profile refresh decides the reading-programme session (X-Reading-Session)', () => {
  const TEACHER = { email: 'sofie.claes@deleesboom.example', password: 'Leerkracht123!' };

  function platformWithTeacher(): FakeCommercePlatform {
    const platform = platformWithCustomer();
    FakeCustomerAccounts.addCustomer(
      platform.state,
      fakeCustomer(
        TEACHER.email,
        { id: 8, firstname: 'Sofie', classReading: { jwt: 'jwt-of-sofie' } },
        TEACHER.password,
      ),
    );
    return platform;
  }

  async function answerHeaders(
    platform: FakeCommercePlatform,
    query: string,
    headers: Record<string, string>,
    variables: Record<string, unknown> = {},
  ) {
    const contextValue = createContext(readRequestIdentity(headers), {
      config: { STOCK_SYNCHRONIZE: true },
      logger: createLogger('cart-test'),
      commercePlatform: ({ customerToken }) => platform.as(customerToken),
      customerAccounts: ({ customerToken }) => new FakeCustomerAccounts(platform.state, customerToken),
    });
    const response = await createServer().executeOperation({ query, variables }, { contextValue });
    return response.http.headers;
  }

  const CUSTOMER = '{ me { email } }';

  it("logs a teacher into the reading programme with the profile's classReading JWT", async () => {
    const platform = platformWithTeacher();
    const token = tokenOf(platform, TEACHER.email);
    const headers = await answerHeaders(platform, CUSTOMER, { authorization: `Bearer ${token}` });
    expect(headers.get(READING_SESSION_HEADER)).toBe('jwt-of-sofie');
  });

  it('keeps the reading session a teacher already carries', async () => {
    const platform = platformWithTeacher();
    const token = tokenOf(platform, TEACHER.email);
    const headers = await answerHeaders(platform, CUSTOMER, {
      authorization: `Bearer ${token}`,
      [HEADER.readingToken]: 'jwt-renewed-by-the-programme',
    });
    expect(headers.get(READING_SESSION_HEADER)).toBeUndefined();
  });

  it('logs a customer without reading-programme data out of the reading programme', async () => {
    const platform = platformWithTeacher();
    const token = tokenOf(platform);
    const headers = await answerHeaders(platform, CUSTOMER, {
      authorization: `Bearer ${token}`,
      [HEADER.readingToken]: 'jwt-of-a-pupil',
    });
    expect(headers.get(READING_SESSION_HEADER)).toBe('end');
  });

  it('says nothing to a guest, whose profile is never asked', async () => {
    const headers = await answerHeaders(platformWithTeacher(), CUSTOMER, {
      [HEADER.readingToken]: 'jwt-of-a-pupil',
    });
    expect(headers.get(READING_SESSION_HEADER)).toBeUndefined();
  });

  it("a teacher's login starts her reading session with her profile's JWT, ending a pupil's the browser carried", async () => {
    const headers = await answerHeaders(
      platformWithTeacher(),
      LOG_IN,
      { [HEADER.readingToken]: 'jwt-of-a-pupil' },
      { input: TEACHER },
    );
    expect(headers.get(SHOP_SESSION_HEADER)).toBeTruthy();
    expect(headers.get(READING_SESSION_HEADER)).toBe('jwt-of-sofie');
  });

  it('a shopper without reading-programme data who logs in ends the reading session the browser carried', async () => {
    const headers = await answerHeaders(
      platformWithTeacher(),
      LOG_IN,
      { [HEADER.readingToken]: 'jwt-of-a-pupil' },
      { input: { email: AN.email, password: AN.password } },
    );
    expect(headers.get(SHOP_SESSION_HEADER)).toBeTruthy();
    expect(headers.get(READING_SESSION_HEADER)).toBe('end');
  });

  it("a teacher's logout ends her reading session", async () => {
    const platform = platformWithTeacher();
    const token = tokenOf(platform, TEACHER.email);
    const headers = await answerHeaders(platform, 'mutation { logOut { message } }', {
      authorization: `Bearer ${token}`,
      [HEADER.readingToken]: 'jwt-of-sofie',
    });
    expect(headers.get(READING_SESSION_HEADER)).toBe('end');
  });
});
