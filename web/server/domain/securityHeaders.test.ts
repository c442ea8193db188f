import { describe, expect, it } from 'vitest';
import {
  answerKindOf,
  contentSecurityPolicyOf,
  PERMISSIONS_POLICY,
  policySourcesOf,
  strictTransportSecurityApplies,
  type PolicySources,
} from './securityHeaders';

const NONCE = 'bm9uY2Utb2YtdGhpcy1wYWdl';

/** The local stack: card fields from the commerce stand-in, the reader of the digital products service. */
const LOCAL = policySourcesOf({
  adyen: { environment: 'test', checkoutshopperUrl: 'http://127.0.0.1:4101/checkoutshopper/' },
  readerUrl: 'http://localhost:4104',
  publicUrl: 'http://localhost:3000',
});

/** A live shop: the provider's own servers, a reader elsewhere, https. */
const LIVE = policySourcesOf({
  adyen: { environment: 'live', checkoutshopperUrl: null },
  readerUrl: 'https://reader.example.org/books/',
  publicUrl: 'https://www.clavis.example',
});

describe('policySourcesOf', () => {
  it("takes the card fields' origin from the checkoutshopper URL, the reader's from its address", () => {
    expect(LOCAL).toEqual({
      cardPayment: ['http://127.0.0.1:4101'],
      threeDSecure: ['http://127.0.0.1:4101'],
      reader: ['http://localhost:4104'],
      https: false,
    });
  });

  it("names the provider's API and CDN of the environment without a checkoutshopper URL, and any issuer over https", () => {
    expect(LIVE).toEqual({
      cardPayment: ['https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-live.cdn.adyen.com'],
      threeDSecure: ['https:'],
      reader: ['https://reader.example.org'],
      https: true,
    });
  });
});

describe('contentSecurityPolicyOf', () => {
  it.each(['shop', 'payment', 'reading'] as const)(
    'lets a %s page run only the build and the scripts with its nonce, never inline code, framed by nobody',
    (kind) => {
      const policy = contentSecurityPolicyOf(kind, LOCAL, NONCE);
      expect(policy['script-src']).toEqual(["'self'", `'nonce-${NONCE}'`]);
      expect(policy['script-src-attr']).toEqual(["'none'"]);
      expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
      expect(policy['style-src']).toEqual(["'self'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      // The shop's own service worker (seed 001 §7), no other.
      expect(policy['worker-src']).toEqual(["'self'"]);
    },
  );

  it('allows style attributes only, for the inline styles React writes into the server-rendered HTML', () => {
    const policy = contentSecurityPolicyOf('shop', LOCAL, NONCE);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src']).not.toContain("'unsafe-inline'");
  });

  it("gives a shop page images from itself and data: URLs, connections to itself, and the digital products service's reader and audio only", () => {
    const policy = contentSecurityPolicyOf('shop', LOCAL, NONCE);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(['http://localhost:4104']);
    expect(policy['media-src']).toEqual(["'self'", 'http://localhost:4104']);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it("adds the card payment provider's origin on the payment pages: fields, logos, API and 3-D Secure", () => {
    const policy = contentSecurityPolicyOf('payment', LOCAL, NONCE);
    expect(policy['frame-src']).toEqual(['http://127.0.0.1:4101']);
    expect(policy['media-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'http://127.0.0.1:4101']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4101']);
    expect(policy['form-action']).toEqual(["'self'", 'http://127.0.0.1:4101']);
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${NONCE}'`]);
  });

  it("lets a live payment page frame the provider's fields and any issuer's https page, nothing on plain http", () => {
    const policy = contentSecurityPolicyOf('payment', LIVE, NONCE);
    expect(policy['frame-src']).toEqual([
      'https://checkoutshopper-live.adyen.com',
      'https://checkoutshopper-live.cdn.adyen.com',
      'https:',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://checkoutshopper-live.adyen.com',
      'https://checkoutshopper-live.cdn.adyen.com',
    ]);
    expect(policy['form-action']).toEqual(["'self'", 'https:']);
  });

  it("lets the reading pages frame the reader's origin and nothing of the card payment provider", () => {
    const policy = contentSecurityPolicyOf('reading', LOCAL, NONCE);
    expect(policy['frame-src']).toEqual(['http://localhost:4104']);
    expect(policy['media-src']).toEqual(["'self'", 'http://localhost:4104']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(contentSecurityPolicyOf('payment', LOCAL, NONCE)['frame-src']).not.toContain(
      'http://localhost:4104',
    );
  });

  it('asks for https addresses only when the shop is served over https', () => {
    expect(contentSecurityPolicyOf('shop', LIVE, NONCE)).toHaveProperty('upgrade-insecure-requests', []);
    expect(contentSecurityPolicyOf('shop', LOCAL, NONCE)).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('lets nothing load or run in an answer that is not a page', () => {
    expect(contentSecurityPolicyOf('resource', LOCAL, NONCE)).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('carries the nonce it is given, and none other', () => {
    const sources: PolicySources = { ...LOCAL };
    expect(contentSecurityPolicyOf('shop', sources, 'b3RoZXI=')['script-src']).toEqual([
      "'self'",
      "'nonce-b3RoZXI='",
    ]);
  });
});

describe('answerKindOf', () => {
  it.each([
    ['/graphql', 'resource'],
    ['/img/310/300/resize/catalog/product/a.jpg', 'resource'],
    ['/assets/index-abc123.js', 'resource'],
    ['/nl-be/', 'shop'],
    ['/nl-be/checkout', 'payment'],
    ['/nl-be/klaslezen/9789044800001', 'reading'],
    ['/imgs', 'shop'],
  ])('%s is answered as %s', (path, kind) => {
    expect(answerKindOf(path)).toBe(kind);
  });
});

describe('PERMISSIONS_POLICY', () => {
  it('turns off camera, microphone, geolocation, payment and usb, among what the shop does not use', () => {
    const features = PERMISSIONS_POLICY.split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(features).toContain(`${feature}=()`);
    expect(features.every((feature) => /^[a-z-]+=\(\)$/.test(feature))).toBe(true);
  });
});

describe('strictTransportSecurityApplies', () => {
  it('only for a production server at an https address', () => {
    expect(strictTransportSecurityApplies('https://www.clavis.example', 'production')).toBe(true);
    expect(strictTransportSecurityApplies('http://www.clavis.example', 'production')).toBe(false);
    expect(strictTransportSecurityApplies('https://www.clavis.example', 'development')).toBe(false);
    expect(strictTransportSecurityApplies('http://localhost:3000', 'test')).toBe(false);
  });
});
