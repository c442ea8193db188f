import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { Field, Select } from '@/shared/ui/Field';
import { sortFromQuery, sortOptionsOf, withSort, type ListingSort } from './listingQuery';

/**
 * seed 000 §9 sort options: Latest (a listing's default), Price low to high, Price high to low; a search with a
 * term offers relevance first, and it is the search's default.
 */
export function SortSelect({ searching = false }: { searching?: boolean }) {
  const { t } = useLingui();
  const [query, setQuery] = useSearchParams();
  const labels: Record<ListingSort, string> = {
    RELEVANCE: t`Relevantie`,
    LATEST: t`Nieuwste`,
    PRICE_ASC: t`Prijs laag naar hoog`,
    PRICE_DESC: t`Prijs hoog naar laag`,
  };
  return (
    <Field label={t`Sorteren`} inline compact>
      <Select
        value={sortFromQuery(query, searching)}
        onChange={(event) => setQuery(withSort(query, event.target.value as ListingSort, searching))}
      >
        {sortOptionsOf(searching).map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
