import { describe, expect, it } from 'vitest';
import { GRADES, isGrade, normalizeGrade } from './grades';

describe('seed 001 §9: grades 1 to 13 plus kindergarten 1 to 4', () => {
  it('has 17 grades: K1 to K4, then 1 to 13', () => {
    expect(GRADES).toHaveLength(17);
    expect(GRADES.slice(0, 4)).toEqual(['K1', 'K2', 'K3', 'K4']);
    expect(GRADES.slice(4)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
  });

  it('accepts the ends of both ranges', () => {
    for (const grade of ['1', '13', 'K1', 'K4']) expect(isGrade(grade)).toBe(true);
  });

  it('refuses what lies outside them', () => {
    for (const grade of ['0', '14', 'K0', 'K5', '', '3A', '1.5']) expect(isGrade(grade)).toBe(false);
  });

  it('writes a grade as the reading programme stores it', () => {
    expect(normalizeGrade(' k2 ')).toBe('K2');
    expect(normalizeGrade('7')).toBe('7');
    expect(normalizeGrade('kleuter')).toBeNull();
  });
});
