import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from './sqlite';

let db: SqliteDatabase;
afterEach(() => {
  if (db.open) db.close();
});

function withBooks(): SqliteDatabase {
  db = new SqliteDatabase(':memory:');
  db.exec('CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT NOT NULL UNIQUE)');
  return db;
}

const titles = () =>
  db
    .prepare<[], { title: string }>('SELECT title FROM books ORDER BY id')
    .all()
    .map((row) => row.title);
const insert = () => db.prepare<[string]>('INSERT INTO books (title) VALUES (?)');

describe('the state database on node:sqlite', () => {
  it('binds positional and named parameters, ignoring keys the SQL does not use, and says what a run did', () => {
    withBooks();
    expect(insert().run('Dribbel')).toEqual({ changes: 1, lastInsertRowid: 1 });
    const named = db.prepare<{ title: string; unused: string }>('INSERT INTO books (title) VALUES (@title)');
    expect(named.run({ title: 'Nijntje', unused: 'x' })).toEqual({ changes: 1, lastInsertRowid: 2 });
    expect(db.prepare<[number], { title: string }>('SELECT title FROM books WHERE id = ?').get(2)).toEqual({
      title: 'Nijntje',
    });
    expect(
      db.prepare<[number], { title: string }>('SELECT title FROM books WHERE id = ?').get(9),
    ).toBeUndefined();
  });

  it('commits a transaction when its function returns, and keeps nothing of it when the function throws', () => {
    withBooks();
    expect(db.transaction((title: string) => insert().run(title).lastInsertRowid)('Dribbel')).toBe(1);
    const failing = db.transaction(() => {
      insert().run('Nijntje');
      insert().run('Dribbel'); // the title is unique
    });
    expect(failing).toThrow(/UNIQUE/);
    expect(titles()).toEqual(['Dribbel']);
  });

  it('nests a transaction as a savepoint: an inner failure the caller catches undoes only the inner part', () => {
    withBooks();
    db.transaction(() => {
      insert().run('Dribbel');
      try {
        db.transaction(() => {
          insert().run('Nijntje');
          throw new Error('refused');
        })();
      } catch {
        // the outer transaction goes on without the inner one
      }
      db.transaction(() => insert().run('Pluk'))();
    })();
    expect(titles()).toEqual(['Dribbel', 'Pluk']);
  });

  it('refuses a transaction function that returns a promise, and rolls it back', () => {
    withBooks();
    const asynchronous = db.transaction(async () => insert().run('Dribbel'));
    expect(asynchronous).toThrow(/cannot return a promise/);
    expect(titles()).toEqual([]);
  });

  it('reads a pragma as rows or, simply, as its value', () => {
    withBooks();
    db.pragma('user_version = 3');
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    expect(db.pragma('user_version')).toEqual([{ user_version: 3 }]);
  });

  it('opens read-only when asked, refusing writes', () => {
    withBooks();
    db.close();
    db = new SqliteDatabase(':memory:', { readonly: true });
    expect(() => db.exec('CREATE TABLE t (x)')).toThrow(/readonly/);
  });
});
