/**
 * Answers of the commerce platform's REST contract (vue-storefront-api, seed 000 §7), inside the
 * `{ code, result }` envelope. Where the seed leaves a shape out, these follow the public vue-storefront-api
 * (Magento 2 platform adapter).
 */

/** GET /api/stock/list and /api/stock/check: one Magento stock item per product. */
export interface StockItem {
  item_id: number;
  product_id: number;
  /** seed 000 §3: 'the service answer has is_in_stock and product_sku'. */
  product_sku: string;
  stock_id: number;
  qty: number;
  is_in_stock: boolean;
  is_qty_decimal: boolean;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
}

/** A server cart item (seed 000 §3): POST /api/cart/update answers one, GET /api/cart/pull a list. */
export interface ServerCartItem {
  item_id: number;
  quote_id: string;
  sku: string;
  qty: number;
  name: string;
  /** Unit price including tax. */
  price: number;
  product_type: string;
  product_option?: unknown;
  /**
   * The publisher's quote item attribute (a platform module): whether the line is a classreading bundle,
   * which must be bought without any other product (seed 001 §5).
   */
  extension_attributes?: { is_classreading_bundle?: boolean };
}

/**
 * One chosen option of a bundle cart line (Magento's BundleOptionInterface, which vue-storefront-api passes
 * through in `product_option.extension_attributes.bundle_options`): the option, the quantity of its chosen
 * product, and the chosen link ids (`option_selections`, one for select and radio, several for checkbox).
 */
export interface BundleOptionChoice {
  option_id: number;
  option_qty: number;
  option_selections: number[];
}

/** A cart item's product_option as far as the shop reads it (seed 000 §3). */
export interface CartItemProductOption {
  extension_attributes?: { bundle_options?: BundleOptionChoice[] };
}

/** The chosen bundle options of a cart item's product_option; undefined when it names none (a malformed entry is left out). */
export function bundleOptionChoicesOf(productOption: unknown): BundleOptionChoice[] | undefined {
  if (typeof productOption !== 'object' || productOption === null) return undefined;
  const extension = (productOption as CartItemProductOption).extension_attributes;
  const choices: unknown = extension?.bundle_options;
  if (!Array.isArray(choices)) return undefined;
  return choices.flatMap((choice: unknown): BundleOptionChoice[] => {
    if (typeof choice !== 'object' || choice === null) return [];
    const { option_id, option_qty, option_selections } = choice as Record<string, unknown>;
    const selections = Array.isArray(option_selections) ? option_selections.map(Number) : [];
    if (!Number.isInteger(Number(option_id)) || !selections.every(Number.isInteger)) return [];
    return [
      {
        option_id: Number(option_id),
        option_qty: Number.isFinite(Number(option_qty)) ? Number(option_qty) : 1,
        option_selections: selections,
      },
    ];
  });
}

/** The cartItem body of POST /api/cart/update. */
export interface CartItemInput {
  sku: string;
  qty: number;
  quoteId: string;
  item_id?: number;
  product_option?: unknown;
}

export interface TotalsItem {
  item_id: number;
  name: string;
  qty: number;
  price: number;
  price_incl_tax: number;
  row_total: number;
  row_total_incl_tax: number;
  tax_amount: number;
  tax_percent: number;
  discount_amount: number;
  options: string;
}

export interface TotalSegment {
  code: string;
  title: string;
  value: number;
}

/** GET /api/cart/totals. */
export interface CartTotals {
  grand_total: number;
  subtotal: number;
  subtotal_incl_tax: number;
  tax_amount: number;
  discount_amount: number;
  shipping_incl_tax: number;
  base_currency_code: string;
  quote_currency_code: string;
  items_qty: number;
  items: TotalsItem[];
  total_segments: TotalSegment[];
  /** The coupon applied to the cart (POST /api/cart/apply-coupon); absent when none is. */
  coupon_code?: string;
}

/**
 * Prices of one product in Magento's products-render-info (`price_info`), which vue-storefront-api's
 * `GET /api/product/render-list` passes through (seed 000 §7 'Price refresh'). Amounts are in the answer's
 * `currency_code`; in `price_info` they include tax, in `extension_attributes.tax_adjustments` they do not.
 * For a configurable product, `final_price` and `regular_price` are the lowest of its children and the
 * `max_*` fields the highest. `special_price` is 0 when no special price counts today.
 */
export interface ProductRenderPrices {
  final_price: number;
  max_price: number;
  max_regular_price: number;
  minimal_regular_price: number;
  special_price: number;
  minimal_price: number;
  regular_price: number;
  /** The same amounts as HTML, formatted in the store view's locale: `<span class="price">€ 14,95</span>`. */
  formatted_prices: ProductRenderFormattedPrices;
}

export type ProductRenderFormattedPrices = Record<
  Exclude<keyof ProductRenderPrices, 'formatted_prices'>,
  string
>;

export interface ProductRenderPriceInfo extends ProductRenderPrices {
  extension_attributes: {
    /** The amounts excluding tax. */
    tax_adjustments: ProductRenderPrices;
  };
}

/**
 * One product of the render-list answer (Magento's ProductRenderInterface, the fields the shop reads).
 * It names the product by its platform `id`, not by sku: the client matches answers to products by id.
 */
export interface ProductRenderInfo {
  id: number;
  name: string;
  /** Magento's product type: a configurable child is 'simple'. */
  type: string;
  store_id: number;
  currency_code: string;
  price_info: ProductRenderPriceInfo;
}

/** GET /api/product/render-list: the products found among the skus asked (unknown ones are left out). */
export interface RenderListResult {
  items: ProductRenderInfo[];
}

/** Business answers of the commerce platform that the shop reacts to (message texts of Magento). */
export const COMMERCE_MESSAGES = {
  cartNotFound: 'No such entity with cartId',
  productNotFound: "The product that was requested doesn't exist. Verify the product and try again.",
  notEnoughStock: 'The requested qty is not available',
  /** Disabled product, or managed stock that is out of stock. */
  productNotAvailable: 'Product that you are trying to add is not available.',
  /** A bundle line without a product for one of its required options. */
  bundleOptionRequired: 'Please specify product option(s).',
  /** A bundle line naming a link its option does not have, or two in a one-product option. */
  bundleSelectionNotAvailable: 'The options you selected are not available.',
} as const;
