import type {
  BundleOptionChoice,
  ProductDocument,
  ProductTypeId,
  StockDocument,
  TaxRuleDocument,
} from '@shop/contracts';
import { readCatalogDocuments } from '../shared/demoData';
import {
  compositePriceLinks,
  type CompositeProduct,
  type LinkedProducts,
  type PricedProduct,
} from '@shop/pricing';

/** What the cart needs of a product that can be a cart line: a simple product or a configurable child. */
export interface SellableProduct extends PricedProduct {
  id: number;
  sku: string;
  name: string;
  /** Magento's quote item type: a configurable child is a line of type 'configurable'. */
  product_type: ProductTypeId;
  /** seed 000 §4: 2 or higher counts as disabled (for a child: its own or its parent's). */
  status: number;
  tax_class_id: number;
  /** A configurable parent cannot be a cart line by itself: its options must be chosen. */
  needsOptions: boolean;
  /** The configurable parent of a child; undefined for every other product. */
  parentSku?: string;
  /** The links of a grouped or bundle product, which its price is the sum of (seed 000 §5); undefined for others. */
  composite?: CompositeProduct;
  /** seed 001 §5: a classreading bundle must be bought without any other product. */
  isClassreadingBundle: boolean;
}

export interface CoverSubject {
  sku: string;
  title: string;
  author: string;
}

/**
 * The read-only catalogue the commerce platform prices carts from, loaded once from the demo data of
 * every store view index (names and prices may differ per index). Stock is state and lives in SQLite.
 */
export class CommerceCatalog {
  private constructor(
    private readonly products: ReadonlyMap<string, ReadonlyMap<string, SellableProduct>>,
    private readonly childrenByIndex: ReadonlyMap<string, ReadonlyMap<string, readonly SellableProduct[]>>,
    private readonly taxRulesByIndex: ReadonlyMap<string, readonly TaxRuleDocument[]>,
    private readonly covers: ReadonlyMap<string, CoverSubject>,
    /** The stock documents of every sku, to seed the stock table. */
    readonly initialStock: ReadonlyMap<string, StockDocument>,
  ) {}

  static load(dataDir: string, indexes: readonly string[]): CommerceCatalog {
    const products = new Map<string, Map<string, SellableProduct>>();
    const childrenByIndex = new Map<string, Map<string, SellableProduct[]>>();
    const taxRules = new Map<string, readonly TaxRuleDocument[]>();
    const covers = new Map<string, CoverSubject>();
    const stock = new Map<string, StockDocument>();
    for (const index of indexes) {
      const bySku = new Map<string, SellableProduct>();
      const childrenOf = new Map<string, SellableProduct[]>();
      const childSkus = new Set<string>();
      for (const document of readCatalogDocuments(dataDir, index, 'product')) {
        const [product, ...children] = sellablesOf(document);
        // A configurable child is also indexed on its own (visibility 1); as a cart line it is its parent's.
        if (product && !childSkus.has(product.sku)) bySku.set(product.sku, product);
        if (product && children.length > 0) childrenOf.set(product.sku, children);
        for (const child of children) {
          bySku.set(child.sku, child);
          childSkus.add(child.sku);
        }
        collectStock(document, stock);
        collectCovers(document, covers);
      }
      products.set(index, bySku);
      childrenByIndex.set(index, childrenOf);
      taxRules.set(index, readCatalogDocuments(dataDir, index, 'taxrule'));
    }
    return new CommerceCatalog(products, childrenByIndex, taxRules, covers, stock);
  }

  /**
   * Prices changed on the platform since the search index was built, by sku (as the demo data prices, in the index's
   * currency, for every store view): what a merchant's price change looks like before the next reindex, and
   * what the storefront's price refresh (seed 000 §7 render-list) is for. A development hook, empty at start.
   */
  private readonly changedPrices = new Map<string, number>();

  product(index: string, sku: string): SellableProduct | undefined {
    const product = this.products.get(index)?.get(sku);
    return product && this.withChangedPrice(product);
  }

  /** The children of a configurable product (enabled or not); empty for every other product. */
  childrenOf(index: string, sku: string): readonly SellableProduct[] {
    return (this.childrenByIndex.get(index)?.get(sku) ?? []).map((child) => this.withChangedPrice(child));
  }

  /** Sells a product at a new price (no special price) from now on; false when no store view has the sku. */
  changePrice(sku: string, price: number): boolean {
    if (![...this.products.values()].some((bySku) => bySku.has(sku))) return false;
    this.changedPrices.set(sku, price);
    return true;
  }

