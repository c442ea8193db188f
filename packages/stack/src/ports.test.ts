import { describe, expect, it } from 'vitest';
import { LaunchError } from './launcher';
import { portsFromEnvironment } from './ports';
import { DEFAULT_PORTS } from './services';

describe('portsFromEnvironment', () => {
  it('uses the default ports when no variable is set', () => {
    expect(portsFromEnvironment({})).toEqual(DEFAULT_PORTS);
  });

  it('reads every port variable', () => {
    const ports = portsFromEnvironment({
      WEB_PORT: '3100',
      GATEWAY_PORT: ' 4100 ',
      CONTENT_SERVICE_PORT: '5103',
      CATALOG_PORT: '',
    });
    expect(ports).toEqual({ ...DEFAULT_PORTS, web: 3100, gateway: 4100, contentService: 5103 });
  });

  it.each(['abc', '0', '65536', '30.5', '-1', '3e3'])('refuses WEB_PORT=%s, naming the variable', (value) => {
    expect(() => portsFromEnvironment({ WEB_PORT: value })).toThrow(LaunchError);
    expect(() => portsFromEnvironment({ WEB_PORT: value })).toThrow(
      `WEB_PORT=${JSON.stringify(value)} is not a port: use a whole number from 1 to 65535.`,
    );
  });

  it('names every malformed variable at once', () => {
    expect(() => portsFromEnvironment({ WEB_PORT: 'x', CART_PORT: 'y' })).toThrow(
      /CART_PORT="y"[^]*WEB_PORT="x"/,
    );
  });

  it('refuses two services on one port', () => {
    expect(() => portsFromEnvironment({ WEB_PORT: '4000' })).toThrow(
      'storefront and gateway would both use port 4000: change WEB_PORT or GATEWAY_PORT.',
    );
  });
});
