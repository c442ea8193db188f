import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '@shop/service';
import { createTestDirs, type TestDirs } from '../../shared/testing';
import { startTestCommerce } from '../testing';

const SHOP = 'http://127.0.0.1:3000';
const d = (origin: string) => Buffer.from(origin).toString('base64');

let dirs: TestDirs;
let service: RunningService;
/** The Card's loadingContext: what the web passes as `_environmentUrls.api`. */
let api: string;
const fields = () => `${api}securedfields/local_standin/6.3.0/`;

beforeAll(async () => {
  dirs = await createTestDirs(10);
  service = await startTestCommerce(dirs);
  api = `${service.url}/checkoutshopper/`;
}, 60_000);

afterAll(async () => {
  await service?.close();
  await dirs?.remove();
});

describe('secured field page', () => {
  it('is framed only by the origin it answers, and loads nothing but its own script and style', async () => {
    const response = await fetch(`${fields()}securedFields.html?type=card&d=${d(SHOP)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${SHOP}`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<label id="label" for="field"');
    expect(html).toContain('<script src="securedFields.js" defer></script>');
  });

  it.each([
    ['no d', ''],
    ['a d that is no origin', `&d=${d('http://127.0.0.1:3000/checkout')}`],
    ['a d of another scheme', `&d=${d('javascript:alert(1)')}`],
  ])('refuses %s', async (_case, query) => {
    const response = await fetch(`${fields()}securedFields.html?type=card${query}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The d parameter must be the base64');
  });

  it("serves the page's script, bundled for the browser, and its style", async () => {
    const script = await fetch(`${fields()}securedFields.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await script.text();
    // One classic script the browser can run, with the field logic and the test-value convention inside.
    expect(() => new vm.Script(source)).not.toThrow();
    expect(source).toContain('encryptedCardNumber');
    expect(source).toContain('test_');
    expect(source).not.toMatch(/^\s*import /m);

    const style = await fetch(`${fields()}securedFields.css`);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await style.text()).toContain('.visually-hidden');
  });
});

describe("the Card's other calls", () => {
  it('gives a checkout attempt id to the analytics set-up, across origins', async () => {
    const preflight = await fetch(`${api}v3/analytics?clientKey=local_standin`, {
      method: 'OPTIONS',
      headers: {
        Origin: SHOP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');

    const response = await fetch(`${api}v3/analytics?clientKey=local_standin`, {
      method: 'POST',
      headers: { Origin: SHOP, 'Content-Type': 'application/json' },
      body: JSON.stringify({ level: 'initial', channel: 'Web' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { checkoutAttemptId } = (await response.json()) as { checkoutAttemptId: string };
    expect(checkoutAttemptId).toMatch(/^standin-[0-9a-f-]{36}$/);
    const events = await fetch(`${api}v3/analytics/${checkoutAttemptId}?clientKey=local_standin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ info: [], errors: [], logs: [] }),
    });
    expect(events.status).toBe(204);
  });

  it('answers translations with an empty set, so the Card keeps its bundled English', async () => {
    const response = await fetch(`${api}sdk/6.45.2/translations/nl-NL.json`, { headers: { Origin: SHOP } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({});
  });

  const binLookup = (body: object) =>
    fetch(`${api}v3/bin/binLookup?token=local_standin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('looks up the brand and length of a test bin, and whether the Card accepts it', async () => {
    const visa = await binLookup({
      encryptedBin: 'test_411111',
      requestId: 'bin-1',
      supportedBrands: ['visa', 'mc'],
      type: 'card',
    });
    expect(await visa.json()).toEqual({
      requestId: 'bin-1',
      brands: [
        {
          brand: 'visa',
          supported: true,
          cvcPolicy: 'required',
          expiryDatePolicy: 'required',
          enableLuhnCheck: true,
          panLength: 16,
          paymentMethodVariant: 'visa',
        },
      ],
    });
    const amex = await binLookup({
      encryptedBin: 'test_370000',
      requestId: 'bin-2',
      supportedBrands: ['visa', 'mc'],
    });
    expect(await amex.json()).toMatchObject({
      requestId: 'bin-2',
      brands: [{ brand: 'amex', supported: false, panLength: 15 }],
    });
  });

  it('finds nothing for an unknown bin or real encrypted data, and refuses a request without a bin', async () => {
    const unknown = await binLookup({ encryptedBin: 'test_601111', requestId: 'bin-3' });
    expect(await unknown.json()).toEqual({ requestId: 'bin-3', brands: [] });
    const encrypted = await binLookup({ encryptedBin: 'adyenjs_0_1_25$abc', requestId: 'bin-4' });
    expect(await encrypted.json()).toEqual({ requestId: 'bin-4', brands: [] });
    const missing = await binLookup({ requestId: 'bin-5' });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ errorType: 'validation', status: 422 });
  });

  it('answers the device fingerprint frame at once, to the origin that framed it only', async () => {
    const page = await fetch(`${api}assets/html/local_standin/dfp.1.0.0.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<script src="dfp.js" defer></script>');
    const script = await (await fetch(`${api}assets/html/local_standin/dfp.js`)).text();
    expect(() => new vm.Script(script)).not.toThrow();
    expect(script).toContain('new URL(document.referrer).origin');
    expect(script).toContain('"stand-in-device-fingerprint"');
  });

  it('draws a badge for brand logos and refuses other names', async () => {
    const visa = await fetch(`${api}images/logos/visa.svg`);
    expect(visa.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await visa.text()).toContain('aria-label="VISA"');
    expect((await fetch(`${api}images/logos/nocard.svg`)).status).toBe(200);
    expect((await fetch(`${api}images/logos/%3Cscript%3E.svg`)).status).toBe(404);
    const hint = await fetch(`${api}images/components/expiry_date_hint.svg`);
    expect(hint.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});
