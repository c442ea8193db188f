import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { paths, useStoreView } from '@/shared/storeView';
import { Dialog } from '@/shared/ui/Dialog';
import { Link } from '@/shared/ui/Link';
import { LoadError } from '@/shared/ui/StatusMessages';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { ClassForm } from './ClassForm';
import { useCreateReadingClassMutation } from './CreateReadingClass.generated';
import { CreditsPanel } from './CreditsPanel';
import { gradeLabel } from './grades';
import { SchoolCodeSection } from './SchoolCodeSection';
import { answered } from './mutationPayload';
import { StaffListHeader, StaffRows } from './StaffList';
import { TeacherDashboardDocument, useTeacherDashboardQuery } from './TeacherDashboard.generated';
import styles from './StaffForms.module.css';

export interface TeacherDashboardProps {
  /**
   * The address of a class's page. By default the class's reading list (seed 001 §2: a reading list is
   * readinglists/{list} under the reading lists path), where ClassPage shows it.
   */
  classPath?(classId: string): string;
}

/**
 * seed 001 §2 classreading home for a teacher or director: the classes they teach (a director: every class),
 * the school's credits (seed 001 §3 School: credits remaining, credits expired), a new class, and for a
 * director the school code (seed 001 §6: the director gets and sets the school code).
 */
export function TeacherDashboard({ classPath }: TeacherDashboardProps) {
  const { i18n } = useLingui();
  const { code } = useStoreView();
  const pathOf = classPath ?? ((classId: string) => paths.readingList(code, classId));
  const { data, loading, error } = useTeacherDashboardQuery();
  const [creating, setCreating] = useState(false);
  const [createClass] = useCreateReadingClassMutation();

  if (!data) {
    if (loading) return <DashboardSkeleton />;
    return error ? <LoadError /> : null;
  }
  const { readingMe: me, readingClasses: classes, readingCredits: credits } = data;
  const may = (operation: string) => me?.allowedOperations.includes(operation) ?? false;
  const firstname = me?.firstname ?? '';

  return (
    <div className={styles.form} data-testid="teacher-dashboard">
      <h1>{firstname ? <Trans>Welkom, {firstname}</Trans> : <Trans>Klaslezen</Trans>}</h1>
      <section aria-labelledby="classes-heading" className={styles.form}>
        <StaffListHeader
          heading={
            <h2 id="classes-heading">
              <Trans>Mijn klassen</Trans>
            </h2>
          }
          addLabel={<Trans>Klas toevoegen</Trans>}
          onAdd={may('createReadingClass') ? () => setCreating(true) : undefined}
        />
        <StaffRows rows={classes} empty={<Trans>Je hebt nog geen klassen.</Trans>}>
          {(readingClass) => (
            <li className={styles.row} data-testid="class">
              <span className={styles.rowText}>
                <Link to={pathOf(readingClass.id)}>{readingClass.name}</Link>
                <span className={styles.muted}>
                  {[
                    gradeLabel(i18n, readingClass.grade),
                    readingClass.teacher &&
                      `${readingClass.teacher.firstname} ${readingClass.teacher.lastname}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </li>
          )}
        </StaffRows>
      </section>
      <CreditsPanel credits={credits} />
      {may('schoolCode') && <SchoolCodeSection />}
      <Dialog open={creating} onClose={() => setCreating(false)} title={<Trans>Klas toevoegen</Trans>}>
        <ClassForm
          submitLabel={<Trans>Toevoegen</Trans>}
          onCancel={() => setCreating(false)}
          onSubmit={async (values) => {
            const { data: answer } = await createClass({
              // A teacher becomes the class's teacher; a director names themselves (API.md: teacherId).
              variables: { input: { ...values, teacherId: me?.id ?? null } },
              update: (cache, { data: created }) => {
                const readingClass = created?.createReadingClass.readingClass;
                if (!readingClass) return;
                cache.updateQuery({ query: TeacherDashboardDocument }, (before) =>
                  before ? { ...before, readingClasses: [...before.readingClasses, readingClass] } : before,
                );
              },
            });
            const payload = answered(answer?.createReadingClass, 'createReadingClass');
            if (payload.userErrors.length === 0) setCreating(false);
            return payload.userErrors;
          }}
        />
      </Dialog>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <LoadingRegion>
      <Skeleton width="min(20rem, 80%)" height="2.25rem" />
      <Skeleton width="100%" height="3rem" shape="block" />
      <Skeleton width="100%" height="3rem" shape="block" />
      <Skeleton width="60%" />
    </LoadingRegion>
  );
}
