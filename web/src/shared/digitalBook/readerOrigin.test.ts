import { describe, expect, it } from 'vitest';
import { readerOriginOf } from './readerOrigin';

describe('readerOriginOf', () => {
  it("is the origin of an http(s) reader's address, else null", () => {
    expect(readerOriginOf('http://127.0.0.1:4103/reader/9789044800001?token=x')).toBe(
      'http://127.0.0.1:4103',
    );
    expect(readerOriginOf('https://reader.example/r/1')).toBe('https://reader.example');
    expect(readerOriginOf('javascript:alert(1)')).toBeNull();
    expect(readerOriginOf('not a url')).toBeNull();
  });
});
