import { limitLogin, tooManyAttempts } from '@shop/service';
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
  },
  ...readingMutations,
  ...classMutations,
  ...studentMutations,
  ...teacherMutations,
  ...clubMutations,
};
