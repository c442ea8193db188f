import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';
import { createGatewayContext, subgraphUrl } from './gateway';

describe('createGatewayContext', () => {
  it('keeps only the store view, the tokens, the session transport and the request id', () => {
    const context = createGatewayContext({
      store: 'en-rw',
      authorization: 'Bearer abc',
      'x-reading-token': 'jwt',
      'x-request-id': 'r-1',
      'x-session-transport': 'cookie',
      'x-api-key': 'clavis-demo-partner-key',
      cookie: 'session=1',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(context).toEqual({
      requestId: 'r-1',
      forwardedHeaders: {
        store: 'en-rw',
        authorization: 'Bearer abc',
        'x-reading-token': 'jwt',
        'x-request-id': 'r-1',
        'x-session-transport': 'cookie',
      },
      shopSession: null,
      readingSession: null,
      // Set by the partner guard, never from a header here; the key itself is never forwarded.
      partner: null,
    });
  });

  it('drops an Authorization that is not a bearer token', () => {
    expect(createGatewayContext({ authorization: 'Basic dXNlcjpwdw==' }).forwardedHeaders).not.toHaveProperty(
      'authorization',
    );
  });
});

describe('the client address (issue 18 item 7)', () => {
  const trusted = ['127.0.0.1', '::1'];

  it('believes X-Client-Address from a trusted peer, the web server on loopback', () => {
    const context = createGatewayContext(
      { 'x-client-address': '203.0.113.7' },
      { address: '::ffff:127.0.0.1', trusted },
    );
    expect(context.forwardedHeaders['x-client-address']).toBe('203.0.113.7');
  });

  it("uses its own peer's address when the peer is not trusted, whatever it claims", () => {
    const context = createGatewayContext(
      { 'x-client-address': '203.0.113.7' },
      { address: '198.51.100.4', trusted },
    );
    expect(context.forwardedHeaders['x-client-address']).toBe('198.51.100.4');
  });

  it("uses a trusted peer's own address when it names none", () => {
    expect(createGatewayContext({}, { address: '::1', trusted }).forwardedHeaders['x-client-address']).toBe(
      '::1',
    );
  });
});

describe('subgraphUrl', () => {
  const config = loadGatewayConfig({ CART_URL: 'https://cart.example.com/graphql/' });

  it('takes each subgraph URL from its variable, whatever the supergraph recorded', () => {
    expect(subgraphUrl(config, 'cart')).toBe('https://cart.example.com/graphql');
    expect(subgraphUrl(config, 'catalog')).toBe('http://127.0.0.1:4001/graphql');
  });

  it('refuses a subgraph it has no variable for', () => {
    expect(() => subgraphUrl(config, 'reviews')).toThrow(
      'The supergraph names a subgraph "reviews" that the gateway has no URL variable for',
    );
  });
});

describe('loadGatewayConfig', () => {
  it('uses the client timeout of seed 000 §9 and names a malformed variable', () => {
    expect(loadGatewayConfig({}).SUBGRAPH_TIMEOUT_MS).toBe(5000);
    expect(() => loadGatewayConfig({ SUBGRAPH_TIMEOUT_MS: 'soon' })).toThrow(/SUBGRAPH_TIMEOUT_MS="soon"/);
    // Below the web server's timeout of its gateway calls, so the gateway reports a late subgraph itself.
    expect(() => loadGatewayConfig({ SUBGRAPH_TIMEOUT_MS: '6000' })).toThrow(/SUBGRAPH_TIMEOUT_MS=6000/);
  });

  it('offers the Sandbox outside production, and in production only when GATEWAY_SANDBOX says so', () => {
    expect(loadGatewayConfig({}).GATEWAY_SANDBOX).toBe(true);
    expect(loadGatewayConfig({ NODE_ENV: 'production' }).GATEWAY_SANDBOX).toBe(false);
    expect(loadGatewayConfig({ NODE_ENV: 'production', GATEWAY_SANDBOX: 'true' }).GATEWAY_SANDBOX).toBe(true);
    expect(loadGatewayConfig({ GATEWAY_SANDBOX: 'false' }).GATEWAY_SANDBOX).toBe(false);
    expect(() => loadGatewayConfig({ GATEWAY_SANDBOX: 'sometimes' })).toThrow(/GATEWAY_SANDBOX="sometimes"/);
  });
});
