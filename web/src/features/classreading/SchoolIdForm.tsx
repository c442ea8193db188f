import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { collect, requiredRule } from '@shop/validation';
import { fromRuleErrors, fromUserErrors, hasErrors } from '@/shared/forms/fieldErrors';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { withRetryAfter } from '@/shared/forms/tooManyAttempts';
import { useFormErrors } from '@/shared/forms/useFormErrors';
import { Field, TextInput } from '@/shared/ui/Field';
import { pupilErrorText, UNEXPECTED_ERROR } from './pupilMessages';
import { SchoolIdExplained } from './schoolIdentifiers';
import { useSchoolClassesLazyQuery, type SchoolClassesQuery } from './SchoolClasses.generated';
import styles from './Classreading.module.css';
import { FormActions } from '@/shared/forms/FormActions';

export type SchoolClass = SchoolClassesQuery['schoolClasses']['classes'][number];

/** A school as the reading programme knows it, with the classes a pupil chooses from. */
export interface FoundSchool {
  schoolId: string;
  classes: readonly SchoolClass[];
}

/**
 * The pupil login's first step (seed 001 §5): the school id, checked by the reading programme through the
 * class lookup. 'not a valid school id' (not ten digits nor 11AA11) and 'Unable to find this school' (no
 * classes) come back as the lookup's userErrors and show under the field.
 */
export function SchoolIdForm({
  initialSchoolId,
  onFound,
}: {
  initialSchoolId: string;
  onFound(school: FoundSchool): void;
}) {
  const { t } = useLingui();
  const [lookUp, { loading }] = useSchoolClassesLazyQuery({ fetchPolicy: 'network-only' });
  const { formRef, setErrors, clearErrors, fieldError, generalErrors } = useFormErrors(pupilErrorText);
  const [schoolId, setSchoolId] = useState(initialSchoolId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ruleErrors = fromRuleErrors(collect({ schoolId: requiredRule(schoolId) }));
    if (hasErrors(ruleErrors)) return setErrors(ruleErrors);
    clearErrors();
    const { data, error } = await lookUp({ variables: { schoolId: schoolId.trim() } });
    const payload = data?.schoolClasses;
    if (!payload || error) return setErrors(fromUserErrors([UNEXPECTED_ERROR]));
    if (payload.userErrors.length > 0 || !payload.schoolId) {
      return setErrors(
        fromUserErrors(withRetryAfter(payload.userErrors, payload.retryAfterSeconds), ['schoolId']),
      );
    }
    onFound({ schoolId: payload.schoolId, classes: payload.classes });
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label={t`Je school`}>
      <FormErrorSummary errors={generalErrors} />
      <Field
        label={<Trans>School-id</Trans>}
        hint={<SchoolIdExplained />}
        required
        error={fieldError('schoolId')}
      >
        <TextInput
          name="schoolId"
          inputMode="text"
          autoComplete="off"
          value={schoolId}
          onChange={(event) => setSchoolId(event.target.value)}
        />
      </Field>
      <FormActions submitLabel={<Trans>Volgende</Trans>} busy={loading} />
    </form>
  );
}
