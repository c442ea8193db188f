import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SiteWords } from './pageHead';

const NOT_FOUND_TITLE = msg`Pagina niet gevonden`;
const ERROR_TITLE = msg`Er is iets misgegaan`;
const SITE_DESCRIPTION = msg`Kinderboeken en jeugdboeken van uitgeverij Clavis.`;

/** The shop's own words for the head of a page, in the language of `i18n` (the page's store view). */
export function siteWordsOf(i18n: I18n): SiteWords {
  return {
    notFoundTitle: i18n._(NOT_FOUND_TITLE),
    errorTitle: i18n._(ERROR_TITLE),
    description: i18n._(SITE_DESCRIPTION),
  };
}
