import { GraphQLError } from 'graphql';
import type {
  CartItemInput,
  CartTotals,
  ProductRenderInfo,
  ProductRenderPrices,
  ServerCartItem,
  StockItem,
} from '@shop/contracts';
import { COMMERCE_MESSAGES } from '@shop/contracts';
import type {
  CommerceFailure,
  CommercePlatform,
  CommerceResult,
  RenderListOptions,
} from './CommercePlatform';

/** A product the fake platform sells: its unit price including tax and its stock item. */
export interface FixtureProduct {
  sku: string;
  name: string;
  price: number;
  stock: StockItem;
}

/** A stock item as the platform answers it, in stock (12); tests change what they need. */
export function stock(productId: number, sku: string, overrides: Partial<StockItem> = {}): StockItem {
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

/** Belgian VAT on books, for the fake's totals. */
const BOOK_VAT = 0.06;

/**
 * A fake of the commerce platform port, backed by fixtures, that behaves like the platform for the cart's
 * cases (Magento's cart rules) and records every call, so tests can assert what the subgraph asked.
 */
export class FakeCommercePlatform implements CommercePlatform {
  readonly calls = {
    stockList: [] as string[][],
    renderList: [] as { skus: string[]; options: RenderListOptions }[],
    cartCreate: 0,
    cartUpdate: [] as { cartId: string; item: CartItemInput }[],
    cartDelete: [] as { cartId: string; item: CartItemInput }[],
    cartPull: [] as string[],
    cartTotals: [] as string[],
  };
  /** When true, every call fails as the HTTP adapter does when the platform cannot be reached. */
  unreachable = false;

  private readonly products: Map<string, FixtureProduct>;
  private readonly carts = new Map<string, ServerCartItem[]>();
  private lastCartId = 0;
  private lastItemId = 0;

  constructor(products: FixtureProduct[] = PRODUCTS) {
    this.products = new Map(products.map((product) => [product.sku, product]));
  }

  /** A cart with these lines, as if a shopper had filled it earlier. */
  seedCart(lines: { sku: string; qty: number }[]): string {
    const cartId = this.newCart();
    const items = this.carts.get(cartId) ?? [];
    for (const { sku, qty } of lines) items.push(this.line(cartId, sku, qty));
    return cartId;
  }

  cartLines(cartId: string): ServerCartItem[] | undefined {
    return this.carts.get(cartId)?.map((item) => ({ ...item }));
  }

  async stockList(skus: readonly string[]): Promise<StockItem[]> {
    this.reach();
    this.calls.stockList.push([...skus]);
    return skus.flatMap((sku) => {
      const product = this.products.get(sku);
      return product ? [{ ...product.stock }] : [];
    });
  }

  /** Like the platform: the known skus, each named by its product id (the stock item's), priced at the fixture price incl. 6% tax. */
  async renderList(skus: readonly string[], options: RenderListOptions): Promise<ProductRenderInfo[]> {
    this.reach();
    this.calls.renderList.push({ skus: [...skus], options: { ...options } });
    return [...new Set(skus)].flatMap((sku) => {
      const product = this.products.get(sku);
      if (!product) return [];
      const exclTax = Math.round((product.price / (1 + BOOK_VAT)) * 100) / 100;
      return [
        {
          id: product.stock.product_id,
          name: product.name,
          type: 'simple',
          store_id: options.storeId,
          currency_code: options.currencyCode,
          price_info: {
            ...renderPrices(product.price),
            extension_attributes: { tax_adjustments: renderPrices(exclTax) },
          },
        },
      ];
    });
  }

  async cartCreate(): Promise<string> {
    this.reach();
    this.calls.cartCreate += 1;
    return this.newCart();
  }

  async cartUpdate(cartId: string, item: CartItemInput): Promise<CommerceResult<ServerCartItem>> {
    this.reach();
    this.calls.cartUpdate.push({ cartId, item: { ...item } });
    const items = this.carts.get(cartId);
    if (!items) return failure('CART_NOT_FOUND', `${COMMERCE_MESSAGES.cartNotFound} = ${cartId}`);
    const product = this.products.get(item.sku);
    if (!product) return failure('PRODUCT_NOT_FOUND', COMMERCE_MESSAGES.productNotFound);
    // Like Magento: with item_id the quantity is set, without it the line of the same sku grows.
    const line =
      item.item_id === undefined
        ? items.find((i) => i.sku === item.sku)
        : items.find((i) => i.item_id === item.item_id);
    const qty = item.item_id === undefined ? (line?.qty ?? 0) + item.qty : item.qty;
    const { stock } = product;
    if (qty > stock.max_sale_qty)
      return failure('QTY_NOT_ALLOWED', `The most you may purchase is ${stock.max_sale_qty}.`);
    if (stock.manage_stock && !stock.is_in_stock)
      return failure('PRODUCT_NOT_AVAILABLE', COMMERCE_MESSAGES.productNotAvailable);
    if (stock.manage_stock && qty > stock.qty)
      return failure('NOT_ENOUGH_STOCK', COMMERCE_MESSAGES.notEnoughStock);
    if (line) {
      line.qty = qty;
      return { ok: true, value: { ...line } };
    }
    const added = this.line(cartId, item.sku, qty);
    items.push(added);
    return { ok: true, value: { ...added } };
  }

  async cartDelete(cartId: string, item: CartItemInput): Promise<CommerceResult<true, 'CART_NOT_FOUND'>> {
    this.reach();
    this.calls.cartDelete.push({ cartId, item: { ...item } });
    const items = this.carts.get(cartId);
    if (!items) return failure('CART_NOT_FOUND', `${COMMERCE_MESSAGES.cartNotFound} = ${cartId}`);
    this.carts.set(
      cartId,
      items.filter((i) => i.item_id !== item.item_id),
    );
    return { ok: true, value: true };
  }

  async cartPull(cartId: string): Promise<CommerceResult<ServerCartItem[], 'CART_NOT_FOUND'>> {
    this.reach();
    this.calls.cartPull.push(cartId);
    const items = this.carts.get(cartId);
    if (!items) return failure('CART_NOT_FOUND', `${COMMERCE_MESSAGES.cartNotFound} = ${cartId}`);
    return { ok: true, value: items.map((item) => ({ ...item })) };
  }

  async cartTotals(cartId: string): Promise<CommerceResult<CartTotals, 'CART_NOT_FOUND'>> {
    this.reach();
    this.calls.cartTotals.push(cartId);
    const items = this.carts.get(cartId);
    if (!items) return failure('CART_NOT_FOUND', `${COMMERCE_MESSAGES.cartNotFound} = ${cartId}`);
    const subtotalInclTax = items.reduce((sum, item) => sum + item.price * item.qty, 0);
    const tax = subtotalInclTax - subtotalInclTax / (1 + BOOK_VAT);
    return {
      ok: true,
      value: {
        grand_total: subtotalInclTax,
        subtotal: subtotalInclTax - tax,
        subtotal_incl_tax: subtotalInclTax,
        tax_amount: tax,
        discount_amount: 0,
        shipping_incl_tax: 0,
        base_currency_code: 'EUR',
        quote_currency_code: 'EUR',
        items_qty: items.reduce((sum, item) => sum + item.qty, 0),
        items: [],
        total_segments: [
          { code: 'subtotal', title: 'Subtotal', value: subtotalInclTax },
          { code: 'tax', title: 'Tax', value: tax },
          { code: 'grand_total', title: 'Grand Total', value: subtotalInclTax },
        ],
      },
    };
  }

  private newCart(): string {
    this.lastCartId += 1;
    const cartId = `fake-cart-${this.lastCartId}`;
    this.carts.set(cartId, []);
    return cartId;
  }

  private line(cartId: string, sku: string, qty: number): ServerCartItem {
    const product = this.products.get(sku);
    if (!product) throw new Error(`fixture has no product ${sku}`);
    this.lastItemId += 1;
    return {
      item_id: this.lastItemId,
      quote_id: cartId,
      sku,
      qty,
      name: product.name,
      price: product.price,
      product_type: 'simple',
    };
  }

  private reach(): void {
    if (this.unreachable) {
      throw new GraphQLError('commerce platform is unavailable', {
        extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream: 'commerce platform' },
      });
    }
  }
}

function renderPrices(amount: number): ProductRenderPrices {
  const formatted = `<span class="price">${amount.toFixed(2)}</span>`;
  return {
    final_price: amount,
    max_price: amount,
    max_regular_price: amount,
    minimal_regular_price: amount,
    special_price: 0,
    minimal_price: amount,
    regular_price: amount,
    formatted_prices: {
      final_price: formatted,
      max_price: formatted,
      max_regular_price: formatted,
      minimal_regular_price: formatted,
      special_price: '<span class="price">0.00</span>',
      minimal_price: formatted,
      regular_price: formatted,
    },
  };
}

function failure<F extends CommerceFailure>(
  failure: F,
  message: string,
): { ok: false; failure: F; message: string } {
  return { ok: false, failure, message };
}
