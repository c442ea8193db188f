import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  readRuntimeConfig,
  runtimeConfigScript,
  type RuntimeConfig,
} from './runtimeConfig';

const config: RuntimeConfig = {
  adyen: {
    clientKey: 'local_standin',
    environment: 'test',
    checkoutshopperUrl: 'http://127.0.0.1:4101/checkoutshopper/',
  },
  serviceWorker: true,
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the runtime config in the page', () => {
  it('is read back from the script the server writes', () => {
    document.body.innerHTML = runtimeConfigScript(config);
    expect(readRuntimeConfig(document)).toEqual(config);
  });

  it('turns the service worker off unless the server turned it on', () => {
    document.body.innerHTML = runtimeConfigScript({ adyen: config.adyen });
    expect(readRuntimeConfig(document).serviceWorker).toBe(false);
    document.body.innerHTML = '';
    expect(readRuntimeConfig(document).serviceWorker).toBeFalsy();
  });

  it('cannot be closed early by a value', () => {
    const script = runtimeConfigScript({ adyen: { ...config.adyen, clientKey: '</script><b>' } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    expect(readRuntimeConfig(document).adyen.clientKey).toBe('</script><b>');
  });

  it('falls back to the local stand-in key without a config, or with a malformed one', () => {
    expect(readRuntimeConfig(document)).toEqual(DEFAULT_RUNTIME_CONFIG);
    document.body.innerHTML = '<script type="application/json" id="shop-config">{"adyen":1}</script>';
    expect(readRuntimeConfig(document)).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});
