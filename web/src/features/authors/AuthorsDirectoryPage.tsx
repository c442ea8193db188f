import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths } from '@/shared/storeView';
import { Field, TextInput } from '@/shared/ui/Field';
import { Link } from '@/shared/ui/Link';
import { LoadedList } from '@/shared/ui/StatusMessages';
import { AUTHOR_ROLE_LABELS } from './authorRole';
import { DIRECTORY_LETTERS, filterAuthors, groupByInitial } from './authorsDirectory';
import { useAuthorsDirectoryQuery } from './AuthorsDirectory.generated';
import styles from './Authors.module.css';

/** The anchor of a letter's group: #letter-A, #letter-# is #letter-other. */
const anchorOf = (initial: string) => `letter-${initial === '#' ? 'other' : initial}`;

/**
 * seed 001 §2 authors overview (/auteurs-illustratoren): the directory of the store view's language, filed by
 * initial. A name is found quickly two ways: the letter bar jumps to a letter, the filter keeps the names
 * holding what is typed.
 */
export function AuthorsDirectoryPage() {
  const { t, i18n } = useLingui();
  const { data, loading } = useAuthorsDirectoryQuery();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const authors = data?.authors;
  const shown = useMemo(() => filterAuthors(authors ?? [], deferredFilter), [authors, deferredFilter]);
  const groups = useMemo(() => groupByInitial(shown), [shown]);
  const present = new Set(groups.map((group) => group.initial));
  const count = shown.length;
  return (
    <div className={styles.page}>
      <EveryStorePageMeta name={t`Auteurs en illustratoren`} pathIn={paths.authors} />
      <h1>
        <Trans>Auteurs en illustratoren</Trans>
      </h1>
      <LoadedList
        loading={!data && loading}
        failed={!authors && !loading}
        empty={(authors ?? []).length === 0}
        emptyMessage={<Trans>Er staan nog geen auteurs in de lijst.</Trans>}
        rowHeight="3rem"
      >
        <div className={styles.filter}>
          <Field label={<Trans>Zoek een naam</Trans>}>
            <TextInput
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              autoComplete="off"
            />
          </Field>
        </div>
        <nav aria-label={t`Naar de beginletter`}>
          <ul className={styles.letters}>
            {DIRECTORY_LETTERS.map((letter) => (
              <li key={letter}>
                {present.has(letter) ? (
                  <a className={styles.letter} href={`#${anchorOf(letter)}`}>
                    {letter}
                  </a>
                ) : (
                  <span className={styles.letter} aria-hidden="true">
                    {letter}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p role="status">
          <Plural value={count} _0="Geen namen gevonden" one="# naam" other="# namen" />
        </p>
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.initial} className={styles.group} aria-labelledby={anchorOf(group.initial)}>
              <h2 id={anchorOf(group.initial)}>{group.initial}</h2>
              <ul className={styles.names}>
                {group.authors.map((author) => (
                  <li key={author.slug} className={styles.name}>
                    <Link to={author.path}>{author.name}</Link>
                    <span className={styles.role}>{i18n._(AUTHOR_ROLE_LABELS[author.role])}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </LoadedList>
    </div>
  );
}
