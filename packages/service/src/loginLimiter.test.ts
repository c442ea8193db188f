import { describe, expect, it } from 'vitest';
import { createLoginLimiter, tooManyAttempts } from './loginLimiter';

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
