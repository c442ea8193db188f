/**
 * seed 001 §5: 'A maximum of {chars} characters applies, and a maximum of {chars} characters between first and
 * last name.' The seed leaves the numbers open; these are the shop's, one per kind of field it stores, and
 * every layer reads them here: the web's inputs (maxLength and the rule's message), the subgraphs' userErrors,
 * the stand-ins' 400s and the schema's field descriptions ('At most N characters.').
 */
export const MAX_CHARS = {
  /** A first or a last name. */
  name: 50,
  /** First and last name together, as one line of a shipping label or an invoice prints them. */
  fullName: 80,
  /** A pupil's name (one field: first and last name in one, so the full name's limit). */
  pupilName: 80,
  /** RFC 5321: the longest address a mail server takes. */
  email: 254,
  street: 100,
  apartmentNumber: 10,
  addition: 20,
  city: 50,
  postcode: 10,
  telephone: 20,
  company: 100,
  taxId: 20,
  schoolCode: 20,
  /** The number of pupils of a school: six digits are more than any school has. */
  amountOfStudents: 6,
  className: 40,
  clubName: 60,
  clubDescription: 500,
  /** A teacher's title ('Juf', 'Meester', 'Mevr.'). */
  title: 20,
  screenname: 30,
  /** A review (seed 000 §7 'Reviews'): the name shown with it, its title and its text. */
  reviewNickname: 30,
  reviewTitle: 100,
  reviewDetail: 2000,
} as const;

export type LimitedField = keyof typeof MAX_CHARS;

/** Characters as a person counts them (code points, not UTF-16 units): 'Zoë' has three, an emoji one. */
export function charCount(value: string): number {
  return [...value].length;
}

/**
 * seed 001 §5 'Image maximum width and height in px; file maximum size in kB or MB.' A reading club's avatar:
 * the reading programme keeps it as a data URL, so a small picture, which the club's page shows small.
 */
export const AVATAR_LIMITS = {
  types: ['image/jpeg', 'image/png'],
  maxBytes: 512 * 1024,
  maxWidth: 512,
  maxHeight: 512,
} as const;
