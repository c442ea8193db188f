import { AccountMenu } from '@/features/account/AccountMenu';
import { useSignedInPupil } from '@/features/classreading/session/readingPresence';
import { useSession } from '@/shared/session';
import { PupilMenu } from './PupilMenu';

/** The header's account place: a signed-in pupil's name and logout, else the shop's login or customer menu. */
export function AccountEntry() {
  const pupil = useSignedInPupil();
  const { customer } = useSession();
  return pupil && !customer ? <PupilMenu name={pupil.name} /> : <AccountMenu />;
}
