import { describe, expect, it } from 'vitest';
import { createLoginLimiter, limitLogin, tooManyAttempts } from './loginLimiter';

describe('createLoginLimiter', () => {
  const attempt = { login: 'pupil', account: 'school|1a|emma', clientAddress: '203.0.113.7' };

  it('counts failures per account: 5 earn a 5 s wait, which ends on the clock; success starts afresh', async () => {
    let now = Date.parse('2026-11-28T08:00:00Z');
    const limiter = createLoginLimiter({ now: () => now });
    for (let failure = 1; failure <= 4; failure++) expect(await limiter.failed(attempt)).toBe(0);
    expect(await limiter.failed(attempt)).toBe(5);
    expect(await limiter.waitSeconds(attempt)).toBe(5);
    expect(await limiter.waitSeconds({ ...attempt, account: 'school|1a|noah' })).toBe(0);
    now += 4_001;
    expect(await limiter.waitSeconds(attempt)).toBe(1);
    now += 1_000;
    expect(await limiter.waitSeconds(attempt)).toBe(0);
    expect(await limiter.failed(attempt)).toBe(10);
    now += 10_000;
    await limiter.succeeded(attempt);
    expect(await limiter.failed(attempt)).toBe(0);
  });

  it('counts failures per client address: 20 from one address earn it a wait, whatever the accounts', async () => {
    const limiter = createLoginLimiter({ now: () => 0 });
    for (let pupil = 1; pupil <= 19; pupil++)
      await limiter.failed({ ...attempt, account: `school|1a|${pupil}` });
    expect(await limiter.waitSeconds({ ...attempt, account: 'school|1a|other' })).toBe(0);
    expect(await limiter.failed({ ...attempt, account: 'school|1a|20' })).toBe(5);
    expect(await limiter.waitSeconds({ ...attempt, account: 'school|1a|other' })).toBe(5);
    expect(
      await limiter.waitSeconds({ ...attempt, account: 'school|1a|other', clientAddress: '198.51.100.1' }),
    ).toBe(0);
  });
});

describe('limitLogin', () => {
  const attempt = { login: 'shop', account: 'an@example.be', clientAddress: null };
  const wrong = () => Promise.resolve({ ok: false });
  const right = () => Promise.resolve({ ok: true });
  const failed = (answer: { ok: boolean }) => !answer.ok;

  it('tries an attempt, counts a failed answer, and refuses the attempt after 5 failures without trying it', async () => {
    const limiter = createLoginLimiter({ now: () => 0 });
    for (let failure = 1; failure <= 5; failure++)
      expect(await limitLogin(limiter, attempt, wrong, failed)).toEqual({
        refused: false,
        answer: { ok: false },
      });
    let tried = false;
    const refused = await limitLogin(limiter, attempt, () => ((tried = true), right()), failed);
    expect(refused).toEqual({ refused: true, waitSeconds: 5 });
    expect(tried).toBe(false);
  });

  it('lets the account start afresh after an answer that is no failure', async () => {
    let now = 0;
    const limiter = createLoginLimiter({ now: () => now });
    for (let failure = 1; failure <= 4; failure++) await limitLogin(limiter, attempt, wrong, failed);
    expect(await limitLogin(limiter, attempt, right, failed)).toEqual({
      refused: false,
      answer: { ok: true },
    });
    now += 1;
    for (let failure = 1; failure <= 4; failure++) await limitLogin(limiter, attempt, wrong, failed);
    expect(await limiter.waitSeconds(attempt)).toBe(0);
  });

  it('counts nothing when the try throws (an unreachable upstream is no wrong password)', async () => {
    const limiter = createLoginLimiter({ now: () => 0 });
    const unreachable = () => Promise.reject(new Error('ECONNREFUSED'));
    for (let call = 1; call <= 5; call++)
      await expect(limitLogin(limiter, attempt, unreachable, failed)).rejects.toThrow('ECONNREFUSED');
    expect(await limiter.failed(attempt)).toBe(0);
  });
});

describe('tooManyAttempts', () => {
  it('says when to try again, in seconds or one second', () => {
    expect(tooManyAttempts(20)).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Try again in 20 seconds.',
      field: null,
    });
    expect(tooManyAttempts(1).message).toBe('Too many attempts. Try again in 1 second.');
  });
});
