import { useApolloClient } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { evictPrivateData } from '@/shared/graphql/privateData';
import { useNotifications } from '@/shared/ui/Notifications';
import { emitSessionChange } from './sessionEvents';
import {
  onSessionProblem,
  REFRESH_UNAVAILABLE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type SessionProblem,
} from './sessionProblems';

/** seed 000 §9 'notification lifetime 5000 ms': the same problem is told once while its notice shows. */
const NOTICE_LIFETIME_MS = 5000;

/**
 * What the browser does when an answer says the session could not be kept (seed 000 §8): an expired session
 * logs out silently (the features clear the cart, compare list and checkout details; every private answer
 * leaves the cache) and says so; a refresh that could not be tried asks the customer to reload the page.
 */
export function SessionProblemNotices() {
  const client = useApolloClient();
  const { i18n } = useLingui();
  const { notify } = useNotifications();

  useEffect(() => {
    const toldAt = new Map<SessionProblem, number>();
    return onSessionProblem((problem) => {
      const now = Date.now();
      if (now - (toldAt.get(problem) ?? -Infinity) < NOTICE_LIFETIME_MS) return;
      toldAt.set(problem, now);
      if (problem === 'expired') {
        emitSessionChange('logout');
        evictPrivateData(client.cache);
        notify({ type: 'error', message: i18n._(SESSION_EXPIRED_MESSAGE) });
      } else {
        notify({ type: 'error', message: i18n._(REFRESH_UNAVAILABLE_MESSAGE) });
      }
    });
  }, [client, i18n, notify]);

  return null;
}
