import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotli, compressInChunks, compressionCosts, gzip, netSavingMs } from './compressionCost';

// A page-like text: markup and JSON state, repetitive as a product grid is.
const PAGE = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) =>
      `<li class="card"><a href="/nl-be/p/97894000${i}/boek-${i}">Boek ${i}</a><span>€ ${i}.99</span></li>`,
  ).join(''),
);

describe('what compressing a page costs and saves', () => {
  it('compresses a page fed in chunks into what decompresses to the page', async () => {
    expect(brotliDecompressSync(await compressInChunks(PAGE, brotli(4)))).toEqual(PAGE);
    expect(gunzipSync(await compressInChunks(PAGE, gzip(6)))).toEqual(PAGE);
  });

  it('measures bytes and CPU per page of each setting', async () => {
    const [fastest, default4] = await compressionCosts(PAGE, [brotli(1), brotli(4)], 1);
    expect(fastest).toMatchObject({ setting: 'br 1' });
    expect(default4!.bytes).toBeLessThan(PAGE.length / 5);
    expect(default4!.cpuMs).toBeGreaterThan(0);
  });

  it('weighs the transfer time saved at 1.6 Mbit/s against the extra CPU', () => {
    const gzip6 = { setting: 'gzip 6', bytes: 13_457, cpuMs: 4.7 };
    // 1009 bytes fewer are 4.93 ms at 1638.4 kbit/s; 0.7 ms more CPU.
    expect(netSavingMs({ setting: 'br 4', bytes: 12_448, cpuMs: 5.4 }, gzip6)).toBeCloseTo(4.23, 2);
    expect(netSavingMs({ setting: 'br 11', bytes: 10_128, cpuMs: 815 }, gzip6)).toBeLessThan(0);
  });
});
