import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AVATAR_LIMITS } from '@shop/validation';
import type { UserError } from '@/shared/forms/fieldErrors';
import { formRuleMessage } from '@/shared/forms/formRuleMessages';

/**
 * The staff screens' user errors by their stable code, in the store view's language (ARCHITECTURE: the API
 * sends the seed's English words and a code the client translates). The English catalogue holds the seed's
 * words (seed 001 §8).
 */

/** seed 001 §8 'Something went wrong ...': the API could not be reached or failed unexpectedly. */
export const SOMETHING_WENT_WRONG = msg`Er is iets misgegaan. Probeer het later opnieuw.`;

const { maxWidth, maxHeight } = AVATAR_LIMITS;

const USER_ERRORS: Record<string, MessageDescriptor> = {
  // Made in the browser: the API could not be reached, or a chosen file could not be read.
  UNEXPECTED: SOMETHING_WENT_WRONG,
  UNREADABLE_FILE: msg`Het bestand kon niet gelezen worden. Kies het opnieuw.`,
  // seed 001 §5, §8: duplicates are refused
  CLASS_NAME_TAKEN: msg`Er bestaat al een klas met deze naam.`,
  STUDENT_NAME_TAKEN: msg`Er bestaat al een leerling met deze naam.`,
  STUDENTS_EXIST: msg`Sommige van de opgeladen leerlingen bestaan al.`,
  TEACHER_EMAIL_TAKEN: msg`Er bestaat al een leerkracht met dit e-mailadres.`,
  // seed 001 §8 bulk import (@shop/validation BULK_IMPORT_MESSAGES)
  BULK_ROW_ERRORS: msg`Het bestand kon niet verwerkt worden. Verbeter de fouten hieronder.`,
  BULK_FORMAT: msg`Het formaat van het opgeladen bestand klopt niet. Volg het sjabloon dat we aanbieden.`,
  BULK_TOO_MANY_RECORDS: msg`Maximaal 100 records per import`,
  BULK_ENCODING: msg`Het bestand is niet in UTF-8 bewaard. Bewaar het als CSV UTF-8 en probeer opnieuw.`,
  BULK_EMPTY: msg`Het opgeladen bestand bevat geen records.`,
  BULK_NOT_PROCESSED: msg`Niet alle regels van het bestand konden verwerkt worden...`,
  // seed 001 §5 form rules of the reading programme's own (@shop/validation READING_FORM_MESSAGES)
  NAME_NOT_LETTERS: msg`Alleen letters en spaties zijn toegestaan.`,
  INVALID_GRADE: msg`Het leerjaar moet 1 tot 13 of kleuterklas 1 tot 4 zijn.`,
  INVALID_ACCOUNT_TYPE: msg`Het soort account moet een van deze zijn: kleuteronderwijs, lager onderwijs, secundair onderwijs, leerkracht in opleiding, docent.`,
  // seed 001 §8 clubs and files
  FILE_TOO_LARGE: msg`Het bestand is te groot`,
  // seed 001 §5 'Image maximum width and height in px' (@shop/validation AVATAR_MESSAGES)
  IMAGE_NOT_ALLOWED: msg`De afbeelding moet een JPEG of PNG zijn.`,
  IMAGE_TOO_LARGE: msg`De afbeelding mag maximaal ${maxWidth} × ${maxHeight} px groot zijn.`,
  // seed 001 §8 credits
  NOT_ENOUGH_CREDITS: msg`Niet genoeg credits`,
  CREDITS_EXPIRED: msg`De credits zijn verlopen`,
  // API.md choices where the seed is silent
  NO_PROPOSED_SCHOOL_CODE: msg`Er is geen voorgestelde schoolcode.`,
  CLASS_HAS_STUDENTS: msg`Een klas met leerlingen kan niet verwijderd worden.`,
  TEACHER_NOT_FOUND: msg`Leerkracht niet gevonden`,
};

/**
 * seed 001 §5: the row errors of a bulk file (@shop/validation BULK_ROW_MESSAGES), short words for a list
 * ('Row 4: missing firstname, missing lastname'); a row's broken form rule reads as in the forms.
 */
const ROW_ERRORS: Record<string, MessageDescriptor> = {
  MISSING_EMAIL: msg`e-mailadres ontbreekt`,
  INVALID_EMAIL: msg`ongeldig e-mailadres`,
  MISSING_FIRSTNAME: msg`voornaam ontbreekt`,
  MISSING_LASTNAME: msg`achternaam ontbreekt`,
  MISSING_COLUMNS: msg`er ontbreken kolommen`,
  MISSING_NAME: msg`naam ontbreekt`,
  MISSING_PASSWORD: msg`wachtwoord ontbreekt`,
  INVALID_ACCOUNT_TYPE: msg`ongeldig soort account`,
  // the same name or email twice in one file
  DUPLICATE_NAME: msg`deze naam staat er al`,
  DUPLICATE_EMAIL: msg`dit e-mailadres staat er al`,
};

/** An unexpected failure, as a user error, so forms show it where they show the API's refusals. */
export const UNEXPECTED_ERROR: UserError = { code: 'UNEXPECTED', message: 'Something went wrong ...' };

/**
 * A user error in the store view's language: the staff codes, then the shared form rules (seed 001 §5);
 * a code the shop does not know shows the server's own words.
 */
export function staffErrorText(i18n: I18n, error: Pick<UserError, 'code' | 'message'>): string {
  const known = USER_ERRORS[error.code];
  return known ? i18n._(known) : formRuleMessage(i18n, error);
}

/** A bulk file row's error in the store view's language. */
export function bulkRowErrorText(i18n: I18n, error: Pick<UserError, 'code' | 'message'>): string {
  const known = ROW_ERRORS[error.code];
  return known ? i18n._(known) : staffErrorText(i18n, error);
}
