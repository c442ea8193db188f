import { Trans } from '@lingui/react/macro';
import type { ReadingClubMember_StudentFragment } from './ReadingClubMember_student.generated';

/** The name a pupil shows to others: their screenname, else their name (seed 001 §3 Student data fields). */
export const shownName = (student: ReadingClubMember_StudentFragment): string =>
  student.screenname.trim() || student.name;

/** The pupils of a club as a list of names, or a line saying there are none. */
export function ClubMembers({ students }: { students: readonly ReadingClubMember_StudentFragment[] }) {
  if (students.length === 0) {
    return (
      <p>
        <Trans>Nog niemand.</Trans>
      </p>
    );
  }
  return (
    <ul>
      {students.map((student) => (
        <li key={student.id}>{shownName(student)}</li>
      ))}
    </ul>
  );
}
