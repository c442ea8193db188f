import type { TypePolicies } from '@apollo/client';
import { appendingListPolicy } from '@/shared/graphql/cachePolicies';

/** The news overview's page: ten items, then 'more news' appends the next ten. */
export const NEWS_PAGE_SIZE = 10;

/** The overview's first page, as the server's render and the screen ask it. */
export function newsOverviewVariables(offset = 0) {
  return { first: NEWS_PAGE_SIZE, offset };
}

/** 'More news' appends its page to the one list of the overview. */
export const newsTypePolicies: TypePolicies = {
  Query: {
    fields: {
      news: appendingListPolicy(false, (args) => (typeof args?.offset === 'number' ? args.offset : 0)),
    },
  },
};
