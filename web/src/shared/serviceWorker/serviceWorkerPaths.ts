/** seed 001 §7: 'A service worker is registered from /service-worker.js unless disabled'. */
export const SERVICE_WORKER_PATH = '/service-worker.js';

/**
 * The page template without a server render, which the service worker precaches and answers a navigation with
 * when the network is gone: the browser then renders the page alone from the persisted Apollo cache.
 */
export const APP_SHELL_PATH = '/app-shell';
