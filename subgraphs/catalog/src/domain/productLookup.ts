import type { ProductDocument } from '@shop/contracts';
import { isInPublishWindow, type CatalogAudience, type CatalogSettings } from './catalogFilters';

/** seed 000 §8 'Child without parent'. */
export const PRODUCT_WITHOUT_PARENT =
  "Product doesn't have parentSku, please check if this is configurable product";
/** seed 000 §8 'Missing linked product': the seed's words for a product the index does not have. */
export const PRODUCT_NOT_FOUND = 'Product not found';
/** Not a seed message: the seed hides these products (§6) without naming the reason. */
export const PRODUCT_NOT_PUBLISHED = 'Product is outside the publish dates of the customer group';

export type ProductLookupError =
  | { code: 'PRODUCT_NOT_FOUND'; message: string }
  | { code: 'PRODUCT_DISABLED'; message: string }
  | { code: 'PRODUCT_NOT_VISIBLE'; message: string }
  | { code: 'PRODUCT_WITHOUT_PARENT'; message: string }
  | { code: 'PRODUCT_NOT_PUBLISHED'; message: string };

export type ProductLookup =
  /** `child`: the hidden child asked for, shown as its configurable parent `product`. */
  { product: ProductDocument; child: ProductDocument | null } | { error: ProductLookupError };

/** What the index found for a key: the product and the configurable product that lists it as a child. */
export interface ProductCandidates {
  product: ProductDocument | null;
  parent: ProductDocument | null;
}

/**
 * seed 000 §4 'Product load' and §8: status 2 or higher counts as disabled; visibility 1 is a hidden
 * child, resolved to its configurable parent when direct access to children is prevented and an
 * error otherwise; a hidden child without a parent is an error. seed 000 §6: every customer group but
 * 8 sees only products published from 1993-01-01 to today. The parent passes the same checks.
 */
export function lookUpProduct(
  found: ProductCandidates,
  settings: Pick<CatalogSettings, 'preventConfigurableChildrenDirectAccess'>,
  audience: CatalogAudience,
): ProductLookup {
  const { product, parent } = found;
  if (!product) {
    // Known only as a configurable child (no document of its own): a hidden child.
    if (parent && settings.preventConfigurableChildrenDirectAccess) return shown(parent, null, audience);
    return { error: { code: 'PRODUCT_NOT_FOUND', message: PRODUCT_NOT_FOUND } };
  }
  const disabled = disabledError(product);
  if (disabled) return { error: disabled };
  if (product.visibility === 1) {
    if (!settings.preventConfigurableChildrenDirectAccess) return { error: hiddenError(product) };
    if (!parent) return { error: { code: 'PRODUCT_WITHOUT_PARENT', message: PRODUCT_WITHOUT_PARENT } };
    return shown(parent, product, audience);
  }
  return shown(product, null, audience);
}

function shown(
  product: ProductDocument,
  child: ProductDocument | null,
  audience: CatalogAudience,
): ProductLookup {
  const error = disabledError(product) ?? (product.visibility === 1 ? hiddenError(product) : null);
  if (error) return { error };
  if (!isInPublishWindow(product.publish_date || null, audience))
    return { error: { code: 'PRODUCT_NOT_PUBLISHED', message: PRODUCT_NOT_PUBLISHED } };
  return { product, child };
}

function disabledError(product: Pick<ProductDocument, 'status'>): ProductLookupError | null {
  return product.status >= 2
    ? {
        code: 'PRODUCT_DISABLED',
        message: `Product query returned empty result product status = ${product.status}`,
      }
    : null;
}

function hiddenError(product: Pick<ProductDocument, 'visibility'>): ProductLookupError {
  return {
    code: 'PRODUCT_NOT_VISIBLE',
    message: `Product query returned empty result product visibility = ${product.visibility}`,
  };
}
