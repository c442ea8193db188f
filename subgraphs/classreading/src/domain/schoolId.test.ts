import { describe, expect, it } from 'vitest';
import { classLookupErrors, invalidSchoolId, normalizeSchoolId, SCHOOL_ID_LENGTH } from './schoolId';

describe('school id (seed 001 §5)', () => {
  it('is ten digits', () => {
    expect(SCHOOL_ID_LENGTH).toBe(10);
    expect(normalizeSchoolId('0000000001')).toBe('0000000001');
    expect(normalizeSchoolId('4821937560')).toBe('4821937560');
  });

  it('is zero-padded to ten digits (Belgium)', () => {
    expect(normalizeSchoolId('12345')).toBe('0000012345');
    expect(normalizeSchoolId('1')).toBe('0000000001');
    expect(normalizeSchoolId(' 12345 ')).toBe('0000012345');
  });

  it('accepts the Dutch format 11AA11, in either case', () => {
    expect(normalizeSchoolId('11AA11')).toBe('11AA11');
    expect(normalizeSchoolId('12ab34')).toBe('12AB34');
  });

  it.each(['', '   ', '12345678901', '1A2B3C', '11AAA11', '11AA1', 'AA1111', '12 345', '-12345', '12.34'])(
    "'%s' is not a valid school id",
    (typed) => {
      expect(normalizeSchoolId(typed)).toBeNull();
    },
  );

  it("says 'not a valid school id' on the school id field", () => {
    expect(invalidSchoolId()).toEqual({
      code: 'INVALID_SCHOOL_ID',
      message: 'not a valid school id',
      field: 'schoolId',
    });
  });
});

describe('class lookup (seed 001 §5, §8)', () => {
  it("an empty result means 'Unable to find this school'", () => {
    expect(classLookupErrors([])).toEqual([
      { code: 'SCHOOL_NOT_FOUND', message: 'Unable to find this school', field: 'schoolId' },
    ]);
  });

  it('classes mean the school exists', () => {
    expect(classLookupErrors([{ id: 11, name: '3A', grade: '3' }])).toEqual([]);
  });
});
