import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ContentHits } from '@/shared/content/ContentHits';
import { PriceTag } from '@/shared/product/PriceTag';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { paths, SEARCH_TERM_PARAM, useStoreView } from '@/shared/storeView';
import { useSearchProductsQuery } from './SearchProducts.generated';
import { SEARCH_DEBOUNCE_MS, searchableTerm } from './searchTerm';
import { useDebouncedValue } from './useDebouncedValue';
import styles from './SearchPanel.module.css';

/** How many results the panel shows; the search itself ranks the best matches first. */
const RESULT_COUNT = 12;
/** How many authors, news items and pages it shows above them. */
const CONTENT_HIT_COUNT = 4;

/**
 * seed 000 §2 search panel, opened from the header: results as the shopper types, from 3 characters on.
 * The API matches typos of up to two letters (seed 000 §9 fuzziness 2), so "ijsbear" finds "ijsbeer".
 * On a phone it covers the whole screen; from the tablet on it is a panel at the top, inside the window.
 */
export function SearchPanel() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        className={styles.toggle}
        aria-label={t`Zoeken`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        icon={<Icon name="search" />}
      >
        <span className={styles.toggleLabel} aria-hidden="true">
          {t`Zoeken`}
        </span>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Zoeken`}
        hideTitle
        placement="fullscreen"
        closeLabel={t`Zoeken sluiten`}
      >
        <SearchForm onNavigate={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function SearchForm({ onNavigate }: { onNavigate(): void }) {
  const { t } = useLingui();
  const { code } = useStoreView();
  const [input, setInput] = useState('');
  const term = searchableTerm(useDebouncedValue(input, SEARCH_DEBOUNCE_MS));
  const { data, previousData, loading, error } = useSearchProductsQuery({
    variables: { search: { term, paging: { start: 0, pageSize: RESULT_COUNT } }, term: term ?? '' },
    skip: term === null,
  });
  const answer = term === null ? undefined : (data ?? previousData);
  const list = answer?.products;
  const navigate = useNavigate();
  // Enter shows every result on the search results page (books.html?q=), a page of its own.
  const showAll = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = searchableTerm(input);
    if (typed === null) return;
    onNavigate();
    navigate(paths.books(code, typed));
  };
  return (
    <form className={styles.search} role="search" onSubmit={showAll}>
      <input
        type="search"
        className={styles.input}
        aria-label={t`Zoek een boek`}
        placeholder={t`Titel, auteur, illustrator of ISBN`}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        // The shopper opened the panel to type (the dialog focuses this rather than its close button).
        data-autofocus
        enterKeyHint="search"
        name={SEARCH_TERM_PARAM}
      />
      {searchableTerm(input) === null && input.trim() !== '' && (
        <p className={styles.hint} role="status">
          <Trans>Zoekterm van minstens 3 tekens</Trans>
        </p>
      )}
      {term !== null && !list && loading && (
        <LoadingRegion>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={styles.resultSkeleton}>
              <Skeleton width="70%" />
              <Skeleton width="30%" />
            </div>
          ))}
        </LoadingRegion>
      )}
      {term !== null && !list && error && (
        <EmptyState tone="error" role="alert">
          <p>
            <Trans>Er is iets misgegaan. Probeer het later opnieuw.</Trans>
          </p>
        </EmptyState>
      )}
      {list && (
        <div className={styles.results} aria-busy={loading}>
          <ContentHits result={answer?.contentSearch} limit={CONTENT_HIT_COUNT} onNavigate={onNavigate} />
          {list.items.length === 0 ? (
            <EmptyState role="status">
              <p>
                <Trans>Geen boeken gevonden.</Trans>
              </p>
            </EmptyState>
          ) : (
            <ul className={styles.list}>
              {list.items.map((product) => (
                <li key={product.sku} className={styles.result} data-testid="search-result">
                  <Link
                    className={styles.link}
                    to={paths.product(code, product.sku, product.slug)}
                    onClick={onNavigate}
                  >
                    {product.name}
                  </Link>
                  {product.author && <span className={styles.author}>{product.author}</span>}
                  <PriceTag price={product.price} sku={product.sku} />
                </li>
              ))}
            </ul>
          )}
          {list.total > list.items.length && term !== null && (
            <Link className={styles.all} to={paths.books(code, term)} onClick={onNavigate}>
              <Plural value={list.total} one="# resultaat bekijken" other="Alle # resultaten bekijken" />
            </Link>
          )}
        </div>
      )}
    </form>
  );
}
