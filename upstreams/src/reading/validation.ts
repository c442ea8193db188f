import { z } from 'zod';
import { READING_ACCOUNT_TYPES } from '@shop/contracts';
import {
  emailRule,
  FORM_RULE_MESSAGES,
  isGrade,
  MAX_CHARS,
  maxCharsRule,
  normalizeGrade,
  passwordRule,
  ruleMessage,
  type LimitedField,
} from '@shop/validation';

/** Schemas of the request bodies (API.md), with the shop's form rules (seed 001 §5) where the seed has one. */

/** seed 001 §5 'A maximum of {chars} characters applies': the field's maximum, the shop's words. */
const within = (schema: z.ZodString, field: LimitedField) =>
  schema.refine(
    (value) => maxCharsRule(value, field) === null,
    ruleMessage(FORM_RULE_MESSAGES, { code: 'TOO_LONG', chars: MAX_CHARS[field] }),
  );
/** A text that must be given, within its field's maximum when it has one. */
export const text = (field?: LimitedField) => {
  const given = z.string().trim().min(1, 'is required');
  return field ? within(given, field) : given;
};
/** A text that may be empty, within its field's maximum. */
export const freeText = (field: LimitedField) => within(z.string().trim(), field);
export const email = () =>
  within(z.string().trim().toLowerCase(), 'email').refine(
    (value) => emailRule(value) === null,
    FORM_RULE_MESSAGES.INVALID_EMAIL,
  );
export const password = () =>
  z.string().refine((value) => passwordRule(value) === null, FORM_RULE_MESSAGES.PASSWORD_TOO_WEAK);
/** seed 001 §3: grades 1 to 13 plus kindergarten 1 to 4. */
export const grade = () =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .refine(isGrade, 'must be 1 to 13 or K1 to K4')
    .transform((value) => normalizeGrade(value) ?? value);
export const id = () => z.coerce.number().int().positive();
export const accountType = () => z.enum(READING_ACCOUNT_TYPES);
export const staffRole = () => z.enum(['Teacher', 'Director']);
export const memberRole = () => z.enum(['admin', 'member']);
export const skus = () => z.array(text());
