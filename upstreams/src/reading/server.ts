import path from 'node:path';
import { CLASSREADING_FILE, type ClassreadingDemoData } from '@shop/contracts';
import { createLogger, listen, type Logger, type RunningService } from '@shop/service';
import { openStateDatabase } from '../db/stateDatabase';
import { createUpstreamApp } from '../shared/app';
import { demoDataFingerprint, readDemoJson, readDemoManifest } from '../shared/demoData';
import { assertReadingSecretSet, type ReadingConfig } from './config';
import { DEMO_PASSWORD_COST, hashPassword } from '../shared/passwords';
import { ReadingRepository } from './readingRepository';
import { ReadingCatalogue } from './books';
import { resolveCaller } from './caller';
import { createReadingDeps } from './deps';
import { accountRouter } from './routes/account';
import { authRouter } from './routes/auth';
import { booksRouter } from './routes/books';
import { classesRouter } from './routes/classes';
import { clubsRouter } from './routes/clubs';
import { studentsRouter } from './routes/students';
import { teachersRouter } from './routes/teachers';
import { trackingRouter } from './routes/tracking';
import { READING_MIGRATIONS, hashDemoPasswords, seedReadingState } from './state';
import { ReadingTokens } from './tokens';

export const READING_STATE_FILE = 'reading.sqlite';

/**
 * The reading-programme API (seed 001 §7, as API.md reads it): pupils' login with school id, class, name and
 * password; every other call with the bearer JWT of a pupil, teacher or director. State lives in
 * STATE_DIR/reading.sqlite, seeded from classreading.json; the books are the demo catalogue's books with an ISBN.
 */
export async function startReading(
  config: ReadingConfig,
  options: { logger?: Logger; now?: () => number } = {},
): Promise<RunningService> {
  const logger = options.logger ?? createLogger('reading');
  assertReadingSecretSet(config);
  const manifest = readDemoManifest(config.DEMO_DATA_DIR);
  const db = await openStateDatabase({
    file: path.join(config.STATE_DIR, READING_STATE_FILE),
    migrations: READING_MIGRATIONS,
    fingerprint: demoDataFingerprint(manifest),
    prepareSeed: async () => {
      const data = readDemoJson<ClassreadingDemoData>(config.DEMO_DATA_DIR, CLASSREADING_FILE);
      return { data, hashes: await hashDemoPasswords(data, DEMO_PASSWORD_COST) };
    },
    seed: (database, { data, hashes }) => seedReadingState(database, data, hashes),
    logger,
  });
  try {
    const { app, finish } = createUpstreamApp({ nodeEnv: config.NODE_ENV, logger });
    const repository = new ReadingRepository(db);
    const tokens = new ReadingTokens(config.READING_JWT_SECRET);
    const deps = createReadingDeps(db, {
      repository,
      catalogue: ReadingCatalogue.load(config.DEMO_DATA_DIR, manifest.indexes),
      readerUrl: config.READING_READER_URL,
      passwordCost: config.READING_PASSWORD_COST,
      now: options.now ?? Date.now,
    });
    app.use(
      authRouter({
        repository,
        tokens,
        decoyHash: await hashPassword('decoy', config.READING_PASSWORD_COST),
      }),
    );
    // Every call after login needs the bearer JWT (API.md): the caller is resolved here, once.
    app.use(resolveCaller(repository, tokens, deps.revokedTokens));
    for (const router of [
      accountRouter,
      booksRouter,
      classesRouter,
      clubsRouter,
      studentsRouter,
      teachersRouter,
      trackingRouter,
    ])
      app.use(router(deps));
    finish();
    const service = await listen(app, {
      name: 'reading-programme API',
      port: config.READING_PORT,
      portVariable: 'READING_PORT',
      logger,
    });
    return {
      ...service,
      close: async () => {
        await service.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
