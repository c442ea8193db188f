import type { ProductRenderInfo, RenderListResult } from '@shop/contracts';
import { calendarDate as shopToday } from '@shop/pricing';
import { BASE_CURRENCY, type StoreView } from '@shop/store-views';
import type { CommerceCatalog, SellableProduct } from './catalog';
import { renderPriceInfo } from './domain/renderPrices';

export interface RenderListRequest {
  skus: readonly string[];
  storeView: StoreView;
  /** The `currencyCode` asked; a currency the store view does not sell in is answered in its own. */
  currencyCode: string | undefined;
  /** The `userGroupId` asked (seed 000 §7: sent when group tax is active); null when absent. */
  userGroupId: number | null;
}

export interface ProductRenderListDeps {
  catalog: CommerceCatalog;
  clock: () => Date;
  /** The group tax setting (seed 000 §6); off, the user group does not change the tax. */
  userGroupTax: boolean;
}

/**
 * GET /api/product/render-list (seed 000 §7 'Price refresh'): today's prices of the asked skus, as Magento's
 * products-render-info renders them and vue-storefront-api passes them on. Simple products (also virtual and
 * downloadable ones) and configurable children are priced from their own prices; a configurable product from
 * its enabled children. Left out, as Magento's `sku in (...)` filter would leave them out: unknown skus and
 * disabled products (seed 000 §4: status 2 or higher), and grouped and bundle products, whose price the shop
 * composes from their parts (seed 000 §5) — ask for the parts' skus instead.
 */
export class ProductRenderList {
  constructor(private readonly deps: ProductRenderListDeps) {}

  render({ skus, storeView, currencyCode, userGroupId }: RenderListRequest): RenderListResult {
    const { catalog, clock, userGroupTax } = this.deps;
    const currency = answerCurrency(currencyCode, storeView);
    const context = {
      today: shopToday(clock()),
      taxRules: catalog.taxRules(storeView.index),
      taxCountry: storeView.taxCountry,
      currency,
      locale: storeView.locale,
      userGroupId: userGroupTax ? userGroupId : null,
    };
    const items = [...new Set(skus)].flatMap((sku): ProductRenderInfo[] => {
      const product = catalog.product(storeView.index, sku);
      const sellables = product ? this.pricedBy(storeView, product) : [];
      if (!product || sellables.length === 0) return [];
      return [
        {
          id: product.id,
          name: product.name,
          type: product.parentSku ? 'simple' : product.product_type,
          store_id: storeView.storeId,
          currency_code: currency,
          price_info: renderPriceInfo(sellables, context),
        },
      ];
    });
    return { items };
  }

  /** The products whose prices make this product's price: itself, or a configurable's enabled children. */
  private pricedBy(storeView: StoreView, product: SellableProduct): readonly SellableProduct[] {
    if (product.status >= 2) return [];
    switch (product.product_type) {
      case 'configurable':
        return product.parentSku
          ? [product]
          : this.deps.catalog.childrenOf(storeView.index, product.sku).filter((child) => child.status < 2);
      case 'grouped':
      case 'bundle':
        return [];
      default:
        return [product];
    }
  }
}

/**
 * Magento renders in the asked currency when the store allows it, else in the store's own (it ignores a
 * currency it does not sell in). Every store view allows the base currency and its own display currency
 * (seed 000 §9: EUR, USD for en-rw).
 */
export function answerCurrency(asked: string | undefined, storeView: StoreView): StoreView['currency'] {
  const code = asked?.trim().toUpperCase();
  if (code === BASE_CURRENCY) return BASE_CURRENCY;
  return storeView.currency;
}
