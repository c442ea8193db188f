import { useSearchParams } from 'react-router-dom';
import { Checkbox, ChoiceGroup } from '@/shared/ui/Field';
import { filtersFromQuery, toggleFilter } from './listingQuery';
import type { Facets_AggregationFragment } from './Facets.generated';
import styles from './Facets.module.css';

/**
 * seed 000 §9 default filters with their product counts, in the API's order (age in the seed's fixed order,
 * years newest first, price ranges with the API's labels). Choosing an option pushes a new route query
 * (seed 000 §2), so the back button undoes it and the address can be shared.
 */
export function Facets({ aggregations }: { aggregations: readonly Facets_AggregationFragment[] }) {
  const [query, setQuery] = useSearchParams();
  if (aggregations.length === 0) return null;
  // The address is the truth of what is chosen, so a box is ticked at once, before the listing comes back.
  const chosen = filtersFromQuery(query);
  const isChosen = (attributeCode: string, value: string) =>
    chosen.some((filter) => filter.attributeCode === attributeCode && filter.values.includes(value));
  return (
    <div className={styles.facets}>
      {aggregations.map((aggregation) => (
        <ChoiceGroup
          key={aggregation.attributeCode}
          legend={aggregation.label}
          data-testid={`facet-${aggregation.attributeCode}`}
        >
          <ul className={styles.options}>
            {aggregation.options.map((option) => (
              <li key={option.value}>
                <Checkbox
                  checked={isChosen(aggregation.attributeCode, option.value)}
                  onChange={() => setQuery(toggleFilter(query, aggregation.attributeCode, option.value))}
                  label={
                    <>
                      {option.label} <span className={styles.count}>({option.count})</span>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </ChoiceGroup>
      ))}
    </div>
  );
}
