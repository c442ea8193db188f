import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@shop/service';
import { SqliteDatabase } from './sqlite';

export type StateDatabase = SqliteDatabase;

export interface StateDatabaseOptions<Prepared> {
  file: string;
  /** Schema changes in order; migration i brings the schema to version i + 1 (`PRAGMA user_version`). */
  migrations: readonly string[];
  /** Identity of the demo data set the state is seeded from (see shared/demoData). */
  fingerprint: string;
  /** Slow work before seeding (e.g. hashing passwords), done outside the transaction and only when seeding. */
  prepareSeed(): Prepared | Promise<Prepared>;
  /** Fills a new database from the demo data; runs inside one transaction with the fingerprint. */
  seed(db: StateDatabase, prepared: Prepared): void;
  logger?: Logger;
}

const META_TABLE = `CREATE TABLE IF NOT EXISTS state_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`;

/**
 * Opens (and on first start creates and seeds) a service's SQLite state file. WAL lets readers run beside
 * the writer; schema and seed each run in one transaction, so a failure leaves no half-written state.
 * State seeded from a different demo data set is thrown away and seeded again: its skus and ids would no
 * longer match the catalogue.
 */
export async function openStateDatabase<Prepared>(
  options: StateDatabaseOptions<Prepared>,
): Promise<StateDatabase> {
  mkdirSync(path.dirname(options.file), { recursive: true });
  let db = open(options);
  try {
    const seededFrom = db
      .prepare<[], { value: string }>(`SELECT value FROM state_meta WHERE key = 'demo_data'`)
      .get()?.value;
    if (seededFrom === options.fingerprint) return db;
    if (seededFrom !== undefined) {
      options.logger?.warn(
        { file: options.file },
        'state was seeded from another demo data set: seeding it again',
      );
      db.close();
      removeDatabaseFiles(options.file);
      db = open(options);
    }
    const prepared = await options.prepareSeed();
    db.transaction(() => {
      options.seed(db, prepared);
      db.prepare(
        `INSERT INTO state_meta (key, value) VALUES ('demo_data', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      ).run(options.fingerprint);
    })();
    return db;
  } catch (error) {
    if (db.open) db.close();
    throw error;
  }
}

function open(options: Pick<StateDatabaseOptions<unknown>, 'file' | 'migrations'>): StateDatabase {
  const db = new SqliteDatabase(options.file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db, options.migrations, options.file);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrate(db: StateDatabase, migrations: readonly string[], file: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > migrations.length) {
    throw new Error(
      `${file} has schema version ${version}, newer than this service knows (${migrations.length}). Delete the state directory to start again.`,
    );
  }
  db.transaction(() => {
    db.exec(META_TABLE);
    for (let next = version; next < migrations.length; next += 1) {
      db.exec(migrations[next] ?? '');
    }
    db.pragma(`user_version = ${migrations.length}`);
  })();
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}
