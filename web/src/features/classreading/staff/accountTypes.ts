import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReadingAccountType } from '@shop/contracts';

/** seed 001 §3 Teacher account types, in the store view's language. */
const ACCOUNT_TYPE_LABELS: Record<ReadingAccountType, MessageDescriptor> = {
  kindergarten: msg`Kleuteronderwijs`,
  'elementary school': msg`Lager onderwijs`,
  'high school': msg`Secundair onderwijs`,
  'teacher in training': msg`Leerkracht in opleiding`,
  professor: msg`Docent`,
};

export function accountTypeLabel(i18n: I18n, type: string): string {
  const label = ACCOUNT_TYPE_LABELS[type as ReadingAccountType] as MessageDescriptor | undefined;
  return label ? i18n._(label) : type;
}
