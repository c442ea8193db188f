import {
  emailRule,
  fullNameRule,
  nameRule,
  passwordRule,
  privacyPolicyRule,
  repeatedPasswordRule,
  within,
  type FormRuleCode,
  type RuleAnswer,
  type TooLong,
} from './formRules';

/** A broken rule of one field of a form; `chars` is the maximum a TOO_LONG names. */
export interface FieldError {
  field: string;
  code: FormRuleCode;
  chars?: number;
}

/**
 * A person's names (seed 000 §5, seed 001 §5): each at most 50 characters and at least 2 letters, and both
 * together at most the full name's maximum (that error is the last name's, where the full name ends).
 */
export function personNameRules(form: { firstname: string; lastname: string }): Record<string, RuleAnswer> {
  const firstname = within('name', form.firstname, nameRule);
  const lastname = within('name', form.lastname, nameRule);
  return {
    firstname,
    lastname: lastname ?? (firstname ? null : fullNameRule(form.firstname, form.lastname)),
  };
}

export interface RegistrationForm {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  acceptPrivacyPolicy: boolean;
}

/** Every broken rule of the registration form (seed 000 §5), in the order of the form's fields. */
export function registrationErrors(form: RegistrationForm): FieldError[] {
  return collect({
    ...personNameRules(form),
    email: within('email', form.email, emailRule),
    password: passwordRule(form.password),
    passwordConfirmation: repeatedPasswordRule(form.password, form.passwordConfirmation),
    acceptPrivacyPolicy: privacyPolicyRule(form.acceptPrivacyPolicy),
  });
}

/** Every broken rule of a new password repeated (change password, create password). */
export function newPasswordErrors(password: string, confirmation: string): FieldError[] {
  return collect({
    newPassword: passwordRule(password),
    newPasswordConfirmation: repeatedPasswordRule(password, confirmation),
  });
}

/** Every broken rule of the profile form: only names and email change (seed 000 §3, §6). */
export function profileErrors(profile: { firstname: string; lastname: string; email: string }): FieldError[] {
  return collect({
    ...personNameRules(profile),
    email: within('email', profile.email, emailRule),
  });
}

/** The broken rules of a form, field by field in the order given: every rule that answered a code. */
export function collect<Code extends string>(
  rules: Record<string, RuleAnswer<Code>>,
): { field: string; code: Code | TooLong['code']; chars?: number }[] {
  return Object.entries(rules).flatMap(
    ([field, answer]): { field: string; code: Code | TooLong['code']; chars?: number }[] => {
      if (!answer) return [];
      return typeof answer === 'string' ? [{ field, code: answer }] : [{ field, ...answer }];
    },
  );
}
