import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartIdKey } from '@/shared/cart/cartIdStore';
import { SessionDocument } from '@/shared/session';
import { createSyncTask, type NewSyncTask, type SyncTask } from '@/shared/sync/domain/syncTask';
import type { BrowserSyncQueue, SyncTaskListener } from '@/shared/sync/browserSyncQueue';
import { ProvideSyncQueue } from '@/shared/sync/SyncQueueProvider';
import { renderInShop } from '../../../test/render';
import { AddToCartButton } from './AddToCartButton';
import { CartProvider } from './CartContext';
import { cartOf as cart, cartQuery } from './cartFixtures';
import { CartPage } from './CartPage';
import { MiniCart } from './MiniCart';
import { offlineAddToCart, offlineChangeCartItemQty } from './offlineCartChanges';

const SKU = '9789044800001';

function queueKeeping() {
  const kept: ((idempotencyKey: string) => NewSyncTask)[] = [];
  const pending: SyncTask[] = [];
  const listeners = new Set<SyncTaskListener>();
  const changed = new Set<() => void>();
  const queue: BrowserSyncQueue = {
    enqueue: (request) => {
      kept.push(request);
      const task = createSyncTask(request(`kept-${kept.length}`), `kept-${kept.length}`, Date.now());
      pending.push(task);
      for (const listener of changed) listener();
      return Promise.resolve(task);
    },
    replay: () => Promise.resolve(null),
    onAnswered: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => Promise.resolve([...pending]),
    onChanged: (listener) => {
      changed.add(listener);
      return () => changed.delete(listener);
    },
    stop: () => {},
  };
  /** A replay's answer to a task, as the queue tells it. */
  const answer = (task: SyncTask, result: unknown) => {
    pending.splice(0, pending.length, ...pending.filter((waiting) => waiting.taskId !== task.taskId));
    for (const listener of listeners) listener(task, { code: 200, result, resultCode: null, message: null });
    for (const listener of changed) listener();
  };
  return { queue, kept, pending, answer };
}

function offline(isOffline: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!isOffline);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('adding to the cart offline (seed 001 §4 Offline queue)', () => {
  it('keeps the line as a sync task with its idempotency key, sends nothing, and says it waits', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'guest-1');
    const { queue, kept } = queueKeeping();
    offline(true);
    await renderInShop(
      <ProvideSyncQueue queue={queue}>
        <CartProvider storeCode="nl-be">
          <AddToCartButton sku={SKU} qty={2} />
        </CartProvider>
      </ProvideSyncQueue>,
      { mocks: [cartQuery('guest-1', cart('guest-1', []))] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'In winkelmandje' }));
    expect(
      await screen.findByText('Je winkelmandje wordt bijgewerkt zodra je weer online bent.'),
    ).toBeTruthy();
    expect(kept).toHaveLength(1);
    const task = kept[0]!('task-1');
    expect(task.url).toBe('/graphql');
    expect(JSON.parse(task.payload.body ?? '')).toEqual({
      operationName: 'AddToCart',
      variables: { input: { cartId: 'guest-1', sku: SKU, qty: 2, idempotencyKey: 'task-1' } },
    });
    expect(task.meta).toEqual({ kind: 'add', sku: SKU, qty: 2 });
    expect(screen.queryByText(/kon niet aan je winkelmandje worden toegevoegd/)).toBeNull();
  });

  it("a customer's line waits for the session's cart even before the cart's answer came (the network went first)", async () => {
    const { queue, kept } = queueKeeping();
    offline(true);
    const me = { __typename: 'Customer', id: '12', firstname: 'Lien', email: 'lien@example.be', groupId: 0 };
    await renderInShop(
      <ProvideSyncQueue queue={queue}>
        <CartProvider storeCode="nl-be">
          <AddToCartButton sku={SKU} />
        </CartProvider>
      </ProvideSyncQueue>,
      // The session answered; the cart did not (no answer for it at all).
      { mocks: [{ request: { query: SessionDocument }, result: { data: { me } } }] },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'In winkelmandje' })).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('button', { name: 'In winkelmandje' }));
    expect(
      await screen.findByText('Je winkelmandje wordt bijgewerkt zodra je weer online bent.'),
    ).toBeTruthy();
    expect(kept).toHaveLength(1);
    expect(JSON.parse(kept[0]!('task-1').payload.body ?? '').variables).toEqual({
      input: { sku: SKU, qty: 1, idempotencyKey: 'task-1' },
    });
  });

  it('online, adds as always: nothing waits', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'guest-1');
    const { queue, kept } = queueKeeping();
    offline(false);
    await renderInShop(
      <ProvideSyncQueue queue={queue}>
        <CartProvider storeCode="nl-be">
          <AddToCartButton sku={SKU} />
        </CartProvider>
      </ProvideSyncQueue>,
      { mocks: [cartQuery('guest-1', cart('guest-1', []))] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'In winkelmandje' }));
    // No mock answers the mutation: it was sent, and failed.
    await waitFor(() =>
      expect(screen.getByText(/kon niet aan je winkelmandje worden toegevoegd/)).toBeTruthy(),
    );
    expect(kept).toEqual([]);
  });

  it('tells a line the cart refused once the network returned (sold out meanwhile) as it would online', async () => {
    const { queue, answer } = queueKeeping();
    await renderInShop(
      <ProvideSyncQueue queue={queue}>
        <CartProvider storeCode="nl-be">
          <span>shop</span>
        </CartProvider>
      </ProvideSyncQueue>,
      { mocks: [cartQuery(null, null)] },
    );
    const task = createSyncTask(
      offlineAddToCart({ cartId: 'guest-1', sku: SKU, qty: 1 })('task-1'),
      'task-1',
      0,
    );
    answer(task, {
      addToCart: {
        cart: null,
        message: null,
        userErrors: [{ code: 'OUT_OF_STOCK', message: 'The product is out of stock!', field: 'sku' }],
      },
    });
    expect(
      await screen.findByText(
        'Dit product is niet op voorraad en kan niet aan je winkelmandje worden toegevoegd!',
      ),
    ).toBeTruthy();
  });
});

