import { describe, expect, it } from 'vitest';
import { decodeBulkFile } from './bulkFile';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('bulk file (seed 001 §5: the CSV must be UTF-8)', () => {
  it('reads UTF-8, accents included, and drops a byte order mark', () => {
    const text = 'name,password,screenname\nZoë Maes,Leesvogel12,zoë\n';
    expect(decodeBulkFile(new TextEncoder().encode(text))).toBe(text);
    expect(decodeBulkFile(bytes(0xef, 0xbb, 0xbf, 0x61, 0x2c, 0x62))).toBe('a,b');
  });

  it('refuses a file that is not UTF-8 (Windows-1252 ë, UTF-16)', () => {
    // 'Zoë' as Windows-1252 saves ë as the single byte 0xEB, which is no UTF-8 sequence.
    expect(decodeBulkFile(bytes(0x5a, 0x6f, 0xeb))).toBeNull();
    expect(decodeBulkFile(bytes(0xff, 0xfe, 0x6e, 0x00))).toBeNull();
  });
});
