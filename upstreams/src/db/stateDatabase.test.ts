import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStateDatabase, type StateDatabase } from './stateDatabase';

const dirs: string[] = [];
const open: StateDatabase[] = [];
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'upstreams-db-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'state.sqlite');
}

const migrations = ['CREATE TABLE things (name TEXT PRIMARY KEY)'];
const names = (db: StateDatabase) =>
  db
    .prepare<[], { name: string }>('SELECT name FROM things ORDER BY name')
    .all()
    .map((row) => row.name);

async function openWith(file: string, fingerprint: string, seed: (db: StateDatabase) => void) {
  const db = await openStateDatabase({ file, migrations, fingerprint, prepareSeed: () => undefined, seed });
  open.push(db);
  return db;
}

describe('state databases', () => {
  it('creates the file in WAL mode and seeds it once', async () => {
    const file = tempFile();
    const first = await openWith(file, 'data-1', (db) =>
      db.prepare("INSERT INTO things VALUES ('seeded')").run(),
    );
    first.prepare("INSERT INTO things VALUES ('added later')").run();
    expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
    first.close();

    const again = await openWith(file, 'data-1', () => {
      throw new Error('must not seed twice');
    });
    expect(names(again)).toEqual(['added later', 'seeded']);
  });

  it('leaves nothing half-written when seeding fails, and seeds on the next start', async () => {
    const file = tempFile();
    await expect(
      openWith(file, 'data-1', (db) => {
        db.prepare("INSERT INTO things VALUES ('partial')").run();
        throw new Error('broken demo data');
      }),
    ).rejects.toThrow('broken demo data');
    const db = await openWith(file, 'data-1', (database) =>
      database.prepare("INSERT INTO things VALUES ('complete')").run(),
    );
    expect(names(db)).toEqual(['complete']);
  });

  it('seeds again from scratch when the demo data set changed', async () => {
    const file = tempFile();
    const first = await openWith(file, 'data-1', (db) =>
      db.prepare("INSERT INTO things VALUES ('old')").run(),
    );
    first.close();
    const second = await openWith(file, 'data-2', (db) =>
      db.prepare("INSERT INTO things VALUES ('new')").run(),
    );
    expect(names(second)).toEqual(['new']);
  });
});
