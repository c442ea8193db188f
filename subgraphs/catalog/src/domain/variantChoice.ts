import type { ConfigurableChild, StockDocument } from '@shop/contracts';
import { finalPriceInclTax } from '@shop/pricing';

/** seed 000 §4 'Variant selection' settings (Vue Storefront's listOutOfStockProducts and fallbackToDefaultWhenNoAvailable). */
export interface VariantSettings {
  /** Out-of-stock children may be chosen when listing out-of-stock products is enabled (off by default). */
  listOutOfStockProducts: boolean;
  /** The default child may stand in when no child matches the selection (on by default). */
  fallbackToDefaultVariant: boolean;
}

export const DEFAULT_VARIANT_SETTINGS: VariantSettings = {
  listOutOfStockProducts: false,
  fallbackToDefaultVariant: true,
};

/** seed 000 §4, §8: the product's variants error. */
export const NO_AVAILABLE_VARIANTS = 'No available product variants';
/** seed 000 §4: the warning shown (with an OK action) when the chosen attributes match no child. */
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';

/** seed 000 §4: 'the price attribute is ignored in matching'. */
const PRICE_ATTRIBUTE = 'price';

/** A chosen value of a configurable attribute (an option id of the attribute, e.g. format 'Hardcover'). */
export interface SelectedOption {
  attributeCode: string;
  valueIndex: number;
}

/** What the shopper chose: attribute values, and the child sku from the address when there is one. */
export interface VariantConfiguration {
  selection?: readonly SelectedOption[];
  sku?: string | null;
}

export type VariantProblem =
  | { code: 'NO_SUCH_CONFIGURATION'; message: typeof NO_SUCH_CONFIGURATION }
  | { code: 'NO_AVAILABLE_VARIANTS'; message: typeof NO_AVAILABLE_VARIANTS };

export interface VariantChoice {
  variant: ConfigurableChild | null;
  /** Outcomes the shopper is told about, in the order they apply. */
  problems: VariantProblem[];
}

const noSuchConfiguration: VariantProblem = { code: 'NO_SUCH_CONFIGURATION', message: NO_SUCH_CONFIGURATION };
const noAvailableVariants: VariantProblem = { code: 'NO_AVAILABLE_VARIANTS', message: NO_AVAILABLE_VARIANTS };

/** Unmanaged stock is always in stock, whatever is_in_stock and qty say. */
export function isInStock(stock: Pick<StockDocument, 'is_in_stock' | 'manage_stock'> | undefined): boolean {
  return !stock || !stock.manage_stock || stock.is_in_stock;
}

/** seed 000 §4: children are excluded when status is 2 or more, or out of stock unless listing out-of-stock products is enabled. */
export function isVariantAvailable(child: ConfigurableChild, settings: VariantSettings): boolean {
  if (child.status >= 2) return false;
  return settings.listOutOfStockProducts || isInStock(child.stock);
}

/** The children that may be chosen, in the index's order (the first is the default child). */
export function availableVariants(
  children: readonly ConfigurableChild[] | undefined,
  settings: VariantSettings,
): ConfigurableChild[] {
  return (children ?? []).filter((child) => isVariantAvailable(child, settings));
}

/** A child's value of a configurable attribute: the top-level field, else its custom attribute. */
export function attributeValueOf(child: ConfigurableChild, attributeCode: string): unknown {
  const value = child[attributeCode];
  if (value !== undefined && value !== null) return value;
  return (
    child.custom_attributes.find((attribute) => attribute.attribute_code === attributeCode)?.value ?? null
  );
}

function hasValue(child: ConfigurableChild, option: SelectedOption): boolean {
  const value = attributeValueOf(child, option.attributeCode);
  const values: unknown[] = Array.isArray(value) ? value : [value];
  // Index values may be numbers or numeric strings.
  return values.some((candidate) => candidate !== null && String(candidate) === String(option.valueIndex));
}

/** The selected attributes that take part in matching: every one but price, each code once (the last wins). */
export function matchedAttributes(selection: readonly SelectedOption[] = []): SelectedOption[] {
  const byCode = new Map<string, SelectedOption>();
  for (const option of selection) {
    if (option.attributeCode !== PRICE_ATTRIBUTE) byCode.set(option.attributeCode, option);
  }
  return [...byCode.values()];
}

/** How many of the selected attributes a child has (seed 000 §4: the price attribute is ignored). */
export function configurationMatchLevel(
  selection: readonly SelectedOption[],
  child: ConfigurableChild,
): number {
  return matchedAttributes(selection).filter((option) => hasValue(child, option)).length;
}

/**
 * seed 000 §4 'Variant selection', decided precisely:
 * - no child available (status 2 or more, or out of stock unless listed): no variant and
 *   'No available product variants';
 * - a child whose sku is the configuration's sku wins outright;
 * - otherwise the child matching most selected attributes (price ignored); ties go to the lower final
 *   price (the special price inside its window counts), then to the earlier child. Nothing selected
 *   is a tie of all children: the cheapest one;
 * - a child matching only some of the selected attributes is chosen, with the warning 'No such
 *   configuration…', since that combination does not exist;
 * - when no child matches any selected attribute (or an unknown sku alone was given), the default child
 *   (the first available) stands in, with the warning; without the fallback there is no variant, the
 *   warning and 'No available product variants'.
 */
export function chooseVariant(
  children: readonly ConfigurableChild[] | undefined,
  configuration: VariantConfiguration,
  settings: VariantSettings,
  today: string,
): VariantChoice {
  const available = availableVariants(children, settings);
  const [defaultChild] = available;
  if (!defaultChild) return { variant: null, problems: [noAvailableVariants] };

  const sku = configuration.sku?.trim();
  const bySku = sku ? available.find((child) => child.sku === sku) : undefined;
  if (bySku) return { variant: bySku, problems: [] };

  const attributes = matchedAttributes(configuration.selection);
  let best = defaultChild;
  let bestLevel = -1;
  let bestPrice = Infinity;
  for (const child of available) {
    const level = configurationMatchLevel(attributes, child);
    const price = finalPriceInclTax(child, today);
    if (level > bestLevel || (level === bestLevel && price < bestPrice)) {
      best = child;
      bestLevel = level;
      bestPrice = price;
    }
  }

  if (attributes.length === 0 && !sku) return { variant: best, problems: [] };
  if (attributes.length > 0 && bestLevel === attributes.length) return { variant: best, problems: [] };
  if (bestLevel > 0) return { variant: best, problems: [noSuchConfiguration] };
  if (settings.fallbackToDefaultVariant) return { variant: defaultChild, problems: [noSuchConfiguration] };
  return { variant: null, problems: [noSuchConfiguration, noAvailableVariants] };
}
