/**
 * Settings of the web server the browser needs at run time (not at build time: one build runs against the
 * local stand-ins and the real platforms). The server writes them into every page as JSON data; the
 * development server (vite) does the same from the same environment variables.
 */
export interface RuntimeConfig {
  adyen: AdyenRuntimeConfig;
  /**
   * seed 001 §7: whether the browser registers the service worker (/service-worker.js); the server's
   * WEB_SERVICE_WORKER, on by default. Off, a worker registered earlier is removed. Absent (the development
   * server, which builds no worker): off.
   */
  serviceWorker?: boolean;
}

/** The card payment component's settings (seed 000 §9: card payment provider, 3DS2 allowed). */
export interface AdyenRuntimeConfig {
  /** The client key of the payment provider's account (public by design: it only loads the card fields). */
  clientKey: string;
  /** The provider's environment: test, live, live-us... */
  environment: string;
  /**
   * Where the card fields and the provider's other browser resources load from, ending in /checkoutshopper/:
   * a local stand-in of the provider; null for the provider's own servers of `environment`.
   */
  checkoutshopperUrl: string | null;
}

export const RUNTIME_CONFIG_ELEMENT_ID = 'shop-config';

/** Without a config in the page (a test, a page the server did not render): the local stand-in's key. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  adyen: { clientKey: 'local_standin', environment: 'test', checkoutshopperUrl: null },
};

/** The config as the page's `<script type="application/json">`; `<` escaped so no value can close it. */
export function runtimeConfigScript(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** The config the server put into this page, or the defaults when there is none or it is malformed. */
export function readRuntimeConfig(document: Document): RuntimeConfig {
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_RUNTIME_CONFIG;
  try {
    const parsed = JSON.parse(text) as Partial<RuntimeConfig>;
    const adyen = parsed.adyen;
    if (!adyen || typeof adyen.clientKey !== 'string' || typeof adyen.environment !== 'string')
      return DEFAULT_RUNTIME_CONFIG;
    return {
      adyen: {
        clientKey: adyen.clientKey,
        environment: adyen.environment,
        checkoutshopperUrl: typeof adyen.checkoutshopperUrl === 'string' ? adyen.checkoutshopperUrl : null,
      },
      serviceWorker: parsed.serviceWorker === true,
    };
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}
