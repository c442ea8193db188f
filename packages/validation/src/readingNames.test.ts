import { describe, expect, it } from 'vitest';
import { readingNameRule } from './readingNames';

describe('reading-programme names (seed 001 §5)', () => {
  it.each(['Lotte', 'Noor', 'Sofie', 'Claes', 'Anne Marie', 'Zoë', 'Jef Van den Bossche'])(
    'accepts %s',
    (name) => {
      expect(readingNameRule(name)).toBeNull();
    },
  );

  it('needs at least 2 letters', () => {
    expect(readingNameRule('L')).toBe('NAME_TOO_SHORT');
  });

  // The apostrophe and the hyphen stay: people are called D'Hondt and Jan-Willem.
  it.each(['Jan-Willem', "D'Hondt", "'s Jacob"])('accepts the apostrophe and hyphen of %s', (name) => {
    expect(readingNameRule(name)).toBeNull();
  });

  it.each(['Lotte3', 'Noor!', 'A.', 'Jan_Willem'])(
    'accepts only alphabet characters or spaces: %s',
    (name) => {
      expect(readingNameRule(name)).toBe('NAME_NOT_LETTERS');
    },
  );

  it('is required', () => {
    expect(readingNameRule('  ')).toBe('REQUIRED');
  });
});
