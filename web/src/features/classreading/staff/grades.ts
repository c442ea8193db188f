import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A class's grade in the store view's language (seed 001 §3, §9: 'Grades 1 to 13 plus kindergarten levels 1
 * to 4'), from the programme's '1'..'13' and 'K1'..'K4'. Anything else is shown as it came.
 */
export function gradeLabel(i18n: I18n, grade: string | null | undefined): string {
  if (!grade) return '';
  if (/^K[1-4]$/u.test(grade)) {
    const level = grade.slice(1);
    return i18n._(msg`Kleuterklas ${level}`);
  }
  return /^(?:[1-9]|1[0-3])$/u.test(grade) ? i18n._(msg`Leerjaar ${grade}`) : grade;
}
