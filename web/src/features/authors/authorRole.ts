import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuthorRole } from '@/shared/graphql/types.generated';

/** What an author does, as the directory and their page say it. */
export const AUTHOR_ROLE_LABELS: Record<AuthorRole, MessageDescriptor> = {
  AUTHOR: msg`Auteur`,
  ILLUSTRATOR: msg`Illustrator`,
  AUTHOR_ILLUSTRATOR: msg`Auteur en illustrator`,
};
