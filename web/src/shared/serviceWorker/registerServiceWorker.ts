import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_PATH } from './serviceWorkerPaths';

/**
 * seed 001 §7: registers /service-worker.js (vite.config.ts says what it does) when `enabled`; when the server
 * turned it off (WEB_SERVICE_WORKER), a worker an earlier visit registered is removed, so the switch also
 * takes a faulty worker out of the shoppers' browsers. Nothing happens where the browser has no service workers
 * (or not in this context: plain http on another host than localhost).
 */
export async function registerServiceWorker(
  enabled: boolean,
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<void> {
  if (!container) return;
  if (!enabled) {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return;
  }
  // Workbox waits for the page's load event: the worker's precaching never competes with the page's own loads.
  await new Workbox(SERVICE_WORKER_PATH, { scope: '/' }).register();
}
