import { isInStock, type ProductFilter, type StockFacts } from '../ports/CatalogIndex';

/** seed 000 §9 'Catalogue filters': products shown in listings. */
export const CATALOG_VISIBILITY = [2, 3, 4];
export const CATALOG_STATUSES = [0, 1];
/** seed 000 §6, §9: the earliest publish date non-privileged groups see. */
export const MINIMUM_PUBLISH_DATE = '1993-01-01';
/** seed 000 §6: group 8 (the foreign user) sees all products, whatever their publish date. */
export const FOREIGN_USER_GROUP_ID = 8;
/** Anonymous shoppers (Magento's NOT LOGGED IN group), and customers whose group the platform could not tell. */
export const ANONYMOUS_GROUP_ID = 0;

/** Who looks at the catalogue, and when: what decides which products they may see. */
export interface CatalogAudience {
  customerGroupId: number;
  /** YYYY-MM-DD in the shop's calendar. */
  today: string;
}

/** The audience of a shopper: a guest (null) sees the catalogue as group 0 (seed 000 §6). */
export function audienceOf(customerGroupId: number | null, today: string): CatalogAudience {
  return { customerGroupId: customerGroupId ?? ANONYMOUS_GROUP_ID, today };
}

/** Shop settings of the catalogue (seed 000 §4, §9). */
export interface CatalogSettings {
  /** seed 000 §9: 'out-of-stock hidden when configured'. */
  hideOutOfStock: boolean;
  /** seed 000 §2, §4: a hidden child of a configurable product is shown as its parent. */
  preventConfigurableChildrenDirectAccess: boolean;
}

export const DEFAULT_CATALOG_SETTINGS: CatalogSettings = {
  hideOutOfStock: false,
  preventConfigurableChildrenDirectAccess: true,
};

/** seed 000 §6: every group but 8 sees only products published from 1993-01-01 up to today. */
export function isInPublishWindow(publishDate: string | null, audience: CatalogAudience): boolean {
  if (audience.customerGroupId === FOREIGN_USER_GROUP_ID) return true;
  return publishDate !== null && MINIMUM_PUBLISH_DATE <= publishDate && publishDate <= audience.today;
}

/** The index filters of every product listing for this audience (seed 000 §6, §9). */
export function catalogFilters(
  audience: CatalogAudience,
  settings: Pick<CatalogSettings, 'hideOutOfStock'> = DEFAULT_CATALOG_SETTINGS,
): ProductFilter[] {
  const filters: ProductFilter[] = [
    { kind: 'terms', field: 'visibility', values: CATALOG_VISIBILITY },
    { kind: 'terms', field: 'status', values: CATALOG_STATUSES },
  ];
  if (audience.customerGroupId !== FOREIGN_USER_GROUP_ID) {
    filters.push({ kind: 'range', field: 'publish_date', gte: MINIMUM_PUBLISH_DATE, lte: audience.today });
  }
  if (settings.hideOutOfStock) filters.push({ kind: 'terms', field: 'is_in_stock', values: [true] });
  return filters;
}

/** The facts of a product the catalogue filters read. */
export interface ListedFacts {
  visibility: number;
  status: number;
  publish_date: string | null;
  stock?: StockFacts | null;
}

/**
 * Whether a product found by key (not by a listing query) passes the same filters as `catalogFilters`: for
 * lists made of known skus, such as an author's books.
 */
export function isListedFor(
  product: ListedFacts,
  audience: CatalogAudience,
  settings: Pick<CatalogSettings, 'hideOutOfStock'> = DEFAULT_CATALOG_SETTINGS,
): boolean {
  return (
    CATALOG_VISIBILITY.includes(product.visibility) &&
    CATALOG_STATUSES.includes(product.status) &&
    isInPublishWindow(product.publish_date, audience) &&
    (!settings.hideOutOfStock || isInStock(product.stock))
  );
}
