import { DatabaseSync, type SQLInputValue } from 'node:sqlite';

/**
 * The upstreams' state in SQLite through Node's own `node:sqlite` (Node 24 ships SQLite 3.5x): no native
 * addon to compile at install, so nothing depends on the headers of the Node that ran npm. This file only
 * gives its synchronous API the two things the stores lean on: statements typed by their parameters and
 * rows, and `transaction(fn)`, which commits when `fn` returns and rolls back when it throws (nested, it
 * uses a savepoint, so an inner failure the caller catches undoes only the inner part).
 */

/** Positional parameters as a tuple, or named ones (`@name` in the SQL) as one object. */
type BindParameters = readonly unknown[] | object;
type Arguments<P extends BindParameters> = P extends readonly unknown[] ? P : [P];

export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

export interface Statement<P extends BindParameters = unknown[], Row = unknown> {
  get(...params: Arguments<P>): Row | undefined;
  all(...params: Arguments<P>): Row[];
  run(...params: Arguments<P>): RunResult;
}

export interface SqliteOptions {
  readonly?: boolean;
}

export class SqliteDatabase {
  private readonly db: DatabaseSync;
  private savepoints = 0;

  constructor(file: string, options: SqliteOptions = {}) {
    this.db = new DatabaseSync(file, { readOnly: options.readonly ?? false });
  }

  get open(): boolean {
    return this.db.isOpen;
  }

  prepare<P extends BindParameters = unknown[], Row = unknown>(sql: string): Statement<P, Row> {
    const statement = this.db.prepare(sql);
    // Like the stores' earlier driver: keys of a named-parameter object that the SQL does not use are ignored.
    statement.setAllowUnknownNamedParameters(true);
    const bind = (params: readonly unknown[]) => params as SQLInputValue[];
    return {
      get: (...params) => statement.get(...bind(params)) as Row | undefined,
      all: (...params) => statement.all(...bind(params)) as Row[],
      run: (...params) => toRunResult(statement.run(...bind(params))),
    };
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  /** `PRAGMA <source>`: its rows, or with `simple` the first column of the first row. */
  pragma(source: string, options: { simple?: boolean } = {}): unknown {
    const rows = this.db.prepare(`PRAGMA ${source}`).all();
    if (!options.simple) return rows;
    const first = rows[0];
    return first === undefined ? undefined : Object.values(first)[0];
  }

  /** `fn` as one transaction (a savepoint when one is already open); a promise from `fn` is refused. */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    return (...args: A): R => {
      const nested = this.db.isTransaction;
      const savepoint = `sp${(this.savepoints += 1)}`;
      this.db.exec(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN');
      try {
        const result = fn(...args);
        if (result instanceof Promise) throw new TypeError('A transaction function cannot return a promise');
        this.db.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
        return result;
      } catch (error) {
        if (this.db.isTransaction) {
          this.db.exec(nested ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
        }
        throw error;
      } finally {
        this.savepoints -= 1;
      }
    };
  }

  close(): void {
    this.db.close();
  }
}

function toRunResult(result: { changes: number | bigint; lastInsertRowid: number | bigint }): RunResult {
  return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
}
