import { ruleMessage } from '@shop/validation';
import { READING_FORM_MESSAGES, type ReadingFieldError } from '@shop/validation/readingForms';

/** An expected business outcome, shown to the user with the seed's English message (ARCHITECTURE: schema conventions). */
export interface UserError {
  code: string;
  message: string;
  field: string | null;
}

/** A form's broken rules (@shop/validation's reading forms, seed 001 §5) as userErrors, with the shop's messages. */
export function formUserErrors(errors: readonly ReadingFieldError[]): UserError[] {
  return errors.map((error) => ({
    code: error.code,
    message: ruleMessage(READING_FORM_MESSAGES, error),
    field: error.field,
  }));
}
