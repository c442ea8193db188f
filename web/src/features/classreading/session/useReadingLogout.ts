import { useApolloClient } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useStoreView } from '@/shared/storeView';
import { useNotifications, type NotificationInput } from '@/shared/ui/Notifications';
import { forgetReaderSocketId } from '../book/readerSocket';
import { endReadingSessionInCache } from './readingCache';
import { emitSessionChange, useReadingLogoutMutation } from '@/shared/session';
import { LOGGED_OUT, SOMETHING_WENT_WRONG } from './readingMessages';

export interface ReadingLogoutOptions {
  /** seed 001 §8: no 'You're logged out' notice (the session check's logout). */
  silent?: boolean;
  /** A notice to show at home instead. */
  notice?: NotificationInput;
}

/**
 * Ends the reading session: readingLogout (the web server clears the HttpOnly cookie), then home, with
 * everything of the session gone from the in-memory cache and the tab's reader connection id forgotten.
 * Returns whether the session ended; when the server could not be reached nothing is cleared, since the
 * cookie still works.
 */
export function useReadingLogout(): (options?: ReadingLogoutOptions) => Promise<boolean> {
  const client = useApolloClient();
  const { i18n } = useLingui();
  const { code } = useStoreView();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const [logOut] = useReadingLogoutMutation();

  return useCallback(
    async ({ silent = false, notice }: ReadingLogoutOptions = {}) => {
      try {
        await logOut();
      } catch {
        if (!silent) notify({ type: 'error', message: i18n._(SOMETHING_WENT_WRONG) });
        return false;
      }
      // Home first: the classreading frame leaves, so nothing watching the session asks for it again.
      await navigate(paths.home(code));
      endReadingSessionInCache(client.cache);
      forgetReaderSocketId();
      emitSessionChange('reading-logout');
      if (notice) notify(notice);
      else if (!silent) notify({ type: 'success', message: i18n._(LOGGED_OUT) });
      return true;
    },
    [client, code, i18n, logOut, navigate, notify],
  );
}
