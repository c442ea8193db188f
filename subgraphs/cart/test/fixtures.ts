import type { StockItem } from '@shop/contracts';

/** A product the fake platform sells: its unit price including tax and its stock item. */
export interface FixtureProduct {
  sku: string;
  name: string;
  price: number;
  stock: StockItem;
}

function stock(productId: number, sku: string, overrides: Partial<StockItem> = {}): StockItem {
  return {
    item_id: productId,
    product_id: productId,
    product_sku: sku,
    stock_id: 1,
    qty: 12,
    is_in_stock: true,
    is_qty_decimal: false,
    manage_stock: true,
    min_sale_qty: 1,
    max_sale_qty: 10000,
    ...overrides,
  };
}

/** Named products for the seed's cases (seed 000 §4, §5). */
export const SKU = {
  inStock: '9789044800001',
  zeroPrice: '9789044800002',
  outOfStock: '9789044800003',
  unmanaged: '9789044800004',
  priceUnknown: '9789044800005',
  maxFive: '9789044800006',
  unknown: '9789044899999',
} as const;

export const PRODUCTS: FixtureProduct[] = [
  { sku: SKU.inStock, name: 'De Gruffalo', price: 14.99, stock: stock(1, SKU.inStock, { qty: 12 }) },
  // seed 000 §5: a price of exactly 0 is allowed.
  { sku: SKU.zeroPrice, name: 'Gratis leesboekje', price: 0, stock: stock(2, SKU.zeroPrice, { qty: 5 }) },
  {
    sku: SKU.outOfStock,
    name: 'Kikker is verliefd',
    price: 12.5,
    stock: stock(3, SKU.outOfStock, { qty: 0, is_in_stock: false }),
  },
  // Unmanaged stock is always ok, whatever the platform's flag says.
  {
    sku: SKU.unmanaged,
    name: 'Nijntje (print on demand)',
    price: 9.95,
    stock: stock(4, SKU.unmanaged, { qty: 0, is_in_stock: false, manage_stock: false }),
  },
  // seed 000 §5: a price_incl_tax below 0 cannot be added.
  { sku: SKU.priceUnknown, name: 'Prijs onbekend', price: -0.01, stock: stock(5, SKU.priceUnknown) },
  {
    sku: SKU.maxFive,
    name: 'Klassenset',
    price: 7.5,
    stock: stock(6, SKU.maxFive, { qty: 100, max_sale_qty: 5 }),
  },
];

/** n more products in stock, for the batching of /api/stock/list (groups of 15). */
export function bulkProducts(n: number): FixtureProduct[] {
  return Array.from({ length: n }, (_, i) => {
    const sku = `97890448${String(10000 + i).padStart(5, '0')}`;
    return { sku, name: `Boek ${i + 1}`, price: 10 + i, stock: stock(100 + i, sku, { qty: i }) };
  });
}
