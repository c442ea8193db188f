import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * seed 000 §4 Variant selection outcomes, by the API's code, in the store view's language; null for codes
 * the page does not show (the API's English message is for partners).
 */
export function variantMessage(i18n: I18n, code: string): string | null {
  switch (code) {
    case 'NO_SUCH_CONFIGURATION':
      return i18n._(
        msg`Deze combinatie bestaat niet voor dit product. Kies een andere combinatie van kenmerken.`,
      );
    case 'NO_AVAILABLE_VARIANTS':
      return i18n._(msg`Geen beschikbare varianten van dit product`);
    default:
      return null;
  }
}
