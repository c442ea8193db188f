import { checkLoginForm, loginOutcome } from '../domain/login';
import type { MutationResolvers } from '../generated/graphql';

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
};
