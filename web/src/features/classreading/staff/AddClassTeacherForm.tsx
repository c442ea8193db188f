import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { collect, requiredRule, type FormRuleCode } from '@shop/validation';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field, Select } from '@/shared/ui/Field';
import { LoadError } from '@/shared/ui/StatusMessages';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { useClassTeacherChoicesQuery } from './ClassTeacherChoices.generated';
import { useStaffForm, type StaffSubmit } from './useStaffForm';
import { FormActions } from '@/shared/forms/FormActions';
import styles from './StaffForms.module.css';

export interface AddClassTeacherFormProps {
  /** The teachers the class has already: they are not offered again. */
  onClass: readonly string[];
  /** Adds the chosen teacher to the class; answers the programme's userErrors. */
  onSubmit: StaffSubmit<string>;
  onCancel(): void;
}

// seed 001 §5 'A field is required': a teacher is chosen before anything is sent.
const teacherChosen = (teacherId: string) => collect<FormRuleCode>({ teacherId: requiredRule(teacherId) });

/**
 * A co-teacher for a class (seed 001 §6 'adding and removing teachers'; API.md: PUT /classes/{id} add_teachers),
 * chosen from the school's teachers (GET /teachers) who do not teach the class yet. A director sees every class
 * already, so only teachers are offered.
 */
export function AddClassTeacherForm({ onClass, onSubmit, onCancel }: AddClassTeacherFormProps) {
  const { t } = useLingui();
  const { data, loading, error } = useClassTeacherChoicesQuery({ fetchPolicy: 'cache-and-network' });
  const [teacherId, setTeacherId] = useState('');
  const { formRef, fieldError, generalErrors, busy, submit } = useStaffForm(
    ['teacherId'],
    teacherChosen,
    onSubmit,
  );

  if (!data) {
    if (loading)
      return (
        <LoadingRegion>
          <Skeleton width="8rem" />
          <Skeleton width="100%" height="2.75rem" shape="block" />
        </LoadingRegion>
      );
    return error ? <LoadError /> : null;
  }
  const choices = data.teachers.filter(
    (teacher) => teacher.role === 'Teacher' && !onClass.includes(teacher.id),
  );
  if (choices.length === 0)
    return (
      <EmptyState role="status" action={<Button onClick={onCancel}>{t`Sluiten`}</Button>}>
        <p>
          <Trans>Alle leerkrachten van je school geven al les in deze klas.</Trans>
        </p>
      </EmptyState>
    );

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t`Leerkracht van de klas`}
      onSubmit={(event) => void submit(event, teacherId)}
    >
      <FormErrorSummary errors={generalErrors} />
      <Field label={<Trans>Leerkracht</Trans>} required error={fieldError('teacherId')}>
        <Select
          name="teacherId"
          data-autofocus
          value={teacherId}
          onChange={(event) => setTeacherId(event.target.value)}
        >
          <option value="">{t`Kies een leerkracht`}</option>
          {choices.map((teacher) => (
            <option key={teacher.id} value={teacher.id}>
              {[teacher.title, teacher.firstname, teacher.lastname].filter(Boolean).join(' ')}
            </option>
          ))}
        </Select>
      </Field>
      <FormActions submitLabel={<Trans>Toevoegen</Trans>} busy={busy} onCancel={onCancel} />
    </form>
  );
}
