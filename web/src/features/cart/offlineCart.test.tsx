import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartIdKey } from '@/shared/cart/cartIdStore';
import { createSyncTask, type NewSyncTask } from '@/shared/sync/domain/syncTask';
import type { BrowserSyncQueue } from '@/shared/sync/browserSyncQueue';
import { ProvideSyncQueue } from '@/shared/sync/SyncQueueProvider';
import { renderInShop } from '../../../test/render';
import { AddToCartButton } from './AddToCartButton';
import { CartProvider } from './CartContext';
import { cartOf as cart, cartQuery } from './cartFixtures';

const SKU = '9789044800001';

function queueKeeping() {
  const kept: ((idempotencyKey: string) => NewSyncTask)[] = [];
  const queue: BrowserSyncQueue = {
    enqueue: (request) => {
      kept.push(request);
      return Promise.resolve(createSyncTask(request('kept'), 'kept', Date.now()));
    },
    replay: () => Promise.resolve(null),
    stop: () => {},
  };
  return { queue, kept };
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
});
