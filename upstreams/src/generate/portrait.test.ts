import { describe, expect, it } from 'vitest';
import { initialsOf, portraitSvg } from './portrait';
import { authorImagePath, authorSlugOfImagePath } from './content';

describe('author portraits', () => {
  it('shows the initials of the first and last word of the name', () => {
    expect(initialsOf('Aline De Smet')).toBe('AS');
    expect(initialsOf('  élise ')).toBe('É');
  });

  it('is an SVG of the asked size, the same for the same slug', () => {
    const input = { slug: 'aline-de-smet', name: 'Aline De Smet', width: 320, height: 320 };
    expect(portraitSvg(input)).toBe(portraitSvg(input));
    expect(portraitSvg(input)).toMatch(/^<svg [^>]*width="320" height="320"/);
  });
});

describe('the path of an author’s photo', () => {
  it('names the author’s slug, with or without the leading slash; anything else names none', () => {
    expect(authorSlugOfImagePath(authorImagePath('aline-de-smet'))).toBe('aline-de-smet');
    expect(authorSlugOfImagePath('catalog/author/aline-de-smet.svg')).toBe('aline-de-smet');
    expect(authorSlugOfImagePath('/catalog/product/aline-de-smet.svg')).toBeNull();
    expect(authorSlugOfImagePath('/catalog/author/../x.svg')).toBeNull();
  });
});
