import type { Params } from 'react-router-dom';
import type { ReadingClubPageQueryVariables } from './ReadingClubPage.generated';

/**
 * The variables of a reading club's page (ReadingClubPage) from its route's `:club`: the server's render asks
 * the club with them before it renders, and the club's screen with the same, so it finds the answer cached.
 */
export function readingClubPageVariables(params: Params<string>): ReadingClubPageQueryVariables {
  return { id: params.club ?? '' };
}
