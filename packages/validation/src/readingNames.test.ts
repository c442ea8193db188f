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

  it.each(['Lotte3', 'Jan-Willem', "D'Hondt", 'Noor!'])(
    'accepts only alphabet characters or spaces: %s',
    (name) => {
      expect(readingNameRule(name)).toBe('NAME_NOT_LETTERS');
    },
  );

  it('is required', () => {
    expect(readingNameRule('  ')).toBe('REQUIRED');
  });
});
