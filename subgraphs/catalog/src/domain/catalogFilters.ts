import type { ProductFilter, ProductSort } from '../upstream/CatalogIndex';

/** seed 000 §9 'Catalogue filters': products shown in listings. */
export const CATALOG_VISIBILITY = [2, 3, 4];
export const CATALOG_STATUSES = [0, 1];

/** seed 000 §6, §9: the earliest publish date non-privileged groups see. */
export const MINIMUM_PUBLISH_DATE = '1993-01-01';

/** seed 000 §6: group 8 (the foreign user) sees all products, whatever their publish date. */
export const FOREIGN_USER_GROUP_ID = 8;

/** Anonymous shoppers (Magento's NOT LOGGED IN group); the only group the catalogue knows until accounts arrive. */
export const ANONYMOUS_GROUP_ID = 0;

/** Who looks at the catalogue, and when: what decides which products they may see. */
export interface CatalogAudience {
  customerGroupId: number;
  /** YYYY-MM-DD in the shop's calendar. */
  today: string;
}

/** seed 000 §9: the default listing sort is publish_date descending (newest books first). */
export const LISTING_SORT: ProductSort = { field: 'publish_date', order: 'desc' };

/** seed 000 §6: every group but 8 sees only products published from 1993-01-01 up to today. */
export function isInPublishWindow(publishDate: string | null, audience: CatalogAudience): boolean {
  if (audience.customerGroupId === FOREIGN_USER_GROUP_ID) return true;
  return publishDate !== null && MINIMUM_PUBLISH_DATE <= publishDate && publishDate <= audience.today;
}

/** The index filters of every product listing for this audience (seed 000 §6, §9). */
export function catalogFilters(audience: CatalogAudience): ProductFilter[] {
  const filters: ProductFilter[] = [
    { kind: 'terms', field: 'visibility', values: CATALOG_VISIBILITY },
    { kind: 'terms', field: 'status', values: CATALOG_STATUSES },
  ];
  if (audience.customerGroupId !== FOREIGN_USER_GROUP_ID) {
    filters.push({ kind: 'range', field: 'publish_date', gte: MINIMUM_PUBLISH_DATE, lte: audience.today });
  }
  return filters;
}
