import { randomBytes } from 'node:crypto';
import { createLogger, listen, type Logger, type RunningService } from '@shop/service';
import { createUpstreamApp } from '../shared/app';
import { readDemoManifest } from '../shared/demoData';
import { listeningTickets } from './audio/listeningTicket';
import { BookCatalog } from './bookCatalog';
import { httpCommerceOrders } from './commerceOrders';
import { frameAncestors, type DigitalConfig } from './config';
import { buildReaderScript } from './reader/readerPage';
import { audioRouter } from './routes/audio';
import { booksRouter } from './routes/books';
import { readerRouter } from './routes/reader';

/**
 * The digital products service (seed 001 §7): a customer's e-books and audiobooks with the embed codes of
 * their reader, previews, the reader itself and the audiobooks' audio. Stateless: books come from the demo catalogue, purchases
 * from the commerce platform's order history.
 */
export async function startDigital(
  config: DigitalConfig,
  options: { logger?: Logger } = {},
): Promise<RunningService> {
  const logger = options.logger ?? createLogger('digital');
  readDemoManifest(config.DEMO_DATA_DIR);
  const catalog = BookCatalog.load(config.DEMO_DATA_DIR);
  const script = await buildReaderScript();
  // Without a configured secret, one of this process: its tickets end when it stops (right for one instance).
  const tickets = listeningTickets(config.DIGITAL_TICKET_SECRET ?? randomBytes(32).toString('base64url'));
  // Known once the service listens (port 0 in tests), unless configured.
  let publicUrl = config.DIGITAL_PUBLIC_URL;

  const { app, finish } = createUpstreamApp({ nodeEnv: config.NODE_ENV, logger });
  app.use(
    booksRouter({
      catalog,
      commerce: httpCommerceOrders({
        baseUrl: config.COMMERCE_API_URL,
        timeoutMs: config.COMMERCE_TIMEOUT_MS,
      }),
      readerUrl: () => publicUrl ?? '',
      tickets,
    }),
    readerRouter({ catalog, script, frameAncestors: frameAncestors(config) }),
    audioRouter({ catalog, tickets }),
  );
  finish();
  const service = await listen(app, {
    name: 'digital products service',
    port: config.DIGITAL_PORT,
    portVariable: 'DIGITAL_PORT',
    logger,
  });
  publicUrl ??= service.url;
  return service;
}
