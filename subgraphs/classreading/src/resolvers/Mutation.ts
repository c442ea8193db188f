import { tooManyAttempts } from '@shop/service';
import { checkLoginForm, loginOutcome } from '../domain/login';
import type { MutationResolvers } from '../generated/graphql';
import { classMutations } from './mutations/classes';
import { clubMutations } from './mutations/clubs';
import { readingMutations } from './mutations/reading';
import { studentMutations } from './mutations/students';
import { teacherMutations } from './mutations/teachers';

export const Mutation: MutationResolvers = {
  pupilLogin: async (
    _parent,
    { input },
    { readingProgramme, sessionTransport, loginLimiter, clientAddress },
  ) => {
    const checked = checkLoginForm(input);
    if (checked.userErrors) return { user: null, token: null, userErrors: checked.userErrors };
    // Issue 18 item 7: per pupil (school + class + name) and per client address.
    const { schoolId, classId, name } = checked.credentials;
    const attempt = { login: 'pupil', account: `${schoolId}|${classId}|${name}`, clientAddress };
    const wait = await loginLimiter.waitSeconds(attempt);
    if (wait > 0)
      return { user: null, token: null, userErrors: [tooManyAttempts(wait)], retryAfterSeconds: wait };
    const outcome = loginOutcome(await readingProgramme.login(checked.credentials));
    if (outcome.userError) {
      // Only a wrong password counts; an unreachable programme answers an error before this.
      if (outcome.userError.code === 'INVALID_CREDENTIALS') await loginLimiter.failed(attempt);
      return { user: null, token: null, userErrors: [outcome.userError] };
    }
    await loginLimiter.succeeded(attempt);
    // The session itself travels in X-Reading-Session (server.ts); the body carries it for API clients only.
    return {
      user: outcome.user,
      token: sessionTransport === 'bearer' ? outcome.token : null,
      userErrors: [],
    };
  },
  ...readingMutations,
  ...classMutations,
  ...studentMutations,
  ...teacherMutations,
  ...clubMutations,
};
