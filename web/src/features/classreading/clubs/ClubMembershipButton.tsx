import { useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button';
import { useNotifications } from '@/shared/ui/Notifications';
import { SOMETHING_WENT_WRONG } from '../session/readingMessages';
import { useJoinReadingClubMutation } from './JoinReadingClub.generated';
import { useLeaveReadingClubMutation } from './LeaveReadingClub.generated';
import { staffErrorText } from '../staff/staffMessages';

/** seed 001 §4: 'Join and leave are followed by a reload of the clubs.' */
const RELOAD_CLUBS = ['ReadingClubsPage', 'ReadingClubPage', 'ClassreadingHomePage', 'ReadingListsPage'];

/**
 * A pupil joins a reading club as member, or leaves it (seed 001 §4). The answer carries the pupil with their
 * clubs, which updates the session's user in the cache; the clubs are then asked again.
 */
export function ClubMembershipButton({
  clubId,
  clubName,
  member,
}: {
  clubId: string;
  clubName: string;
  member: boolean;
}) {
  const { i18n, t } = useLingui();
  const { notify } = useNotifications();
  const options = { variables: { id: clubId }, refetchQueries: RELOAD_CLUBS, awaitRefetchQueries: true };
  const [join, joining] = useJoinReadingClubMutation(options);
  const [leave, leaving] = useLeaveReadingClubMutation(options);

  const onClick = async () => {
    try {
      const { data } = member ? await leave() : await join();
      const payload = data && ('joinReadingClub' in data ? data.joinReadingClub : data.leaveReadingClub);
      const refusal = payload?.userErrors[0];
      if (refusal) return notify({ type: 'error', message: staffErrorText(i18n, refusal) });
      notify({
        type: 'success',
        message: member ? t`Je hebt ${clubName} verlaten.` : t`Je bent nu lid van ${clubName}.`,
      });
    } catch {
      notify({ type: 'error', message: i18n._(SOMETHING_WENT_WRONG) });
    }
  };

  return (
    <Button
      variant={member ? 'secondary' : 'primary'}
      size="sm"
      loading={joining.loading || leaving.loading}
      onClick={() => void onClick()}
      aria-label={member ? t`${clubName} verlaten` : t`Lid worden van ${clubName}`}
    >
      {member ? t`Verlaten` : t`Lid worden`}
    </Button>
  );
}
