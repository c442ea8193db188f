import express, { type Express } from 'express';
import { CallCounter, createApp, type Logger } from '@shop/service';
import { envelopeErrors, notFound } from './envelope';

export interface UpstreamApp {
  app: Express;
  counter: CallCounter;
  /** Adds the 404 envelope and the error handler; call after the routes. */
  finish(): Express;
}

/**
 * The express app every local upstream starts from: `/health`, JSON bodies, and the call counter
 * (`GET/DELETE /__calls`) outside production so tests can assert calls per endpoint and request id.
 * Routers are mounted at the root and declare full paths: the counter names an endpoint after the
 * answer is sent, when express has already reset the `baseUrl` of a router whose handler failed.
 */
export function createUpstreamApp(options: { nodeEnv: string; logger: Logger }): UpstreamApp {
  const app = createApp();
  const counter = new CallCounter();
  if (options.nodeEnv !== 'production') app.use(counter.router(), counter.middleware());
  app.use(express.json({ limit: '1mb' }));
  return {
    app,
    counter,
    finish: () => {
      app.use(notFound);
      app.use(envelopeErrors((error) => options.logger.error({ err: error }, 'unexpected error')));
      return app;
    },
  };
}
