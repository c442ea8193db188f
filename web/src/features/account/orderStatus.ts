import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Magento's order statuses, which the platform answers as codes, in the store view's language. */
const ORDER_STATUSES: Record<string, MessageDescriptor> = {
  pending: msg`In behandeling`,
  pending_payment: msg`Wacht op betaling`,
  payment_review: msg`Betaling wordt nagekeken`,
  processing: msg`Wordt verwerkt`,
  holded: msg`Tegengehouden`,
  complete: msg`Verzonden`,
  closed: msg`Terugbetaald`,
  canceled: msg`Geannuleerd`,
};

/** An order's status for a person; a status the shop does not know keeps the platform's code. */
export function orderStatusText(i18n: I18n, status: string): string {
  const known = ORDER_STATUSES[status];
  return known ? i18n._(known) : status;
}
