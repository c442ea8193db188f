import { Trans } from '@lingui/react/macro';
import {
  ClubActions,
  ClubBooksPanel,
  ClubManagementDialog,
  useClubManagement,
} from '../staff/ClubManagement';
import type { ClubManagement_ClubFragment } from '../staff/ClubManagement_club.generated';
import type { ReadingClubMember_StudentFragment } from './ReadingClubMember_student.generated';
import { shownName } from './ClubMembers';
import styles from '../staff/StaffForms.module.css';

type PresidedClub = ClubManagement_ClubFragment & {
  administrators: readonly ReadingClubMember_StudentFragment[];
  students: readonly ReadingClubMember_StudentFragment[];
};

/**
 * The session's user: their clubs_manage and allowed operations change when a president hands the club over
 * (makes themself a member or leaves it), so it is asked again after the members are saved. The page's book
 * cards are the pupil's own reading books, asked again after a book is added or taken off.
 */
const REFETCH = { refetchAfterMembers: ['ReadingMe'], refetchAfterBooks: ['ReadingClubPage'] };

/**
 * seed 001 §2 'club presidents manage': a pupil who administers the club edits it (name, description, avatar),
 * its books (from every book, API.md `readingBooks(all)`) and the roles of its pupils, with the staff's club
 * management. A pupil may not list the school's pupils (API.md: GET /students, self only), so the members form
 * offers the club's own pupils: a member made administrator, an administrator made member, or one taken off.
 */
export function ClubPresidentTools({ club, may }: { club: PresidedClub; may(operation: string): boolean }) {
  const management = useClubManagement();
  return (
    <section aria-labelledby="club-manage" className={styles.form}>
      <h2 id="club-manage">
        <Trans>Je club beheren</Trans>
      </h2>
      <div className={styles.actions}>
        <ClubActions club={club} management={management} may={may} />
      </div>
      <ClubBooksPanel club={club} management={management} options={REFETCH} />
      <ClubManagementDialog management={management} pupilsOf={() => clubPupils(club)} options={REFETCH} />
    </section>
  );
}

/** The club's administrators then members, each once, by the name the club shows them with. */
function clubPupils({ administrators, students }: PresidedClub): { id: string; name: string }[] {
  const seen = new Set<string>();
  return [...administrators, ...students]
    .filter((pupil) => {
      if (seen.has(pupil.id)) return false;
      seen.add(pupil.id);
      return true;
    })
    .map((pupil) => ({ id: pupil.id, name: shownName(pupil) }));
}
