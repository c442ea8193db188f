import { useLingui } from '@lingui/react/macro';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths } from '@/shared/storeView';
import { NotFound } from '@/shared/ui/StatusMessages';
import { useReadingUser } from '../frame/readingUser';
import styles from '../home/Home.module.css';
import { SchoolCodePage } from './SchoolCodeSection';

/** seed 001 §2 'my school code', the director's (seed 001 §6: the director gets and sets the school code). */
export function SchoolCodeRoutePage() {
  const { t } = useLingui();
  const user = useReadingUser();
  if (user.role !== 'Director') return <NotFound />;
  return (
    <section className={styles.page}>
      <EveryStorePageMeta name={t`Mijn schoolcode`} pathIn={paths.schoolCode} />
      <SchoolCodePage />
    </section>
  );
}
