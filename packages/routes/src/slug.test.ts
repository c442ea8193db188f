import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('strips accents and joins words with dashes', () => {
    expect(slugify('De pinguïn die niet kon zwemmen')).toBe('de-pinguin-die-niet-kon-zwemmen');
  });

  it('keeps a person’s name readable as their page’s key', () => {
    expect(slugify('Lieve Van den Berg')).toBe('lieve-van-den-berg');
    expect(slugify('Amani Uwase')).toBe('amani-uwase');
  });

  it('drops apostrophes instead of turning them into dashes', () => {
    expect(slugify("Sofie D'Hondt")).toBe('sofie-dhondt');
    expect(slugify('Ruth O’Neill')).toBe('ruth-oneill');
  });

  it('trims separators at both ends and collapses runs of them', () => {
    expect(slugify('  -- Wim & Griet! -- ')).toBe('wim-griet');
  });

  it('gives an empty slug for a value without letters or digits', () => {
    expect(slugify('—')).toBe('');
  });
});
