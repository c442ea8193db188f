import { describe, expect, it } from 'vitest';
import { descriptionText } from './descriptionText';

describe('descriptionText', () => {
  it('turns a product description (HTML) into plain text', () => {
    expect(
      descriptionText(
        '<p>Lars, de kleine ijsbeer, &amp; zijn <b>vrienden</b>.</p>\n<p>Vanaf 4&nbsp;jaar.</p>',
      ),
    ).toBe('Lars, de kleine ijsbeer, & zijn vrienden. Vanaf 4 jaar.');
  });

  it('drops scripts and styles with their content and decodes numeric entities', () => {
    expect(descriptionText('<style>p{}</style><p>caf&#233; &#x2014; ok</p><script>steal()</script>')).toBe(
      'café — ok',
    );
  });

  it('cuts long text at a word boundary, at most 160 characters with the ellipsis', () => {
    const text = descriptionText(`<p>${'woord '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('woord…')).toBe(true);
  });
});
