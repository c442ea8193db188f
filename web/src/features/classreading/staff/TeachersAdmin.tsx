import { useApolloClient } from '@apollo/client';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserError } from '@/shared/forms/fieldErrors';
import { Alert } from '@/shared/ui/Alert';
import { BulkImport, type BulkImportOutcome } from './BulkImport';
import { useCreateReadingTeacherMutation } from './CreateReadingTeacher.generated';
import { useDeleteReadingTeacherMutation } from './DeleteReadingTeacher.generated';
import type { TeacherFormValues } from './TeacherForm';
import { useImportReadingTeachersMutation } from './ImportReadingTeachers.generated';
import { TeachersList } from './TeachersList';
import {
  TeachersAdminDocument,
  useTeachersAdminQuery,
  type TeachersAdmin_TeacherFragment,
} from './TeachersAdmin.generated';
import { useUpdateReadingTeacherMutation } from './UpdateReadingTeacher.generated';
import styles from './StaffForms.module.css';
import { answered } from './mutationPayload';
import { StaffListPending } from './StaffList';

/**
 * seed 001 §2 teachers list and bulk import of teachers (klaslezen/leerkrachten): the school's teachers; a
 * director adds, edits, removes and imports them (seed 001 §6: the school administrator handles teachers).
 */
export function TeachersAdmin() {
  const client = useApolloClient();
  const { data, loading, error } = useTeachersAdminQuery();
  const [create] = useCreateReadingTeacherMutation();
  const [update] = useUpdateReadingTeacherMutation();
  const [remove] = useDeleteReadingTeacherMutation();
  const [importTeachers] = useImportReadingTeachersMutation();
  const [invited, setInvited] = useState<{ name: string; invitation: string } | null>(null);

  const changeList = (
    change: (teachers: readonly TeachersAdmin_TeacherFragment[]) => TeachersAdmin_TeacherFragment[],
  ) =>
    client.cache.updateQuery({ query: TeachersAdminDocument }, (before) =>
      before ? { ...before, teachers: change(before.teachers) } : before,
    );

  const heading = (
    <h1>
      <Trans>Leerkrachten</Trans>
    </h1>
  );
  if (!data) {
    return loading || error ? (
      <StaffListPending heading={heading} loading={loading} rows={3} rowHeight="3rem" />
    ) : null;
  }

  const may = (operation: string) => data.readingMe?.allowedOperations.includes(operation) ?? false;

  const add = async (values: TeacherFormValues): Promise<readonly UserError[]> => {
    const payload = answered(
      (await create({ variables: { input: { ...values, role: 'TEACHER' } } })).data?.createReadingTeacher,
      'createReadingTeacher',
    );
    const teacher = payload.teacher;
    if (teacher) {
      changeList((teachers) => [...teachers, teacher]);
      // The one-time code of the create-password page, for the director to pass on.
      const invitation = teacher.invitation;
      if (invitation) setInvited({ name: `${teacher.firstname} ${teacher.lastname}`, invitation });
    }
    return payload.userErrors;
  };

  const edit = async (id: string, values: TeacherFormValues) =>
    answered(
      (await update({ variables: { input: { id, ...values } } })).data?.updateReadingTeacher,
      'updateReadingTeacher',
    ).userErrors;

  const deleteTeacher = async (id: string) => {
    const payload = answered(
      (await remove({ variables: { id } })).data?.deleteReadingTeacher,
      'deleteReadingTeacher',
    );
    if (payload.deletedId) changeList((teachers) => teachers.filter((teacher) => teacher.id !== id));
    return payload.userErrors;
  };

  const bulkImport = async (csv: string): Promise<BulkImportOutcome> => {
    const payload = answered(
      (await importTeachers({ variables: { file: { content: csv, encoding: 'TEXT' } } })).data
        ?.importReadingTeachers,
      'importReadingTeachers',
    );
    if (payload.userErrors.length > 0 || payload.rowErrors.length > 0) {
      return { kind: 'refused', errors: payload.userErrors, rowErrors: payload.rowErrors };
    }
    changeList((teachers) => [...teachers, ...payload.teachers]);
    return { kind: 'success', imported: payload.teachers.length };
  };

  return (
    <div className={styles.form} data-testid="teachers-page">
      {heading}
      {invited && <Invited {...invited} />}
      <TeachersList
        teachers={data.teachers}
        meId={data.readingMe?.id}
        onAdd={may('createReadingTeacher') ? add : undefined}
        onEdit={(teacher, values) => edit(teacher.id, values)}
        onDelete={may('deleteReadingTeacher') ? (teacher) => deleteTeacher(teacher.id) : undefined}
        // A director changes every teacher, a teacher only their own record (API.md).
        canEdit={(teacher) => may('createReadingTeacher') || teacher.id === data.readingMe?.id}
      />
      {may('importReadingTeachers') && <BulkImport kind="teachers" onImport={bulkImport} />}
    </div>
  );
}

function Invited({ name, invitation }: { name: string; invitation: string }) {
  return (
    <Alert tone="success">
      <p>
        <Trans>
          {name} is toegevoegd. Met deze uitnodigingscode kiest {name} een wachtwoord:{' '}
          <strong>{invitation}</strong>
        </Trans>
      </p>
    </Alert>
  );
}
