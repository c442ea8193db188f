import { randomInt } from 'node:crypto';

/** seed 001 §9: 'School code: ten digits.' */
export const SCHOOL_CODE = /^\d{10}$/;

/**
 * A new school code: ten digits, none of the `taken` identifiers (codes in use, proposed or retired, and
 * school ids: a pupil may type either, API.md). It starts with a non-zero digit, so it never reads as a
 * zero-padded Belgian school id.
 */
export function drawSchoolCode(
  isTaken: (code: string) => boolean,
  draw: () => number = () => randomInt(1_000_000_000, 10_000_000_000),
): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const code = String(draw());
    if (SCHOOL_CODE.test(code) && !isTaken(code)) return code;
  }
  throw new Error('no free school code found');
}
