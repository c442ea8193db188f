import { UpstreamError } from '../../../shared/envelope';

const BAD_REQUEST = 400;

/** seed 000 §2: the shop's 'payment return' route, where a redirect (3DS2 outside the page) comes back to. */
export const PAYMENT_RETURN_PATH = '/adyen/process/result';

/**
 * The returnUrl of payment-information, checked so the issuer page never sends a shopper anywhere but the
 * shop: an absolute http(s) URL on the shop's origin (SHOP_URL). Without one, the shop's return route.
 */
export function checkedReturnUrl(returnUrl: unknown, shopUrl: string): string {
  const shop = new URL(shopUrl);
  if (returnUrl === undefined || returnUrl === null || returnUrl === '')
    return new URL(PAYMENT_RETURN_PATH, shop).toString();
  let url: URL;
  try {
    url = new URL(String(returnUrl));
  } catch {
    throw new UpstreamError(BAD_REQUEST, 'The returnUrl is not an absolute URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UpstreamError(BAD_REQUEST, 'The returnUrl must be an http or https URL.');
  if (url.origin !== shop.origin || url.username !== '' || url.password !== '')
    throw new UpstreamError(BAD_REQUEST, `The returnUrl must be on the shop's origin (${shop.origin}).`);
  return url.toString();
}

/** Where the issuer page sends the browser back: the returnUrl with Adyen's opaque `redirectResult` added. */
export function returnUrlWithResult(returnUrl: string, redirectResult: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('redirectResult', redirectResult);
  return url.toString();
}
