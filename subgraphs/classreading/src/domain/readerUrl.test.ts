import { describe, expect, it } from 'vitest';
import { readerUrlAtProgress, readerUrlOf } from './readerUrl';

describe("the reader's address from an embed code", () => {
  it("takes the iframe's src, entities decoded", () => {
    expect(
      readerUrlOf(
        '<iframe src="http://127.0.0.1:4102/digital/reader/9789044834567?socket=s1&amp;lang=nl" width="100%"></iframe>',
      ),
    ).toBe('http://127.0.0.1:4102/digital/reader/9789044834567?socket=s1&lang=nl');
  });

  it('finds the iframe inside a wrapper', () => {
    expect(
      readerUrlOf("<div class='reader'><iframe src='https://reader.example/book/1'></iframe></div>"),
    ).toBe('https://reader.example/book/1');
  });

  it.each([
    ['a javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a data: src', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['a relative src', '<iframe src="/reader/1"></iframe>'],
    ['no src', '<iframe></iframe>'],
    ['no iframe', '<script src="https://reader.example/x.js"></script>'],
    ['plain text', 'Credits expired'],
  ])('refuses %s', (_case, code) => {
    expect(readerUrlOf(code)).toBeNull();
  });
});

describe('the reader opening where the pupil got to', () => {
  it("adds the percentage reached as the reader's progress parameter, beside the reader's own", () => {
    expect(readerUrlAtProgress('http://127.0.0.1:4104/reader/9789044834567?lang=en', 100)).toBe(
      'http://127.0.0.1:4104/reader/9789044834567?lang=en&progress=100',
    );
    expect(readerUrlAtProgress('https://reader.example/book/1', 45)).toBe(
      'https://reader.example/book/1?progress=45',
    );
  });

  it('leaves the address as it is for a book never read (0)', () => {
    expect(readerUrlAtProgress('https://reader.example/book/1?lang=en', 0)).toBe(
      'https://reader.example/book/1?lang=en',
    );
  });
});
