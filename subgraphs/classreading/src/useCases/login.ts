import { limitLogin, tooManyAttempts } from '@shop/service';
import type { Context } from '../context';
import { checkLoginForm, loginOutcome } from '../domain/login';
import type { MutationPupilLoginArgs } from '../generated/graphql';

/** seed 001 §5: a pupil logs in with school, class, name and password; wrong passwords slow further guessing. */
export async function pupilLogin(
  { input }: MutationPupilLoginArgs,
  { readingProgramme, sessionTransport, loginLimiter, clientAddress }: Context,
) {
  const checked = checkLoginForm(input);
  if (checked.userErrors) return { user: null, token: null, userErrors: checked.userErrors };
  // Issue 18 item 7: per pupil (school + class + name) and per client address.
  const { schoolId, classId, name } = checked.credentials;
  const limited = await limitLogin(
    loginLimiter,
    { login: 'pupil', account: `${schoolId}|${classId}|${name}`, clientAddress },
    async () => loginOutcome(await readingProgramme.login(checked.credentials)),
    // Only a wrong password counts; an unreachable programme throws before this.
    (outcome) => outcome.userError?.code === 'INVALID_CREDENTIALS',
  );
  if (limited.refused) {
    const wait = limited.waitSeconds;
    return { user: null, token: null, userErrors: [tooManyAttempts(wait)], retryAfterSeconds: wait };
  }
  const outcome = limited.answer;
  if (outcome.userError) return { user: null, token: null, userErrors: [outcome.userError] };
  // The session itself travels in X-Reading-Session (server.ts); the body carries it for API clients only.
  return {
    user: outcome.user,
    token: sessionTransport === 'bearer' ? outcome.token : null,
    userErrors: [],
  };
}
