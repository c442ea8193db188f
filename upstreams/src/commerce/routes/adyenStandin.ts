import express, { Router, type Response } from 'express';
import { UpstreamError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import { issuerPageHtml, unknownChallengeHtml } from '../payment/simulator/issuerPage';
import {
  ISSUER_PAGE_PATH,
  type ChallengeDecision,
  type LocalCardSimulator,
} from '../payment/simulator/localCardSimulator';

const DECISIONS: readonly ChallengeDecision[] = ['authenticate', 'cancel'];

/**
 * The issuer's 3-D Secure page of the local card simulator (the redirect action's URL). Its form posts the
 * shopper's choice here, and the answer sends the browser to the shop's returnUrl with a redirectResult.
 */
export function adyenStandinRouter(simulator: LocalCardSimulator, shopUrl: string): Router {
  const router = Router();
  const shopOrigin = new URL(shopUrl).origin;

  const page = (res: Response, status: number, html: string) => {
    res
      .status(status)
      .setHeader('Cache-Control', 'no-store')
      // No script runs here; the form may only post to this page and the redirect lead to the shop.
      .setHeader(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${shopOrigin}; base-uri 'none'`,
      )
      .type('html')
      .send(html);
  };

  const failed = (res: Response, error: unknown) => {
    if (!(error instanceof UpstreamError)) throw error;
    page(res, error.code, unknownChallengeHtml(error.message));
  };

  router.get(ISSUER_PAGE_PATH, (req, res) => {
    try {
      page(
        res,
        200,
        issuerPageHtml(simulator.challenge(queryString(req, 'reference') ?? ''), ISSUER_PAGE_PATH),
      );
    } catch (error) {
      failed(res, error);
    }
  });

  router.post(ISSUER_PAGE_PATH, express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const decision = DECISIONS.find((known) => known === body.decision);
    const reference = typeof body.reference === 'string' ? body.reference : '';
    try {
      if (!decision) throw new UpstreamError(400, 'Choose Authenticate or Cancel.');
      res.redirect(303, simulator.decide(reference, decision));
    } catch (error) {
      failed(res, error);
    }
  });

  return router;
}
