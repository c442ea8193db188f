import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { filtersFromQuery, toggleFilter } from './listingQuery';
import type { Facets_AggregationFragment } from './Facets.generated';

/**
 * seed 000 §9 default filters with their product counts, in the API's order (age in the seed's fixed order,
 * years newest first, price ranges with the API's labels). Choosing an option pushes a new route query
 * (seed 000 §2), so the back button undoes it and the address can be shared.
 */
export function Facets({ aggregations }: { aggregations: readonly Facets_AggregationFragment[] }) {
  const { t } = useLingui();
  const [query, setQuery] = useSearchParams();
  if (aggregations.length === 0) return null;
  // The address is the truth of what is chosen, so a box is ticked at once, before the listing comes back.
  const chosen = filtersFromQuery(query);
  const isChosen = (attributeCode: string, value: string) =>
    chosen.some((filter) => filter.attributeCode === attributeCode && filter.values.includes(value));
  return (
    <aside className="facets" aria-label={t`Filters`}>
      {aggregations.map((aggregation) => (
        <fieldset
          key={aggregation.attributeCode}
          className="facets__facet"
          data-testid={`facet-${aggregation.attributeCode}`}
        >
          <legend>{aggregation.label}</legend>
          <ul>
            {aggregation.options.map((option) => (
              <li key={option.value}>
                <label>
                  <input
                    type="checkbox"
                    checked={isChosen(aggregation.attributeCode, option.value)}
                    onChange={() => setQuery(toggleFilter(query, aggregation.attributeCode, option.value))}
                  />{' '}
                  {option.label} <span className="facets__count">({option.count})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </aside>
  );
}