  /** Back to the demo data's price. */
  restorePrice(sku: string): void {
    this.changedPrices.delete(sku);
  }

  private withChangedPrice(product: SellableProduct): SellableProduct {
    const price = this.changedPrices.get(product.sku);
    return price === undefined ? product : { ...product, price, special_price: null };
  }

  /**
   * The products a grouped or bundle product is priced from (a bundle line's chosen ones), by sku, as this
   * index has them (absent when it does not); empty for every other product.
   */
  linkedProductsOf(
    index: string,
    product: SellableProduct,
    bundleChoices?: readonly BundleOptionChoice[],
  ): LinkedProducts {
    const links = product.composite ? compositePriceLinks(product.composite, bundleChoices) : [];
    return new Map(links.map((link) => [link.sku, this.product(index, link.sku)]));
  }

  /**
   * Plain books that can be bought in quantity (simple, enabled, stock managed with 10 or more), by product
   * id: the demo orders, reviews and low-stock product are taken from these, so they are the same for the
   * same demo data.
   */
  demoBooks(index: string): SellableProduct[] {
    return [...(this.products.get(index)?.values() ?? [])]
      .filter((product) => {
        const stock = this.initialStock.get(product.sku);
        return (
          product.product_type === 'simple' &&
          product.status === 1 &&
          !product.parentSku &&
          !product.composite &&
          stock !== undefined &&
          stock.manage_stock &&
          stock.is_in_stock &&
          stock.qty >= 10
        );
      })
      .sort((a, b) => a.id - b.id);
  }

  /** The product with this platform id in an index (reviews name products by id). */
  productById(index: string, id: number): SellableProduct | undefined {
    for (const product of this.products.get(index)?.values() ?? []) if (product.id === id) return product;
    return undefined;
  }

  taxRules(index: string): readonly TaxRuleDocument[] {
    return this.taxRulesByIndex.get(index) ?? [];
  }

  /** The product whose image, thumbnail or gallery entry has this path (leading slash optional). */
  coverOf(imagePath: string): CoverSubject | undefined {
    return this.covers.get(normalizeImagePath(imagePath));
  }
}

function sellablesOf(document: ProductDocument): SellableProduct[] {
  const parent: SellableProduct = {
    id: document.id,
    sku: document.sku,
    name: document.name,
    product_type: document.type_id,
    status: document.status,
    price: document.price,
    special_price: document.special_price,
    special_from_date: document.special_from_date,
    special_to_date: document.special_to_date,
    tax_class_id: document.tax_class_id,
    needsOptions: document.type_id === 'configurable',
    isClassreadingBundle: document.is_classreading_bundle === true,
  };
  if (document.type_id === 'grouped' || document.type_id === 'bundle') {
    parent.composite = {
      type_id: document.type_id,
      product_links: document.product_links,
      bundle_options: document.bundle_options,
    };
  }
  const children = (document.configurable_children ?? []).map<SellableProduct>((child) => ({
    id: child.id,
    sku: child.sku,
    name: document.name,
    product_type: document.type_id,
    status: Math.max(child.status, document.status),
    price: child.price,
    special_price: child.special_price,
    special_from_date: child.special_from_date,
    special_to_date: child.special_to_date,
    tax_class_id: child.tax_class_id,
    needsOptions: false,
    isClassreadingBundle: false,
    parentSku: document.sku,
  }));
  return [parent, ...children];
}

function collectStock(document: ProductDocument, stock: Map<string, StockDocument>): void {
  if (!stock.has(document.sku)) stock.set(document.sku, { ...document.stock, product_id: document.id });
  for (const child of document.configurable_children ?? []) {
    if (!stock.has(child.sku)) stock.set(child.sku, { ...child.stock, product_id: child.id });
  }
}

function collectCovers(document: ProductDocument, covers: Map<string, CoverSubject>): void {
  const subject: CoverSubject = {
    sku: document.sku,
    title: document.name,
    author: document.author ?? document.illustrator ?? '',
  };
  const paths = [document.image, document.thumbnail, ...document.media_gallery.map((entry) => entry.image)];
  for (const child of document.configurable_children ?? []) paths.push(child.image);
  for (const imagePath of paths) {
    if (!imagePath || imagePath === 'no_selection') continue;
    const key = normalizeImagePath(imagePath);
    // The first index read (the default store view's) names the cover.
    if (!covers.has(key)) covers.set(key, subject);
  }
}

function normalizeImagePath(imagePath: string): string {
  return '/' + imagePath.replace(/^\/+/, '');
}
