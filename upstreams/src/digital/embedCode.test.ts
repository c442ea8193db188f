import { describe, expect, it } from 'vitest';
import { embedCode } from './embedCode';

describe('embedCode', () => {
  const book = { isbn: '9789400000223', name: 'Roos\'s "grote" dag & nacht', kind: 'ebook' as const };

  it('frames the reader of the ISBN, titled with the book name (escaped)', () => {
    expect(embedCode('http://localhost:4104', book, { lang: 'nl' })).toBe(
      '<iframe src="http://localhost:4104/reader/9789400000223" title="Roos&#39;s &quot;grote&quot; dag &amp; nacht" width="100%" height="640" loading="lazy"></iframe>',
    );
  });

  it('asks for the preview and the English reader when told', () => {
    expect(embedCode('https://digital.example.com', book, { lang: 'en', preview: true })).toContain(
      'src="https://digital.example.com/reader/9789400000223?preview=1&amp;lang=en"',
    );
    expect(
      embedCode('https://digital.example.com', { ...book, kind: null }, { lang: 'nl', preview: true }),
    ).toContain('src="https://digital.example.com/reader/9789400000223?preview=1"');
  });

  it("gives an audiobook an audio element of its audio: the buyer's ticket, or the preview", () => {
    const audiobook = { ...book, kind: 'audiobook' as const };
    expect(embedCode('http://localhost:4104', audiobook, { lang: 'en', ticket: '1772755200.a-b_c' })).toBe(
      '<audio src="http://localhost:4104/audio/9789400000223.wav?ticket=1772755200.a-b_c" title="Roos&#39;s &quot;grote&quot; dag &amp; nacht" controls preload="metadata"></audio>',
    );
    expect(embedCode('http://localhost:4104', audiobook, { lang: 'nl', preview: true })).toContain(
      'src="http://localhost:4104/audio/9789400000223.wav?preview=1"',
    );
    expect(() => embedCode('http://localhost:4104', audiobook, { lang: 'nl' })).toThrow(/ticket/);
  });
});
