import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import {
  answerKindOf,
  contentSecurityPolicyOf,
  PERMISSIONS_POLICY,
  type AnswerKind,
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
  // One policy per kind of answer, built (and checked by helmet) once; only the nonce changes per answer.
  const policies = Object.fromEntries(
    ANSWER_KINDS.map((kind) => [kind, contentSecurityPolicy(kind, options.policySources)]),
  ) as Record<AnswerKind, RequestHandler>;
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    const policy = policies[answerKindOf(req.path)];
    headers(req, res, (error?: unknown) => (error ? next(error) : policy(req, res, next)));
  };
}

const ANSWER_KINDS: readonly AnswerKind[] = ['shop', 'payment', 'reading', 'resource'];

/** Stands for the answer's nonce in the directives until helmet asks for it, answer by answer. */
const NONCE_SLOT = 'nonce-slot';

/**
 * helmet's Content-Security-Policy of one kind of answer: the directives of contentSecurityPolicyOf, where the
 * nonce is a function of the answer (helmet's way of giving each answer its own nonce).
 */
function contentSecurityPolicy(kind: AnswerKind, sources: PolicySources): RequestHandler {
  const slot = `'nonce-${NONCE_SLOT}'`;
  const answersNonce = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${(res as Response).locals.cspNonce}'`;
  const directives = Object.fromEntries(
    Object.entries(contentSecurityPolicyOf(kind, sources, NONCE_SLOT)).map(([name, values]) => [
      name,
      values.map((value) => (value === slot ? answersNonce : value)),
    ]),
  );
  return helmet.contentSecurityPolicy({ useDefaults: false, directives });
}
