import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { collect, requiredRule } from '@shop/validation';
import { fromRuleErrors, fromUserErrors, hasErrors } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { withRetryAfter } from '@/shared/forms/tooManyAttempts';
import type { UserError } from '@/shared/forms/fieldErrors';
import { useFormErrors } from '@/shared/forms/useFormErrors';
import { Field, Select, TextInput } from '@/shared/ui/Field';
import { PasswordField } from '@/shared/forms/PersonFields';
import { usePupilLoginMutation, type PupilLoginMutation } from './PupilLogin.generated';
import { pupilErrorText, UNEXPECTED_ERROR } from './pupilMessages';
import type { FoundSchool } from './SchoolIdForm';
import styles from './Classreading.module.css';
import { FormActions } from '@/shared/forms/FormActions';

const FIELDS = ['classId', 'name', 'password'] as const;

export type PupilUser = NonNullable<PupilLoginMutation['pupilLogin']['user']>;

/**
 * The pupil login's second step (seed 001 §5): the class of the school found in the first step, the name and
 * the password. A refusal ('Invalid credentials', seed 001 §8) shows above the form; the password is emptied
 * so the pupil types it again.
 */
export function PupilCredentialsForm({
  school,
  onLoggedIn,
}: {
  school: FoundSchool;
  onLoggedIn(user: PupilUser): void;
}) {
  const { t } = useLingui();
  const [logIn, { loading }] = usePupilLoginMutation();
  const { formRef, setErrors, clearErrors, fieldError, generalErrors } = useFormErrors(pupilErrorText);
  const [classId, setClassId] = useState(school.classes.length === 1 ? (school.classes[0]?.id ?? '') : '');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  // The step before was the school id: the pupil goes on with the class.
  useEffect(() => formRef.current?.querySelector('select')?.focus(), [formRef]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ruleErrors = fromRuleErrors(
      collect({ classId: requiredRule(classId), name: requiredRule(name), password: requiredRule(password) }),
    );
    if (hasErrors(ruleErrors)) return setErrors(ruleErrors);
    clearErrors();
    try {
      const { data } = await logIn({
        variables: { input: { schoolId: school.schoolId, classId, name: name.trim(), password } },
      });
      const payload = data?.pupilLogin;
      if (payload?.user) return onLoggedIn(payload.user);
      setPassword('');
      const userErrors = withRetryAfter<UserError>(
        payload?.userErrors ?? [UNEXPECTED_ERROR],
        payload?.retryAfterSeconds,
      );
      setErrors(fromUserErrors(userErrors, FIELDS));
    } catch {
      setErrors(fromUserErrors([UNEXPECTED_ERROR]));
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label={t`Inloggen`}>
      <FormErrorSummary errors={generalErrors} />
      <Field label={<Trans>Klas</Trans>} required error={fieldError('classId')}>
        <Select name="classId" value={classId} onChange={(event) => setClassId(event.target.value)}>
          <option value="">{t`Kies je klas`}</option>
          {school.classes.map((schoolClass) => (
            <option key={schoolClass.id} value={schoolClass.id}>
              {schoolClass.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={<Trans>Naam</Trans>} required error={fieldError('name')}>
        <TextInput
          name="name"
          autoComplete="username"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <PasswordField value={password} onChange={setPassword} error={fieldError('password')} />
      <FormActions submitLabel={<Trans>Inloggen</Trans>} busy={loading} />
    </form>
  );
}
