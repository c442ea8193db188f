import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContentKind } from '@/shared/graphql/types.generated';

/** What kind of page a content search hit is, as the search panel and the results page say it. */
export const CONTENT_KIND_LABELS: Record<ContentKind, MessageDescriptor> = {
  AUTHOR: msg`Auteur of illustrator`,
  NEWS: msg`Nieuws`,
  EDUCATIONAL_MATERIAL: msg`Lesmateriaal`,
  PAGE: msg`Pagina`,
};
