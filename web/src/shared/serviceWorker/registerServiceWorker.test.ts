import { beforeEach, describe, expect, it, vi } from 'vitest';

const registered = vi.hoisted(() => [] as { url: string; scope: string | undefined }[]);
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(
      private readonly url: string,
      private readonly options?: { scope?: string },
    ) {}
    register() {
      registered.push({ url: this.url, scope: this.options?.scope });
      return Promise.resolve(undefined);
    }
  },
}));

const { registerServiceWorker } = await import('./registerServiceWorker');

function containerWith(registrations: { unregister: () => Promise<boolean> }[]) {
  return { getRegistrations: () => Promise.resolve(registrations) } as unknown as ServiceWorkerContainer;
}

beforeEach(() => {
  registered.length = 0;
});

describe('the service worker registration (seed 001 §7)', () => {
  it('registers /service-worker.js for the whole shop', async () => {
    await registerServiceWorker(true, containerWith([]));
    expect(registered).toEqual([{ url: '/service-worker.js', scope: '/' }]);
  });

  it('when disabled, registers nothing and removes a worker an earlier visit registered', async () => {
    const unregister = vi.fn(() => Promise.resolve(true));
    await registerServiceWorker(false, containerWith([{ unregister }]));
    expect(registered).toEqual([]);
    expect(unregister).toHaveBeenCalledOnce();
  });

  it('does nothing where the browser has no service workers', async () => {
    await registerServiceWorker(true, undefined);
    expect(registered).toEqual([]);
  });
});
