import { Fragment } from 'react';
import { Link } from '@/shared/ui/Link';
import type { ContributorNames_ContributorFragment } from './ContributorNames.generated';

/**
 * The names of a product's authors or illustrators, each a link to their page when the authors directory has
 * one (a name it does not hold stays plain text, so no link leads to a missing page); null without names.
 */
export function ContributorNames({
  contributors,
}: {
  contributors: readonly ContributorNames_ContributorFragment[];
}) {
  if (!contributors.length) return null;
  return (
    <>
      {contributors.map((contributor, index) => (
        <Fragment key={contributor.name}>
          {index > 0 && ', '}
          {contributor.author ? (
            <Link to={contributor.author.path}>{contributor.name}</Link>
          ) : (
            contributor.name
          )}
        </Fragment>
      ))}
    </>
  );
}
