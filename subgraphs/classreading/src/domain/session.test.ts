import { describe, expect, it } from 'vitest';
import { passesSessionCheck } from './session';

describe('session check (seed 001 §5: a name, or both firstname and lastname)', () => {
  it('passes a pupil with a name and a teacher with first and last name', () => {
    expect(passesSessionCheck({ name: 'Lotte' })).toBe(true);
    expect(passesSessionCheck({ firstname: 'Sofie', lastname: 'Claes' })).toBe(true);
  });

  it.each([
    ['nothing', {}],
    ['an empty name', { name: ' ' }],
    ['a first name alone', { firstname: 'Sofie' }],
    ['a last name alone', { lastname: 'Claes' }],
    ['an empty last name', { firstname: 'Sofie', lastname: '' }],
  ])('fails %s', (_case, user) => {
    expect(passesSessionCheck(user)).toBe(false);
  });
});
