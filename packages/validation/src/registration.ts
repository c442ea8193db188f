import {
  emailRule,
  nameRule,
  passwordRule,
  privacyPolicyRule,
  repeatedPasswordRule,
  type FormRuleCode,
} from './formRules';

/** A broken rule of one field of a form. */
export interface FieldError {
  field: string;
  code: FormRuleCode;
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
    firstname: nameRule(form.firstname),
    lastname: nameRule(form.lastname),
    email: emailRule(form.email),
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
    firstname: nameRule(profile.firstname),
    lastname: nameRule(profile.lastname),
    email: emailRule(profile.email),
  });
}

/** The broken rules of a form, field by field in the order given: every rule that answered a code. */
export function collect<Code extends string>(
  rules: Record<string, Code | null>,
): { field: string; code: Code }[] {
  return Object.entries(rules).flatMap(([field, code]) => (code ? [{ field, code }] : []));
}
