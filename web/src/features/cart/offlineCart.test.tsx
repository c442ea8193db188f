import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartIdKey } from '@/shared/cart/cartIdStore';
import { createSyncTask, type NewSyncTask, type SyncTask } from '@/shared/sync/domain/syncTask';
import type { BrowserSyncQueue, SyncTaskListener } from '@/shared/sync/browserSyncQueue';
import { ProvideSyncQueue } from '@/shared/sync/SyncQueueProvider';
import { renderInShop } from '../../../test/render';
import { AddToCartButton } from './AddToCartButton';
import { CartProvider } from './CartContext';
import { cartOf as cart, cartQuery } from './cartFixtures';
import { offlineAddToCart } from './offlineCartChanges';

const SKU = '9789044800001';

function queueKeeping() {
  const kept: ((idempotencyKey: string) => NewSyncTask)[] = [];
  const listeners = new Set<SyncTaskListener>();
  const queue: BrowserSyncQueue = {
    enqueue: (request) => {
      kept.push(request);
      return Promise.resolve(createSyncTask(request('kept'), 'kept', Date.now()));
    },
    replay: () => Promise.resolve(null),
    onAnswered: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {},
  };
  /** A replay's answer to a task, as the queue tells it. */
  const answer = (task: SyncTask, result: unknown) => {
    for (const listener of listeners) listener(task, { code: 200, result, resultCode: null, message: null });
  };
  return { queue, kept, answer };
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
