import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import {
  answerKindOf,
  contentSecurityPolicyOf,
  PERMISSIONS_POLICY,
  type PolicySources,
} from './domain/securityHeaders';

declare global {
  // Express's own name for what a request's handlers share (res.locals).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** This answer's Content-Security-Policy nonce: the scripts the server writes into the page carry it. */
      cspNonce: string;
    }
  }
}

/** A year: HSTS's max-age, in seconds. */
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The security headers of every answer of the web server (pages, the build's files, /graphql, /img, 404s), with
 * helmet: nosniff, X-Frame-Options DENY, strict-origin-when-cross-origin referrers, HSTS where it applies, and
 * the Content-Security-Policy of the answer's kind with a nonce of its own (domain/securityHeaders.ts), plus the
 * Permissions-Policy that turns off what the shop does not use.
 */
export function securityHeaders(options: {
  policySources: PolicySources;
  strictTransportSecurity: boolean;
}): RequestHandler {
  const headers = helmet({
    // Per answer, below: it depends on the page's kind and carries the request's nonce.
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.strictTransportSecurity
      ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
      : false,
  });
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    const policy = helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: contentSecurityPolicyOf(answerKindOf(req.path), options.policySources, nonce),
    });
    headers(req, res, (error?: unknown) => (error ? next(error) : policy(req, res, next)));
  };
}
