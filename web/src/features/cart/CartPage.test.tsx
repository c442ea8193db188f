import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { cartIdKey } from '@/shared/cart/cartIdStore';
import { SessionDocument, emitSessionChange } from '@/shared/session';
import { renderInShop } from '../../../test/render';
import { ApplyCouponDocument } from './ApplyCoupon.generated';
import { CartProvider } from './CartContext';
import {
  cartOf,
  cartPayload,
  cartQuery,
  CUSTOMER,
  sessionQuery,
  userError,
  type LineData,
} from './cartFixtures';
import { CartPage } from './CartPage';
import { ChangeCartItemQtyDocument } from './ChangeCartItemQty.generated';
import { MiniCart } from './MiniCart';
import { RemoveCartItemDocument } from './RemoveCartItem.generated';
import { RemoveCouponDocument } from './RemoveCoupon.generated';

const IJSBEER: LineData = { sku: '9789044800001', name: 'De kleine ijsbeer', qty: 2, price: 12.99 };
const KIKKER: LineData = { sku: '9789044800002', name: 'Kikker is verliefd', qty: 1, price: 14.5 };

const page = (
  <CartProvider storeCode="nl-be">
    <MiniCart />
    <CartPage />
  </CartProvider>
);

function guestCart(...lines: LineData[]) {
  localStorage.setItem(cartIdKey('nl-be'), 'guest-1');
  return cartOf('guest-1', lines);
}

const lineOf = (name: string) =>
  screen
    .getAllByTestId('cart-line')
    .find((line) => within(line).queryByRole('link', { name })) as HTMLElement;

