import { NotFound } from '@/shared/ui/StatusMessages';

/** Unknown paths. The URL resolver of a later issue will first look them up (seed 000 §2). */
export function NotFoundRoute() {
  return <NotFound />;
}
