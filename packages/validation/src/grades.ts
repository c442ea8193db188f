/**
 * Seed 001 §3 and §9: 'Grades 1 to 13 plus kindergarten 1 to 4.' The reading programme writes them as
 * '1'..'13' and 'K1'..'K4' (see ReadingClassSummary in @shop/contracts). One list for the stand-in's class
 * calls, the classreading subgraph and the web's class form.
 */
export const SCHOOL_GRADES = Array.from({ length: 13 }, (_, index) => String(index + 1));
export const KINDERGARTEN_GRADES = Array.from({ length: 4 }, (_, index) => `K${index + 1}`);

/** Every grade a class can have, kindergarten first (the order a school counts its years in). */
export const GRADES: readonly string[] = [...KINDERGARTEN_GRADES, ...SCHOOL_GRADES];

export function isGrade(value: string): boolean {
  return GRADES.includes(value.trim().toUpperCase());
}

/** The grade as the reading programme stores it ('k2' → 'K2', ' 7 ' → '7'), or null when it is none. */
export function normalizeGrade(value: string): string | null {
  const grade = value.trim().toUpperCase();
  return GRADES.includes(grade) ? grade : null;
}
