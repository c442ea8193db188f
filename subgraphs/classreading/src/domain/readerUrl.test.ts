import { describe, expect, it } from 'vitest';
import { audioUrlOf, readerUrlAtProgress, readerUrlOf } from './readerUrl';

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

describe("the audio's address from an audiobook's embed code", () => {
  it("takes the audio's src, or its first source's, entities decoded", () => {
    expect(
      audioUrlOf(
        '<audio src="http://127.0.0.1:4104/audio/9789044834567.wav?ticket=1.a&amp;x=1" title="Kikker" controls></audio>',
      ),
    ).toBe('http://127.0.0.1:4104/audio/9789044834567.wav?ticket=1.a&x=1');
    expect(
      audioUrlOf(
        '<div><audio controls><source src="https://cdn.example/b.mp3" type="audio/mpeg"></audio></div>',
      ),
    ).toBe('https://cdn.example/b.mp3');
  });

  it.each([
    ['a javascript: src', '<audio src="javascript:alert(1)"></audio>'],
    ['a relative src', '<audio src="/audio/1.wav"></audio>'],
    ['an iframe (a book to read)', '<iframe src="https://reader.example/book/1"></iframe>'],
    ['plain text', 'Book not found'],
  ])('refuses %s', (_case, code) => {
    expect(audioUrlOf(code)).toBeNull();
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
