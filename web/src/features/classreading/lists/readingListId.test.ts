import { describe, expect, it } from 'vitest';
import { parseReadingListSlug, readingListSlug } from './readingListId';

describe('the {list} of a reading list address', () => {
  it('names every book, a class or a club, and reads back', () => {
    for (const list of [{ kind: 'all' }, { kind: 'class', id: '3' }, { kind: 'club', id: '12' }] as const)
      expect(parseReadingListSlug(readingListSlug(list))).toEqual(list);
    expect(readingListSlug({ kind: 'class', id: '3' })).toBe('class-3');
  });

  it('knows no other list', () => {
    for (const slug of [undefined, '', 'class-', 'teacher-1', 'alle'])
      expect(parseReadingListSlug(slug)).toBeNull();
  });
});
