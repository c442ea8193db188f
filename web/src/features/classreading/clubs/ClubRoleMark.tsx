import { Trans } from '@lingui/react/macro';
import styles from './Clubs.module.css';

/** The signed-in pupil's part in a club, as a label: its president, a member, or nothing. */
export function ClubRoleMark({ president, member }: { president: boolean; member: boolean }) {
  if (president)
    return (
      <p className={styles.mark}>
        <Trans>Jij bent voorzitter</Trans>
      </p>
    );
  if (member)
    return (
      <p className={styles.mark}>
        <Trans>Je bent lid</Trans>
      </p>
    );
  return null;
}
