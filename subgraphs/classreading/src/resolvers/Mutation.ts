import { checkLoginForm, loginOutcome } from '../domain/login';
import type { MutationResolvers } from '../generated/graphql';
import { classMutations } from './mutations/classes';
import { clubMutations } from './mutations/clubs';
import { readingMutations } from './mutations/reading';
import { studentMutations } from './mutations/students';
import { teacherMutations } from './mutations/teachers';

export const Mutation: MutationResolvers = {
  pupilLogin: async (_parent, { input }, { readingProgramme, sessionTransport }) => {
    const checked = checkLoginForm(input);
    if (checked.userErrors) return { user: null, token: null, userErrors: checked.userErrors };
    const outcome = loginOutcome(await readingProgramme.login(checked.credentials));
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
