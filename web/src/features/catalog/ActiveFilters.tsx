import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { FilterChips } from '@/shared/ui/FilterChips';
import type { Facets_AggregationFragment } from './Facets.generated';
import { filtersFromQuery, toggleFilter, withoutFilters } from './listingQuery';

/**
 * The shopper's filters as chips above the listing, on a phone (where the facets hide in a drawer and only the
 * count would otherwise change) and on a desktop alike. The address is the truth of what is chosen, as in the
 * facets, so a chip leaves at once; the facets' labels name it ('Leeftijd: 6–8 jaar'), and a value the facets
 * do not list (an old link) is shown as it is in the address.
 */
export function ActiveFilters({ aggregations }: { aggregations: readonly Facets_AggregationFragment[] }) {
  const { t } = useLingui();
  const [query, setQuery] = useSearchParams();
  const chips = filtersFromQuery(query).flatMap(({ attributeCode, values }) => {
    const aggregation = aggregations.find((facet) => facet.attributeCode === attributeCode);
    return values.map((value) => {
      const label = `${aggregation?.label ?? attributeCode}: ${aggregation?.options.find((option) => option.value === value)?.label ?? value}`;
      return {
        key: `${attributeCode}=${value}`,
        label,
        removeLabel: t`Filter ${label} verwijderen`,
        onRemove: () => setQuery(toggleFilter(query, attributeCode, value)),
      };
    });
  });
  return (
    <FilterChips
      label={t`Actieve filters`}
      chips={chips}
      clearAll={{ label: t`Wis alle filters`, onClear: () => setQuery(withoutFilters(query)) }}
    />
  );
}
