import { randomUUID } from 'node:crypto';
import cors from 'cors';
import { Router, type Response } from 'express';
import { binLookupRequest, lookUpBin } from './binLookup';
import { BLANK_SVG, DEVICE_FINGERPRINT_HTML, DEVICE_FINGERPRINT_SCRIPT } from './deviceFingerprintPage';
import {
  embeddingOrigin,
  SECURED_FIELDS_CSS,
  SECURED_FIELDS_HTML,
  securedFieldsPolicy,
  securedFieldsScript,
} from './securedFieldsPage';

/**
 * Adyen's checkoutshopper endpoints adyen-web's Card uses, for a machine that cannot reach Adyen: the web
 * app points the Card's `_environmentUrls` (api, analytics, cdn.images, cdn.translations) at
 * `<commerce>/checkoutshopper/`. The card fields are the stand-in's own secured field page (page/); the
 * other calls get harmless local answers so the Card mounts at once instead of waiting for Adyen.
 */
export function checkoutshopperRouter(): Router {
  const router = Router();
  // The shop calls these from its own origin; they carry no cookies, so any origin may read them.
  router.use(['/checkoutshopper/v3', '/checkoutshopper/sdk'], cors());

  router.get('/checkoutshopper/securedfields/:clientKey/:version/securedFields.html', (req, res) => {
    const origin = embeddingOrigin(req.query.d);
    if (!origin) {
      res
        .status(400)
        .type('text/plain')
        .send("The d parameter must be the base64 of the embedding page's origin, as adyen-web writes it.");
      return;
    }
    noSniff(res)
      .set('Content-Security-Policy', securedFieldsPolicy(origin))
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(SECURED_FIELDS_HTML);
  });

  router.get('/checkoutshopper/securedfields/:clientKey/:version/securedFields.js', async (_req, res) => {
    noSniff(res)
      .set('Cache-Control', 'no-cache')
      .type('text/javascript')
      .send(await securedFieldsScript());
  });

  router.get('/checkoutshopper/securedfields/:clientKey/:version/securedFields.css', (_req, res) => {
    noSniff(res).set('Cache-Control', 'no-cache').type('text/css').send(SECURED_FIELDS_CSS);
  });

  // Analytics: the Card asks for a checkout attempt id even when the integrator turned analytics off.
  router.post('/checkoutshopper/v3/analytics', (_req, res) => {
    res.json({ checkoutAttemptId: `standin-${randomUUID()}` });
  });
  // Events of an attempt (only sent with analytics on): nothing to keep here.
  router.post('/checkoutshopper/v3/analytics/:checkoutAttemptId', (_req, res) => {
    res.status(204).end();
  });

  // No translations beyond the ones adyen-web bundles: it merges this empty set over its en-US texts.
  router.get('/checkoutshopper/sdk/:version/translations/:locale', (_req, res) => {
    res.json({});
  });

  router.post('/checkoutshopper/v3/bin/binLookup', (req, res) => {
    const parsed = binLookupRequest.safeParse(req.body);
    if (!parsed.success) {
      // Adyen's error shape, which adyen-web logs instead of throwing.
      res.status(422).json({
        status: 422,
        errorCode: '702',
        errorType: 'validation',
        message: 'Required field encryptedBin is missing or empty',
      });
      return;
    }
    res.json(lookUpBin(parsed.data));
  });

  router.get('/checkoutshopper/assets/html/:clientKey/dfp.:version.html', (_req, res) => {
    noSniff(res)
      .set('Content-Security-Policy', "default-src 'none'; script-src 'self'; base-uri 'none'")
      .type('html')
      .send(DEVICE_FINGERPRINT_HTML);
  });
  router.get('/checkoutshopper/assets/html/:clientKey/dfp.js', (_req, res) => {
    noSniff(res).type('text/javascript').send(DEVICE_FINGERPRINT_SCRIPT);
  });

  router.get('/checkoutshopper/images/components/:name', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(BLANK_SVG);
  });

  router.get('/checkoutshopper/images/logos/:name', (req, res) => {
    const name = /^([a-z0-9_-]{1,30})\.svg$/i.exec(req.params.name)?.[1];
    if (!name) {
      res.status(404).type('text/plain').send('No such logo.');
      return;
    }
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(brandLogo(name));
  });

  return router;
}

function noSniff(res: Response): Response {
  return res.set('X-Content-Type-Options', 'nosniff');
}

const LOGO_TEXT: Record<string, string> = { visa: 'VISA', mc: 'MC', amex: 'AMEX', nocard: '' };

/** A plain card-shaped badge with the brand's name, in place of Adyen's brand logos. */
export function brandLogo(name: string): string {
  const text = LOGO_TEXT[name] ?? name.slice(0, 5).toUpperCase();
  const label = text || 'Card';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26" viewBox="0 0 40 26" role="img" aria-label="${label}">`,
    '<rect x="0.5" y="0.5" width="39" height="25" rx="3" fill="#fff" stroke="#b9c4c9"/>',
    text
      ? `<text x="20" y="16.5" text-anchor="middle" font-family="sans-serif" font-size="9" font-weight="700" fill="#00112c">${text}</text>`
      : '<rect x="4" y="6" width="32" height="4" fill="#b9c4c9"/>',
    '</svg>',
  ].join('');
}