describe('the cart shows what waits for the network, and what the replay met (seed 001 §4)', () => {
  const IJSBEER = { sku: '9789044800001', name: 'De kleine ijsbeer', qty: 2, price: 12.99 };
  const KIKKER_SKU = '9789044800002';

  async function renderCart(queue: BrowserSyncQueue) {
    localStorage.setItem(cartIdKey('nl-be'), 'guest-1');
    await renderInShop(
      <ProvideSyncQueue queue={queue}>
        <CartProvider storeCode="nl-be">
          <MiniCart />
          <AddToCartButton sku={KIKKER_SKU} name="Kikker is verliefd" />
          <CartPage />
        </CartProvider>
      </ProvideSyncQueue>,
      { mocks: [cartQuery('guest-1', cart('guest-1', [IJSBEER]))] },
    );
    await screen.findAllByTestId('cart-line');
  }

  it('shows a line added offline as waiting, counted in the mini cart, until the replay applied it', async () => {
    const { queue, pending, answer } = queueKeeping();
    await renderCart(queue);
    offline(true);
    fireEvent.click(screen.getByRole('button', { name: 'In winkelmandje' }));
    const waiting = await screen.findByTestId('cart-line-waiting-add');
    expect(within(waiting).getByText('Kikker is verliefd')).toBeTruthy();
    expect(within(waiting).getByText('Wacht op verbinding')).toBeTruthy();
    expect(screen.getByTestId('minicart-count').textContent).toContain('3');

    offline(false);
    act(() => answer(pending[0]!, { addToCart: { cart: null, message: null, userErrors: [] } }));
    await waitFor(() => expect(screen.queryByTestId('cart-line-waiting-add')).toBeNull());
  });

  it('says on a line that its new quantity or its removal waits', async () => {
    const { queue } = queueKeeping();
    await renderCart(queue);
    await act(() => queue.enqueue(offlineChangeCartItemQty({ cartId: 'guest-1', itemId: '1', qty: 3 })));
    const line = screen.getAllByTestId('cart-line')[0]!;
    expect((await within(line).findByTestId('cart-line-waiting')).textContent).toBe(
      'Aantal 3, wacht op verbinding',
    );
    // 2 in the cart, 3 asked.
    expect(screen.getByTestId('minicart-count').textContent).toContain('3');
  });

  it('puts a refusal on its line: only N available for a quantity changed offline', async () => {
    const { queue, answer } = queueKeeping();
    await renderCart(queue);
    const task = createSyncTask(
      offlineChangeCartItemQty({ cartId: 'guest-1', itemId: '1', qty: 9 })(),
      'task-qty',
      0,
    );
    act(() =>
      answer(task, {
        changeCartItemQty: {
          cart: null,
          message: null,
          userErrors: [{ code: 'QTY_NOT_AVAILABLE', message: 'Only 5 available', field: 'qty' }],
        },
      }),
    );
    const line = screen.getAllByTestId('cart-line')[0]!;
    expect((await within(line).findByTestId('cart-line-conflict')).textContent).toMatch(/5/);
  });

  it('puts a price changed meanwhile on the line whose quantity was changed offline', async () => {
    const { queue, answer } = queueKeeping();
    await renderCart(queue);
    const task = createSyncTask(
      offlineChangeCartItemQty({ cartId: 'guest-1', itemId: '1', qty: 3 }, 12.99)(),
      'task-price',
      0,
    );
    const answered = cart('guest-1', [{ ...IJSBEER, qty: 3, price: 13.99 }]);
    act(() => answer(task, { changeCartItemQty: { cart: answered, message: null, userErrors: [] } }));
    const line = screen.getAllByTestId('cart-line')[0]!;
    expect((await within(line).findByTestId('cart-line-conflict')).textContent).toMatch(
      /De prijs is gewijzigd sinds je offline was/,
    );
  });

  it('shows a line added offline that sold out meanwhile where it waited, until the shopper saw it', async () => {
    const { queue, answer } = queueKeeping();
    await renderCart(queue);
    const task = createSyncTask(
      offlineAddToCart({ cartId: 'guest-1', sku: KIKKER_SKU, qty: 1 }, 'Kikker is verliefd')('task-add'),
      'task-add',
      0,
    );
    act(() =>
      answer(task, {
        addToCart: {
          cart: null,
          message: null,
          userErrors: [{ code: 'OUT_OF_STOCK', message: 'The product is out of stock!', field: 'sku' }],
        },
      }),
    );
    const refused = await screen.findByTestId('cart-line-conflict');
    expect(within(refused).getByText('Kikker is verliefd')).toBeTruthy();
    expect(
      within(refused).getByText(
        'Dit product is niet op voorraad en kan niet aan je winkelmandje worden toegevoegd!',
      ),
    ).toBeTruthy();
    fireEvent.click(within(refused).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('cart-line-conflict')).toBeNull());
  });
});
