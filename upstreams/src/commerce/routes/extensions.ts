import { Router } from 'express';
import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { emailRule } from '@shop/validation';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { queryString, requestBody } from '../../shared/query';
import type { MailService } from '../mail/mailService';
import type { Outbox } from '../mail/outbox';
import type { NewsletterRepository } from '../newsletterRepository';

/**
 * vue-storefront-api's extensions the shop calls (seed 000 §7): the mail service and the newsletter
 * (its Mailchimp extension's subscribe path), with the outbox beside them outside production.
 */
export function extensionsRouter(deps: {
  mail: MailService;
  outbox: Outbox;
  newsletter: NewsletterRepository;
  clock: () => Date;
  nodeEnv: string;
}): Router {
  const router = Router();

  router.get('/api/ext/mail-service/get-token', (_req, res) => {
    sendEnvelope(res, 200, deps.mail.issueToken());
  });

  router.post('/api/ext/mail-service/send-email', (req, res) => {
    sendEnvelope(res, 200, deps.mail.send(req.body));
  });

  // Every mail the platform sends, newest first, for tests and developers (e.g. to follow a reset link).
  if (deps.nodeEnv !== 'production') {
    router.get('/api/ext/mail-service/outbox', (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      sendEnvelope(res, 200, deps.outbox.list(queryString(req, 'to')));
    });
  }

  const email = (value: unknown): string => {
    if (typeof value !== 'string' || emailRule(value) !== null)
      throw new UpstreamError(500, CUSTOMER_MESSAGES.invalidEmail);
    return value.trim();
  };

  router.get('/api/ext/mailchimp-subscribe/subscribe', (req, res) => {
    sendEnvelope(res, 200, deps.newsletter.status(email(queryString(req, 'email'))));
  });

  router.post('/api/ext/mailchimp-subscribe/subscribe', (req, res) => {
    sendEnvelope(res, 200, deps.newsletter.set(email(requestBody(req).email), 'subscribed', deps.clock()));
  });

  router.delete('/api/ext/mailchimp-subscribe/subscribe', (req, res) => {
    sendEnvelope(res, 200, deps.newsletter.set(email(requestBody(req).email), 'unsubscribed', deps.clock()));
  });

  return router;
}
