/**
 * Streams documents to an NDJSON file: lines are gathered into chunks of about 64 kB and written with
 * backpressure, so a 100,000-product catalogue never sits in memory as one string.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

const CHUNK_SIZE = 64 * 1024;

export class NdjsonWriter {
  private pending: string[] = [];
  private pendingSize = 0;
  private failure: Error | null = null;
  lines = 0;

  private constructor(private readonly stream: WriteStream) {
    stream.on('error', (error) => {
      this.failure = error;
    });
  }

  static async open(file: string): Promise<NdjsonWriter> {
    await mkdir(path.dirname(file), { recursive: true });
    return new NdjsonWriter(createWriteStream(file));
  }

  /** Returns a promise only when the caller must wait for the disk (await it to keep memory flat). */
  writeLine(line: string): Promise<void> | undefined {
    if (this.failure) throw this.failure;
    this.pending.push(line, '\n');
    this.pendingSize += line.length + 1;
    this.lines++;
    return this.pendingSize >= CHUNK_SIZE ? this.flush() : undefined;
  }

  write(document: unknown): Promise<void> | undefined {
    return this.writeLine(JSON.stringify(document));
  }

  private flush(): Promise<void> | undefined {
    if (this.pending.length === 0) return undefined;
    const ok = this.stream.write(this.pending.join(''));
    this.pending = [];
    this.pendingSize = 0;
    return ok ? undefined : once(this.stream, 'drain').then(() => undefined);
  }

  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await finished(this.stream);
    if (this.failure) throw this.failure;
  }
}
