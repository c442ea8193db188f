import { LoadError } from '@/shared/ui/StatusMessages';

/** A page that failed to render; the layout around it (navigation, cart) keeps working. */
export function PageError() {
  return <LoadError />;
}
