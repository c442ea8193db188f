import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { Field, Select } from '@/shared/ui/Field';
import { SORT_OPTIONS, sortFromQuery, withSort, type ListingSort } from './listingQuery';

/** seed 000 §9 sort options: Latest (the default), Price low to high, Price high to low. */
export function SortSelect() {
  const { t } = useLingui();
  const [query, setQuery] = useSearchParams();
  const labels: Record<ListingSort, string> = {
    LATEST: t`Nieuwste`,
    PRICE_ASC: t`Prijs laag naar hoog`,
    PRICE_DESC: t`Prijs hoog naar laag`,
  };
  return (
    <Field label={t`Sorteren`} inline compact>
      <Select
        value={sortFromQuery(query)}
        onChange={(event) => setQuery(withSort(query, event.target.value as ListingSort))}
      >
        {SORT_OPTIONS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
