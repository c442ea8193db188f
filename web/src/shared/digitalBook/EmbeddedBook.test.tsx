import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { EmbeddedBook } from './EmbeddedBook';
import { readerSandbox } from './ReaderFrame';

describe('EmbeddedBook', () => {
  it("frames an e-book's reader, named after the book", async () => {
    await renderInShop(
      <EmbeddedBook
        name="De kikker"
        readerUrl="http://localhost:4104/reader/9789400000223"
        audioUrl={null}
      />,
    );
    const frame = screen.getByTitle('Lezer: De kikker');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('http://localhost:4104/reader/9789400000223');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
  });

  it("plays an audiobook in the shop's player", async () => {
    await renderInShop(
      <EmbeddedBook
        name="De kikker"
        readerUrl={null}
        audioUrl="http://localhost:4104/audio/1.wav?preview=1"
      />,
    );
    expect(screen.getByRole('group', { name: 'Speler: De kikker' })).toBeTruthy();
    expect(screen.queryByTitle('Lezer: De kikker')).toBeNull();
  });

  it('says a book without either cannot be opened', async () => {
    await renderInShop(<EmbeddedBook name="De kikker" />, { store: 'en-be' });
    expect(
      screen.getByText('This book cannot be opened now. Please try again later.').getAttribute('role'),
    ).toBe('alert');
  });
});

describe('readerSandbox', () => {
  it('keeps the origin of a reader elsewhere, never of one at the shop', () => {
    expect(readerSandbox('http://localhost:4104/reader/1', 'http://localhost:3000')).toBe(
      'allow-scripts allow-same-origin',
    );
    expect(readerSandbox('http://localhost:3000/reader/1', 'http://localhost:3000')).toBe('allow-scripts');
    expect(readerSandbox('javascript:alert(1)', 'http://localhost:3000')).toBe('allow-scripts');
  });
});
