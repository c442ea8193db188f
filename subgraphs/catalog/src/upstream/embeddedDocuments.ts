import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import type { ProductDocument } from '@shop/contracts';

export class CatalogDataError extends Error {
  override name = 'CatalogDataError';
}

/**
 * Where the product documents of an index are kept between queries. Parsed documents are the largest
 * part of the index (about 225 MB per store view at 100,000 products), and a page returns 50 of them,
 * so they are kept as text and parsed when asked for: each call returns fresh objects.
 */
export interface DocumentStore {
  readonly size: number;
  /** The documents at these positions, in the order given. */
  at(positions: readonly number[]): ProductDocument[];
}

/** Documents given as objects (tests, any source): kept as their JSON. */
export class MemoryDocuments implements DocumentStore {
  private readonly json: string[] = [];

  get size(): number {
    return this.json.length;
  }

  add(document: ProductDocument): void {
    this.json.push(JSON.stringify(document));
  }

  at(positions: readonly number[]): ProductDocument[] {
    return positions.map((position) => JSON.parse(this.json[position]!) as ProductDocument);
  }
}

/**
 * Documents read from an NDJSON file: only each line's byte offset and length stay in memory, and a
 * page's lines are read back from the file (the operating system's cache serves them). The file must
 * not change while the index is in use; the catalogue subgraph restarts when the data is regenerated.
 */
export class FileDocuments implements DocumentStore {
  private offsets: number[] = [];
  private lengths: number[] = [];

  constructor(private readonly file: string) {}

  get size(): number {
    return this.offsets.length;
  }

  /** Records the line of the next document (the reader calls this in the order it yields documents). */
  add(offset: number, length: number): void {
    this.offsets.push(offset);
    this.lengths.push(length);
  }

  at(positions: readonly number[]): ProductDocument[] {
    if (positions.length === 0) return [];
    const fd = openSync(this.file, 'r');
    try {
      return positions.map((position) => {
        const length = this.lengths[position]!;
        const buffer = Buffer.allocUnsafe(length);
        readSync(fd, buffer, 0, length, this.offsets[position]!);
        return JSON.parse(buffer.toString('utf8')) as ProductDocument;
      });
    } finally {
      closeSync(fd);
    }
  }
}

export interface NdjsonLine<T> {
  document: T;
  /** Byte offset and length of the line in the file, without its line break. */
  offset: number;
  length: number;
}

/** One JSON document per non-empty line, read as a stream; a malformed line fails with file and line. */
export async function* readNdjsonLines<T>(file: string): AsyncGenerator<NdjsonLine<T>> {
  let pending: Buffer = Buffer.alloc(0);
  let pendingOffset = 0;
  let lineNumber = 0;
  const parse = (line: Buffer, offset: number): NdjsonLine<T> | undefined => {
    lineNumber += 1;
    const length = line.length > 0 && line[line.length - 1] === 0x0d ? line.length - 1 : line.length;
    const text = line.toString('utf8', 0, length);
    if (text.trim() === '') return undefined;
    try {
      return { document: JSON.parse(text) as T, offset, length };
    } catch (error) {
      throw new CatalogDataError(
        `${file}:${lineNumber} is not a JSON document: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  for await (const chunk of createReadStream(file)) {
    const data = pending.length > 0 ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    let start = 0;
    for (let end = data.indexOf(0x0a); end !== -1; end = data.indexOf(0x0a, start)) {
      const line = parse(data.subarray(start, end), pendingOffset + start);
      if (line) yield line;
      start = end + 1;
    }
    pending = data.subarray(start);
    pendingOffset += start;
  }
  if (pending.length > 0) {
    const line = parse(pending, pendingOffset);
    if (line) yield line;
  }
}
