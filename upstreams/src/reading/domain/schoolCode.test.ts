import { describe, expect, it } from 'vitest';
import { drawSchoolCode } from './schoolCode';

describe('school code (seed 001 §9: ten digits)', () => {
  it('draws ten digits', () => {
    expect(drawSchoolCode(() => false)).toMatch(/^[1-9]\d{9}$/);
  });

  it('draws again while the code is taken or not ten digits', () => {
    const draws = [123, 1_234_567_890, 2_345_678_901];
    const code = drawSchoolCode(
      (candidate) => candidate === '1234567890',
      () => draws.shift() ?? 0,
    );
    expect(code).toBe('2345678901');
  });
});
