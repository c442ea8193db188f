import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PriceTag } from '@/shared/product/PriceTag';
import { paths, useStoreView } from '@/shared/storeView';
import { useSearchProductsQuery } from './SearchProducts.generated';
import { SEARCH_DEBOUNCE_MS, searchableTerm } from './searchTerm';
import { useDebouncedValue } from './useDebouncedValue';

/** How many results the panel shows; the search itself ranks the best matches first. */
const RESULT_COUNT = 12;

/**
 * seed 000 §2 search panel, opened from the header: results as the shopper types, from 3 characters on.
 * The API matches typos of up to two letters (seed 000 §9 fuzziness 2), so "ijsbear" finds "ijsbeer".
 */
export function SearchPanel() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="search">
      <button
        type="button"
        className="button search__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? t`Zoeken sluiten` : t`Zoeken`}
      </button>
      {open && <SearchForm id={panelId} onNavigate={() => setOpen(false)} />}
    </div>
  );
}

function SearchForm({ id, onNavigate }: { id: string; onNavigate(): void }) {
  const { t } = useLingui();
  const { code } = useStoreView();
  const [input, setInput] = useState('');
  const term = searchableTerm(useDebouncedValue(input, SEARCH_DEBOUNCE_MS));
  const { data, previousData, loading } = useSearchProductsQuery({
    variables: { search: { term, paging: { start: 0, pageSize: RESULT_COUNT } } },
    skip: term === null,
  });
  const list = term === null ? undefined : (data ?? previousData)?.products;
  return (
    <div className="search__panel" id={id} role="search">
      <input
        type="search"
        className="search__input"
        aria-label={t`Zoek een boek`}
        placeholder={t`Titel, auteur, illustrator of ISBN`}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        // The shopper opened the panel to type.
        autoFocus
      />
      {searchableTerm(input) === null && input.trim() !== '' && (
        <p className="search__hint" role="status">
          <Trans>Zoekterm van minstens 3 tekens</Trans>
        </p>
      )}
      {list && (
        <div className="search__results" aria-busy={loading}>
          {list.items.length === 0 ? (
            <p role="status">
              <Trans>Geen boeken gevonden.</Trans>
            </p>
          ) : (
            <ul>
              {list.items.map((product) => (
                <li key={product.sku} data-testid="search-result">
                  <Link to={paths.product(code, product.sku, product.slug)} onClick={onNavigate}>
                    {product.name}
                  </Link>
                  {product.author && <span className="search__author"> {product.author}</span>}
                  <PriceTag price={product.price} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
