import type { CmsBlockDocument, CmsPageDocument } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cmsBlocksOf, cmsListSize, cmsPageOf } from './cms';

const block = (id: number, identifier: string, active = true): CmsBlockDocument => ({
  id,
  identifier,
  title: identifier,
  content: `<p>${identifier}</p>`,
  active,
  store_id: 1,
});

const page = (id: number, identifier: string, active = true): CmsPageDocument => ({
  ...block(id, identifier, active),
  content_heading: identifier,
  meta_description: identifier,
});

describe('CMS list size (seed 000 §9)', () => {
  it('is 150 by default and at most 500', () => {
    expect(cmsListSize(undefined)).toBe(150);
    expect(cmsListSize(null)).toBe(150);
    expect(cmsListSize(20)).toBe(20);
    expect(cmsListSize(500)).toBe(500);
    expect(cmsListSize(501)).toBe(500);
  });

  it('falls back to 150 for values that are not a positive whole number', () => {
    expect(cmsListSize(0)).toBe(150);
    expect(cmsListSize(-3)).toBe(150);
    expect(cmsListSize(2.5)).toBe(150);
  });
});

describe('CMS page (seed 000 §8)', () => {
  it("is the active page found, else 'CMS query returned empty result'", () => {
    expect(cmsPageOf([page(2, 'contact')])).toEqual({ page: page(2, 'contact') });
    expect(cmsPageOf([])).toEqual({ error: 'CMS query returned empty result' });
    expect(cmsPageOf([page(2, 'contact', false)])).toEqual({ error: 'CMS query returned empty result' });
  });
});

describe('CMS blocks', () => {
  it('keeps active blocks in the order asked for', () => {
    const found = [block(1, 'usp'), block(2, 'footer-about'), block(3, 'newsletter', false)];
    expect(cmsBlocksOf(found, ['footer-about', 'newsletter', 'usp']).map((b) => b.identifier)).toEqual([
      'footer-about',
      'usp',
    ]);
    expect(cmsBlocksOf(found, null).map((b) => b.identifier)).toEqual(['usp', 'footer-about']);
  });
});
