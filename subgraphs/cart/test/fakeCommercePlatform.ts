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
} from '../src/upstream/CommercePlatform';
import { PRODUCTS, type FixtureProduct } from './fixtures';

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
