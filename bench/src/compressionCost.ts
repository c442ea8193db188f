/**
 * What compressing a page costs and saves (issue 20: 'dynamic answers compressed at a quality that costs less
 * than it saves'): a page's HTML compressed as the web server does it, in a stream fed in React's chunks,
 * at each setting, with the CPU it took and the bytes it left. Measured in this process on the same Node.
 */
import { constants, createBrotliCompress, createGzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Transform } from 'node:stream';

export interface CompressionSetting {
  /** e.g. 'br 4', 'gzip 6'. */
  name: string;
  create(): Transform;
}

export const brotli = (quality: number, options: BrotliOptions = {}): CompressionSetting => ({
  name: `br ${quality}`,
  create: () =>
    createBrotliCompress({
      ...options,
      params: { ...options.params, [constants.BROTLI_PARAM_QUALITY]: quality },
    }),
});

export const gzip = (level: number, options: ZlibOptions = {}): CompressionSetting => ({
  name: `gzip ${level}`,
  create: () => createGzip({ ...options, level }),
});

/** The settings compared: gzip's default and fastest levels, and brotli from its fastest to its 6th quality. */
export const COMPRESSION_SETTINGS: readonly CompressionSetting[] = [
  gzip(6),
  gzip(1),
  brotli(1),
  brotli(3),
  brotli(4),
  brotli(5),
  brotli(6),
];

/** React's server renderer writes its stream in views of this size: the compressor gets the page as such chunks. */
const REACT_CHUNK_BYTES = 2048;

/** One page through one compressor, in React's chunks; the compressed bytes. */
export async function compressInChunks(page: Buffer, setting: CompressionSetting): Promise<Buffer> {
  const stream = setting.create();
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.once('end', resolve);
    stream.once('error', reject);
  });
  for (let at = 0; at < page.length; at += REACT_CHUNK_BYTES)
    stream.write(page.subarray(at, at + REACT_CHUNK_BYTES));
  stream.end();
  await ended;
  return Buffer.concat(out);
}

export interface CompressionCost {
  setting: string;
  bytes: number;
  /** CPU milliseconds (this process, its zlib threads included) per page, the mean of every measured page. */
  cpuMs: number;
}

/**
 * Each setting's bytes and CPU per page for `page`: the settings take turns, `runs` rounds of 5 pages each
 * after an unmeasured round, so a busy moment of this shared machine falls on all of them alike.
 */
export async function compressionCosts(
  page: Buffer,
  settings: readonly CompressionSetting[] = COMPRESSION_SETTINGS,
  runs = 8,
): Promise<CompressionCost[]> {
  const spent = settings.map(() => 0);
  const bytes = settings.map(() => 0);
  for (let round = 0; round <= runs; round++) {
    for (const [i, setting] of settings.entries()) {
      const before = process.cpuUsage();
      for (let n = 0; n < 5; n++) bytes[i] = (await compressInChunks(page, setting)).length;
      const used = process.cpuUsage(before);
      if (round > 0) spent[i]! += (used.user + used.system) / 1000;
    }
  }
  return settings.map((setting, i) => ({
    setting: setting.name,
    bytes: bytes[i]!,
    cpuMs: spent[i]! / (runs * 5),
  }));
}

/**
 * What a setting saves a visitor beside gzip's default, against what it costs the server: the milliseconds its
 * fewer bytes take at `kbps` (Lighthouse's mobile profile: 1638.4 kbit/s) minus its extra CPU milliseconds.
 * Positive: it saves more than it costs.
 */
export function netSavingMs(cost: CompressionCost, reference: CompressionCost, kbps = 1638.4): number {
  const savedMs = ((reference.bytes - cost.bytes) * 8) / kbps;
  return savedMs - (cost.cpuMs - reference.cpuMs);
}
