import { describe, expect, it } from 'vitest';
import { embedCode } from './embedCode';

describe('embedCode', () => {
  const book = { isbn: '9789400000223', name: 'Roos\'s "grote" dag & nacht' };

  it('frames the reader of the ISBN, titled with the book name (escaped)', () => {
    expect(embedCode('http://localhost:4104', book, { lang: 'nl' })).toBe(
      '<iframe src="http://localhost:4104/reader/9789400000223" title="Roos&#39;s &quot;grote&quot; dag &amp; nacht" width="100%" height="640" loading="lazy"></iframe>',
    );
  });

  it('asks for the preview and the English reader when told', () => {
    expect(embedCode('https://digital.example.com', book, { lang: 'en', preview: true })).toContain(
      'src="https://digital.example.com/reader/9789400000223?preview=1&amp;lang=en"',
    );
  });
});
