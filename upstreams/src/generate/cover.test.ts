import { describe, expect, it } from 'vitest';
import { coverSvg } from './cover';

const book = {
  sku: '9789400000018',
  title: 'Waar is de lieve beer?',
  author: 'Els Verhulst',
  width: 310,
  height: 300,
};

describe('coverSvg', () => {
  it('is the same for the same input and has the asked size', () => {
    const svg = coverSvg(book);
    expect(coverSvg(book)).toBe(svg);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="310" height="300" viewBox="0 0 310 300"/,
    );
    expect(svg).toContain('Els Verhulst');
  });

  it('takes its colour from the sku', () => {
    const fill = (svg: string) => /<rect width="\d+" height="\d+" fill="([^"]+)"/.exec(svg)?.[1];
    expect(fill(coverSvg(book))).not.toBe(fill(coverSvg({ ...book, sku: '9789400000025' })));
  });

  it('escapes XML in titles and authors', () => {
    const svg = coverSvg({
      sku: 'x',
      title: 'Tom & Jerry <3 "quotes"',
      author: "O'Brien",
      width: 150,
      height: 150,
    });
    expect(svg).toContain('Tom &amp; Jerry &lt;3 &quot;quotes&quot;');
    expect(svg).toContain('O&apos;Brien');
    expect(svg).not.toMatch(/<3/);
  });

  it('wraps a long title over several lines without cutting words', () => {
    const svg = coverSvg({
      ...book,
      title: 'Klaslezen-pakket: 25 x Het geheim van de raket',
      width: 600,
      height: 744,
    });
    const lines = [...svg.matchAll(/font-weight="700">([^<]*)</g)].map((m) => m[1]);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Klaslezen-pakket: 25 x Het geheim van de raket');
  });

  it('clamps impossible sizes instead of failing', () => {
    expect(coverSvg({ ...book, width: 0, height: Number.NaN })).toContain('width="1" height="1"');
  });
});
