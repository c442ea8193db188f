import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** seed 001 §2, §8 'You need to be logged in to see this page'. */
export const LOGIN_REQUIRED = msg`Je moet ingelogd zijn om deze pagina te zien`;
/** seed 001 §8 "'You're logged out' is shown on logout unless silent". */
export const LOGGED_OUT = msg`Je bent uitgelogd`;
/** seed 001 §8 'Something went wrong ...'. */
export const SOMETHING_WENT_WRONG = msg`Er is iets misgegaan ...`;

/** The roles of seed 001 §6 in the store view's language. */
export const ROLE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  Student: msg`Leerling`,
  'Club president': msg`Voorzitter van een leesclub`,
  Teacher: msg`Leerkracht`,
  Director: msg`Directeur`,
};

export function roleName(i18n: I18n, role: string): string {
  const known = ROLE_NAMES[role];
  return known ? i18n._(known) : role;
}