describe('CartPage', () => {
  it('shows a skeleton, then the lines with their links, prices and quantities', async () => {
    await renderInShop(page, { mocks: [cartQuery('guest-1', guestCart(IJSBEER, KIKKER))] });
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Winkelmandje' })).toBeTruthy();
    await screen.findAllByTestId('cart-line');
    const line = lineOf('De kleine ijsbeer');
    expect(within(line).getByRole('link').getAttribute('href')).toBe(
      '/nl-be/p/9789044800001/de-kleine-ijsbeer',
    );
    expect(within(line).getByRole('group', { name: 'Aantal van De kleine ijsbeer' }).textContent).toContain(
      '2',
    );
    expect(within(line).getByTestId('cart-line-total').textContent).toBe('€\u00a025,98');
    expect(screen.getByRole('link', { name: 'Afrekenen' }).getAttribute('href')).toBe('/nl-be/checkout');
  });

  it("shows the platform's total segments in its order, with the shop's words and prices including VAT", async () => {
    const cart = cartOf('guest-1', [IJSBEER], {
      coupon: 'LEES10',
      segments: [
        // The platform's subtotal excludes tax; the shop shows the rows' subtotal including it (25.98).
        ['subtotal', 'Subtotal', 24.51],
        ['discount', 'Discount (LEES10)', -2.6],
        ['tax', 'Tax', 1.32],
        ['grand_total', 'Grand Total', 23.38],
      ],
    });
    localStorage.setItem(cartIdKey('nl-be'), 'guest-1');
    await renderInShop(page, { mocks: [cartQuery('guest-1', cart)] });
    const totals = await screen.findByTestId('cart-totals');
    const rows = [...totals.querySelectorAll('[data-code]')].map((row) => row.textContent);
    expect(rows).toEqual([
      'Subtotaal€\u00a025,98',
      'Korting€\u00a0-2,60',
      'Waarvan btw€\u00a01,32',
      'Totaal€\u00a023,38',
    ]);
  });

  it('shows every stock message of seed 000 §4 and §8 with its tone', async () => {
    const lines: LineData[] = [
      { ...IJSBEER, stock: { code: 'OK', message: 'In stock!', isError: false } },
      { ...KIKKER, stock: { code: 'OUT_OF_STOCK', message: 'Out of the stock!', isError: true } },
      {
        sku: '9789044800003',
        name: 'Nijntje',
        qty: 5,
        price: 9.99,
        stock: { code: 'QTY_NOT_AVAILABLE', message: 'Only 2 available', isError: true },
      },
      {
        sku: '9789044800004',
        name: 'Dikkie Dik',
        qty: 1,
        price: 8.5,
        stock: {
          code: 'VOLATILE',
          message:
            'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
          isError: false,
        },
      },
    ];
    await renderInShop(page, { mocks: [cartQuery('guest-1', guestCart(...lines))] });
    await screen.findAllByTestId('cart-line');
    const stockOf = (name: string) => within(lineOf(name)).getByTestId('cart-line-stock');
    expect([stockOf('De kleine ijsbeer').textContent, stockOf('De kleine ijsbeer').dataset.tone]).toEqual([
      'Op voorraad!',
      'info',
    ]);
    expect([stockOf('Kikker is verliefd').textContent, stockOf('Kikker is verliefd').dataset.tone]).toEqual([
      'Niet meer op voorraad!',
      'error',
    ]);
    expect([stockOf('Nijntje').textContent, stockOf('Nijntje').dataset.tone]).toEqual([
      'Er zijn er maar 2 beschikbaar',
      'error',
    ]);
    expect(stockOf('Dikkie Dik').dataset.tone).toBe('warning');
  });

  it("shows the seed's English stock messages in en-be", async () => {
    localStorage.setItem(cartIdKey('en-be'), 'guest-1');
    const lines: LineData[] = [
      { ...IJSBEER, stock: { code: 'OK', message: 'In stock!', isError: false } },
      { ...KIKKER, stock: { code: 'OUT_OF_STOCK', message: 'Out of the stock!', isError: true } },
    ];
    await renderInShop(
      <CartProvider storeCode="en-be">
        <CartPage />
      </CartProvider>,
      { store: 'en-be', mocks: [cartQuery('guest-1', cartOf('guest-1', lines))] },
    );
    const stock = await screen.findAllByTestId('cart-line-stock');
    expect(stock.map((message) => message.textContent)).toEqual(['In stock!', 'Out of the stock!']);
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toBeTruthy();
  });

  it('changes a quantity and shows the answer in the page and the mini cart count', async () => {
    const mocks: MockedResponse[] = [
      cartQuery('guest-1', guestCart(IJSBEER)),
      {
        request: {
          query: ChangeCartItemQtyDocument,
          variables: { input: { cartId: 'guest-1', itemId: '1', qty: 3 } },
        },
        result: {
          data: {
            changeCartItemQty: cartPayload(cartOf('guest-1', [{ ...IJSBEER, qty: 3 }]), {
              message: 'Product quantity has been updated!',
            }),
          },
        },
      },
    ];
    await renderInShop(page, { mocks });
    await screen.findAllByTestId('cart-line');
    fireEvent.click(within(lineOf('De kleine ijsbeer')).getByRole('button', { name: 'Eén meer' }));
    await waitFor(() =>
      expect(within(lineOf('De kleine ijsbeer')).getByTestId('quantity').textContent).toBe('3'),
    );
    expect(screen.getByTestId('minicart-count').textContent).toBe('3');
    expect(await screen.findByText('Het aantal van het product is aangepast!')).toBeTruthy();
  });

  it("says 'only N available' when the platform refuses a quantity, and keeps the line as it was", async () => {
    const mocks: MockedResponse[] = [
      cartQuery('guest-1', guestCart(IJSBEER)),
      {
        request: {
          query: ChangeCartItemQtyDocument,
          variables: { input: { cartId: 'guest-1', itemId: '1', qty: 3 } },
        },
        result: {
          data: {
            changeCartItemQty: cartPayload(null, {
              userErrors: [userError('QTY_NOT_AVAILABLE', 'Only 2 available', 'qty')],
            }),
          },
        },
      },
    ];
    await renderInShop(page, { mocks });
    await screen.findAllByTestId('cart-line');
    fireEvent.click(within(lineOf('De kleine ijsbeer')).getByRole('button', { name: 'Eén meer' }));
    expect(await screen.findByText('Er zijn er maar 2 beschikbaar')).toBeTruthy();
    expect(within(lineOf('De kleine ijsbeer')).getByTestId('quantity').textContent).toBe('2');
  });

  it('removes a line only after the confirmation', async () => {
    const mocks: MockedResponse[] = [
      cartQuery('guest-1', guestCart(IJSBEER, KIKKER)),
      {
        request: { query: RemoveCartItemDocument, variables: { input: { cartId: 'guest-1', itemId: '2' } } },
        result: { data: { removeCartItem: cartPayload(cartOf('guest-1', [IJSBEER])) } },
      },
    ];
    await renderInShop(page, { mocks });
    await screen.findAllByTestId('cart-line');
    fireEvent.click(within(lineOf('Kikker is verliefd')).getByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog', { name: 'Product verwijderen?' });
    expect(dialog.textContent).toContain('Wil je Kikker is verliefd uit je winkelmandje verwijderen?');
    // Cancelled: nothing is sent (no mock would answer it), the line stays.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    fireEvent.click(within(lineOf('Kikker is verliefd')).getByRole('button', { name: 'Verwijderen' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Product verwijderen?' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(await screen.findByText('Kikker is verliefd is uit je winkelmandje verwijderd.')).toBeTruthy();
    expect(screen.getByTestId('minicart-count').textContent).toBe('2');
  });

  it('refuses an incorrect coupon beside the field, then applies a valid one and removes it', async () => {
    const apply = (code: string, answer: ReturnType<typeof cartPayload>): MockedResponse => ({
      request: { query: ApplyCouponDocument, variables: { input: { cartId: 'guest-1', code } } },
      result: { data: { applyCoupon: answer } },
    });
    const withCoupon = cartOf('guest-1', [IJSBEER], { coupon: 'LEES10' });
    const mocks: MockedResponse[] = [
      cartQuery('guest-1', guestCart(IJSBEER)),
      apply(
        'NEPCODE',
        cartPayload(null, {
          userErrors: [
            userError('INVALID_COUPON', "You've entered an incorrect coupon code. Please try again.", 'code'),
          ],
        }),
      ),
      apply('LEES10', cartPayload(withCoupon)),
      {
        request: { query: RemoveCouponDocument, variables: { input: { cartId: 'guest-1' } } },
        result: { data: { removeCoupon: cartPayload(cartOf('guest-1', [IJSBEER])) } },
      },
    ];
    await renderInShop(page, { mocks });
    // By its label: a role query walks the whole cart page on every poll, which on a busy machine outlasted the wait.
    const field = await screen.findByLabelText('Kortingscode', { selector: 'input' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findAllByText('Vul een kortingscode in.')).not.toHaveLength(0);

    fireEvent.change(field, { target: { value: 'NEPCODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    const refusal = 'Je hebt een onjuiste kortingscode ingevoerd. Probeer het opnieuw.';
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    expect(within(screen.getByRole('form', { name: 'Kortingscode' })).getByRole('alert').textContent).toBe(
      refusal,
    );

    fireEvent.change(field, { target: { value: 'LEES10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    const applied = await screen.findByTestId('coupon-applied');
    expect(applied.textContent).toContain('Kortingscode LEES10 is toegepast.');

    fireEvent.click(within(applied).getByRole('button', { name: 'Kortingscode verwijderen' }));
    expect(await screen.findByRole('textbox', { name: 'Kortingscode' })).toBeTruthy();
  }, 15_000); // Three round trips in one journey: past the 5 s default on a busy 2-core machine (seen at 5.8 s).

  it('shows the empty cart with a way back to the books', async () => {
    await renderInShop(page, { mocks: [] });
    expect(await screen.findAllByText('Je winkelmandje is leeg.')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Verder winkelen' }).getAttribute('href')).toBe(
      '/nl-be/boeken.html',
    );
  });

  it('shows an error with a retry when the cart cannot be loaded', async () => {
    await renderInShop(page, {
      mocks: [
        sessionQuery(),
        { request: cartQuery(null, null).request, error: new Error('network down') },
        cartQuery(null, cartOf('customer-7', [IJSBEER])),
      ],
    });
    const retry = await screen.findAllByRole('button', { name: 'Opnieuw proberen' });
    fireEvent.click(retry[0]!);
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(1);
  });
});

describe('the cart and the session', () => {
  it("drops the guest cart id at login and shows the customer's cart from the session", async () => {
    const mocks: MockedResponse[] = [
      sessionQuery(null),
      cartQuery('guest-1', guestCart(IJSBEER)),
      // seed 000 §4: the server joined the guest lines to the customer's cart.
      cartQuery(null, cartOf('customer-7', [IJSBEER, KIKKER])),
    ];
    const { cache } = await renderInShop(page, { mocks });
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('2'));
    // The account feature writes the customer it logged in, then tells the others.
    act(() => {
      cache.writeQuery({ query: SessionDocument, data: { me: CUSTOMER } });
      emitSessionChange('login');
    });
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('3'));
    expect(localStorage.getItem(cartIdKey('nl-be'))).toBeNull();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
  });

  it("forgets the customer's cart at logout", async () => {
    const mocks: MockedResponse[] = [sessionQuery(), cartQuery(null, cartOf('customer-7', [IJSBEER]))];
    const { cache } = await renderInShop(page, { mocks });
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('2'));
    // The account feature tells the others, then writes the session as a guest's.
    act(() => {
      emitSessionChange('logout');
      cache.writeQuery({ query: SessionDocument, data: { me: null } });
    });
    await waitFor(() => expect(screen.getByTestId('minicart-count').textContent).toBe('0'));
    expect(await screen.findAllByText('Je winkelmandje is leeg.')).toHaveLength(1);
    expect(Object.keys(cache.extract()).filter((id) => id.startsWith('Cart:'))).toEqual([]);
  });
});
