import { Trans, useLingui } from '@lingui/react/macro';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths } from '@/shared/storeView';
import { LoadedList } from '@/shared/ui/StatusMessages';
import { isPupil } from '../domain/readingSessionCheck';
import { useReadingUser } from '../frame/readingUser';
import { TeachersAdmin } from '../staff/TeachersAdmin';
import { useMyTeachersQuery } from './MyTeachers.generated';
import styles from '../home/Home.module.css';

interface Person {
  id: string;
  name: string;
}

/**
 * seed 001 §2 teachers: teachers and directors manage the school's teachers list (seed 001 §2 'teachers list');
 * a pupil, who may not see that list, sees the teachers of their class.
 */
export function ClassreadingTeachersPage() {
  const { t } = useLingui();
  const user = useReadingUser();
  return (
    <section className={styles.page}>
      <EveryStorePageMeta name={t`Leerkrachten`} pathIn={paths.classreadingTeachers} />
      {isPupil(user.role) ? <MyTeachers /> : <TeachersAdmin />}
    </section>
  );
}

function MyTeachers() {
  const { data, loading } = useMyTeachersQuery({ fetchPolicy: 'cache-and-network' });
  const people: Person[] = (data?.myClass?.administrators ?? []).map((teacher) => ({
    id: teacher.id,
    name: `${teacher.firstname} ${teacher.lastname}`,
  }));

  return (
    <>
      <h1>
        <Trans>Mijn leerkrachten</Trans>
      </h1>
      <LoadedList
        loading={!data && loading}
        failed={!data}
        empty={people.length === 0}
        emptyMessage={<Trans>Er zijn nog geen leerkrachten.</Trans>}
        rowHeight="3.5rem"
      >
        <ul className={styles.cards}>
          {people.map((person) => (
            <li key={person.id} data-testid="teacher">
              <strong>{person.name}</strong>
            </li>
          ))}
        </ul>
      </LoadedList>
    </>
  );
}
