import type { AdyenRuntimeConfig } from '../../src/shared/config/runtimeConfig';
import { pageKindOf, type PageKind } from '../../src/shared/security/pageKind';
import { cardPaymentOriginsOf } from './adyenConfig';

export type { PageKind };

/**
 * What an answer of the web server is, for its security policy: a page of one of the kinds (pageKind.ts), or a
 * resource that is not a page (a script or style of the build, an image, a /graphql answer), in which nothing
 * runs and nothing loads.
 */
export type AnswerKind = PageKind | 'resource';

const RESOURCE_PREFIXES = ['/graphql', '/img', '/assets'];

/** The kind of the answer to a request for `pathname` (raw, as requested). */
export function answerKindOf(pathname: string): AnswerKind {
  const resource = RESOURCE_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return resource ? 'resource' : pageKindOf(pathname);
}

/** The origins beyond the shop's own that its pages may need, from the configuration. */
export interface PolicySources {
  /** The card payment provider's: its card fields (frames), their images, translations and API (adyenConfig.ts). */
  cardPayment: readonly string[];
  /**
   * Where the card's 3-D Secure may take the shopper's form and frame the issuer's page: the local card simulator's
   * own origin, or any https origin with the provider's servers (issuers are too many to list).
   */
  threeDSecure: readonly string[];
  /**
   * The digital products service (DIGITAL_PUBLIC_URL): its reader, framed by a reading book's page, a customer's
   * digital products and a digital book's preview, and its audiobooks' audio, played on those pages.
   */
  reader: readonly string[];
  /** The shop is served over https: addresses of the page that say http are asked over https. */
  https: boolean;
}

/**
 * The sources of the web server's settings: the card payment component's (the same the browser gets), the address
 * browsers reach the reader at (DIGITAL_PUBLIC_URL) and the shop's public address.
 */
export function policySourcesOf(settings: {
  adyen: Pick<AdyenRuntimeConfig, 'environment' | 'checkoutshopperUrl'>;
  readerUrl: string;
  publicUrl: string;
}): PolicySources {
  return {
    ...cardPaymentOriginsOf(settings.adyen),
    reader: [new URL(settings.readerUrl).origin],
    https: new URL(settings.publicUrl).protocol === 'https:',
  };
}

const SELF = "'self'";
const NONE = "'none'";

/**
 * The Content-Security-Policy of an answer (helmet's directives), a function of its kind, the configured origins and
 * the request's nonce:
 * - scripts: the build's own files ('self') and the scripts the server writes into the page (the runtime config,
 *   the state of the server render), which carry the nonce; never inline script or event handler attributes;
 * - styles: the one stylesheet of the build (and the card library's, on the payment pages). Style attributes are
 *   allowed (`style-src-attr 'unsafe-inline'`) because React writes its inline styles into the server-rendered
 *   HTML as attributes (the Skeleton's width, height and aspect ratio, shapes of loading states that must not
 *   jump): a style attribute can change how an element looks, never run code or load anything, as `img-src` and
 *   `font-src` still decide what loads;
 * - images: the shop's (its /img resizer) and data: URLs, plus the card brands' logos on the payment pages;
 * - connections: the shop's own /graphql, plus the card payment provider's API on the payment pages;
 * - frames and media: the digital products service's reader and audio on the shop's and the reading pages (a
 *   customer's e-books and audiobooks in the account, a digital book's preview on its product page, which the
 *   catch-all finds at any address, so every shop page); the card fields instead on the payment pages, which
 *   play nothing;
 * - workers: the shop's service worker (same origin) only;
 * - nobody may frame a page of the shop (frame-ancestors 'none', with X-Frame-Options DENY): the shop frames the
 *   reader, never itself, and the reader is the digital products service's page with its own policy.
 */
export function contentSecurityPolicyOf(
  kind: AnswerKind,
  sources: PolicySources,
  nonce: string,
): Record<string, string[]> {
  if (kind === 'resource') {
    return {
      'default-src': [NONE],
      'base-uri': [NONE],
      'form-action': [NONE],
      'frame-ancestors': [NONE],
    };
  }
  const payment = kind === 'payment' ? sources.cardPayment : [];
  const digitalProducts = kind === 'payment' ? [] : sources.reader;
  const frames = kind === 'payment' ? [...payment, ...sources.threeDSecure] : digitalProducts;
  return {
    'default-src': [SELF],
    'script-src': [SELF, `'nonce-${nonce}'`],
    'script-src-attr': [NONE],
    'style-src': [SELF],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': [SELF, 'data:', ...payment],
    'font-src': [SELF],
    'connect-src': [SELF, ...payment],
    'media-src': unique([SELF, ...digitalProducts]),
    'frame-src': frames.length > 0 ? unique(frames) : [NONE],
    // The shop's own service worker (/service-worker.js, seed 001 §7), no other.
    'worker-src': [SELF],
    'object-src': [NONE],
    'base-uri': [NONE],
    'form-action': unique([SELF, ...(kind === 'payment' ? sources.threeDSecure : [])]),
    'frame-ancestors': [NONE],
    ...(sources.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The browser features the shop turns off for itself and every frame in it (Permissions-Policy): it uses none of
 * them. Payment too: the card is typed into the provider's fields; the Payment Request API is not used.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * HSTS makes browsers refuse plain http for the shop's host for a year: sent only by a production server whose
 * public address is https, never by a local or test server (it would lock localhost out of http).
 */
export function strictTransportSecurityApplies(publicUrl: string, nodeEnv: string): boolean {
  return nodeEnv === 'production' && new URL(publicUrl).protocol === 'https:';
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
