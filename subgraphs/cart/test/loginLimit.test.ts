import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoginLimiter, HEADER } from '@shop/service';
import { FakeCustomerAccounts, fakeCustomer } from '../src/upstream/fakeAccounts';
import { AN, platformWithCustomer } from './accounts';
import { execute } from './harness';

/**
 * Issue 18 item 7 'Guessing is slowed' for the shop's login, which teachers and directors use too: after 5
 * wrong passwords for one e-mail address within 15 minutes the next login waits 5 s (doubling up to 2
 * minutes), after 20 from one client address every login from it waits; the refusal says when to try
 * again and never reaches the platform. The platform's own lockout stays beside it.
 */
const LOG_IN = /* GraphQL */ `
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      customer {
        email
      }
      userErrors {
        code
        message
      }
      retryAfterSeconds
    }
  }
`;

interface LogInAnswer {
  logIn: {
    customer: { email: string } | null;
    userErrors: { code: string; message: string }[];
    retryAfterSeconds: number | null;
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

function setUp() {
  const platform = platformWithCustomer();
  const clock = { now: Date.parse('2026-03-02T08:30:00Z') };
  const loginLimiter = createLoginLimiter({ now: () => clock.now });
  const platformLogins = vi.spyOn(FakeCustomerAccounts.prototype, 'login');
  const logIn = async (email: string, password: string, address = '203.0.113.7') =>
    (
      await execute<LogInAnswer>(
        platform,
        LOG_IN,
        { input: { email, password } },
        { loginLimiter, headers: { [HEADER.clientAddress]: address } },
      )
    ).data!.logIn;
  return { platform, clock, logIn, platformLogins };
}

describe('the shop login slows guessing', () => {
  it('answers the 6th attempt within 15 minutes with a 5 s wait, without asking the platform; then logs in', async () => {
    const { clock, logIn, platformLogins } = setUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await logIn(AN.email, `Fout${attempt}!aa`);
      expect(answer.userErrors.map((error) => error.code)).toEqual(['INVALID_CREDENTIALS']);
      expect(answer.retryAfterSeconds).toBeNull();
      if (attempt < 5) clock.now += 60_000;
    }
    expect(platformLogins).toHaveBeenCalledTimes(5);

    // Even the right password waits: the wait is what slows guessing.
    const refused = await logIn(AN.email, AN.password);
    expect(refused).toEqual({
      customer: null,
      userErrors: [{ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 5 seconds.' }],
      retryAfterSeconds: 5,
    });
    expect(platformLogins).toHaveBeenCalledTimes(5);
    // The e-mail address is the account however it is typed.
    expect((await logIn(` ${AN.email.toUpperCase()} `, AN.password)).retryAfterSeconds).toBe(5);

    clock.now += 5_000;
    expect((await logIn(AN.email, AN.password)).customer).toEqual({ email: AN.email });
    expect(platformLogins).toHaveBeenCalledTimes(6);
    // The right password started the account afresh: a mistyped one is answered as such again.
    expect((await logIn(AN.email, 'Typfout1!')).userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
  });

  it('doubles the wait with each further wrong password, up to 2 minutes', async () => {
    const { clock, logIn } = setUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) await logIn(AN.email, 'Verkeerd1!');
    const waits: (number | null)[] = [];
    for (let round = 1; round <= 7; round += 1) {
      // Refused while the wait lasts; once it has passed, the next wrong password counts and earns a longer one.
      const refused = await logIn(AN.email, 'Verkeerd1!');
      waits.push(refused.retryAfterSeconds);
      clock.now += (refused.retryAfterSeconds ?? 0) * 1000;
      expect((await logIn(AN.email, 'Verkeerd1!')).userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    expect(waits).toEqual([5, 10, 20, 40, 80, 120, 120]);
  });

  it('slows one client address after 20 wrong passwords for any accounts, not the account from elsewhere', async () => {
    const { platform, logIn } = setUp();
    for (let n = 1; n <= 20; n += 1) {
      FakeCustomerAccounts.addCustomer(
        platform.state,
        fakeCustomer(`leerling${n}@example.be`, { id: 100 + n }, 'Geheim123!'),
      );
      const answer = await logIn(`leerling${n}@example.be`, 'Geraden1!');
      expect(answer.userErrors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const fromThere = await logIn(AN.email, AN.password);
    expect(fromThere.userErrors[0]?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(fromThere.retryAfterSeconds).toBe(5);
    const fromElsewhere = await logIn(AN.email, AN.password, '198.51.100.4');
    expect(fromElsewhere.customer).toEqual({ email: AN.email });
  });
});
