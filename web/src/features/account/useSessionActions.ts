import { useApolloClient } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { readCartId } from '@/shared/cart/cartIdStore';
import { evictPrivateData } from '@/shared/graphql/privateData';
import { evictReadingData } from '@/shared/graphql/readingData';
import {
  emitSessionChange,
  SessionDocument,
  useReadingLogoutMutation,
  type Session_CustomerFragment,
} from '@/shared/session';
import { paths, useStoreView } from '@/shared/storeView';
import { useNotifications } from '@/shared/ui/Notifications';
import { LOGGED_OUT, userErrorText } from './accountMessages';
import { useLogOutMutation } from './LogOut.generated';
import { requestProblemText } from '@/shared/graphql/requestProblem';

/**
 * What starting and ending a session does in the browser (seed 000 §4 'User session'). The tokens never come
 * here: the web server keeps them in HttpOnly cookies it sets from the mutations' answers.
 */
export function useSessionActions() {
  const client = useApolloClient();
  const { i18n, t } = useLingui();
  const { code } = useStoreView();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const [logOutMutation] = useLogOutMutation();
  const [readingLogoutMutation] = useReadingLogoutMutation();

  /** The guest cart to join to the customer's at login or registration (seed 000 §4 'Cart token'). */
  const guestCartId = useCallback(() => readCartId(code), [code]);

  /**
   * After logIn, register, createPassword or changePassword answered a customer: the session knows them at
   * once (no `me` asked again), the cart feature drops the guest cart id the server merged and loads the
   * customer's cart, and what the page shows is asked again, since the customer's group decides which books
   * and which prices the catalogue shows (seed 000 §6).
   */
  const completeLogin = useCallback(
    async (customer: Session_CustomerFragment, notJoined: readonly { field?: string | null }[] = []) => {
      client.writeQuery({ query: SessionDocument, data: { me: customer } });
      // seed 000 §4: no line of the guest cart is lost silently; one the customer's cart refused is named.
      if (notJoined.length > 0) {
        const products = notJoined.map((line) => line.field ?? '').join(', ');
        notify({
          type: 'warning',
          message: t`Niet elk product uit je winkelmandje kon bij je account worden gevoegd (niet meer op voorraad): ${products}`,
        });
      }
      emitSessionChange('login');
      await client
        .refetchQueries({
          include: 'active',
          onQueryUpdated: (observable) => observable.queryName !== 'Session',
        })
        .catch(() => undefined); // a page that fails to refresh shows its own error
    },
    [client, notify, t],
  );

  /**
   * seed 000 §4: logout ends the session, clears cart, wishlist, compare list and checkout details (the
   * features listening to 'logout'), and shows 'You're logged out'. Every private answer leaves the cache
   * (evicted rather than clearing the whole cache, which would make every watching query ask again).
   * When the server could not end the session (offline), nothing is cleared: the shopper would seem logged out
   * while the session cookie still works.
   */
  const logOut = useCallback(async () => {
    // A teacher's reading session began with this login (seed 001 §4): its JWT is revoked at the reading
    // programme first, while the browser still carries it (the shop's logout clears its cookie). A reading
    // programme out of reach does not keep the shopper logged in: the cookie still goes with the logout.
    await readingLogoutMutation().catch(() => undefined);
    try {
      const { data } = await logOutMutation();
      const refusal = data?.logOut.userErrors[0];
      // NOT_LOGGED_IN: the session had ended already, which is what was asked.
      if (refusal && refusal.code !== 'NOT_LOGGED_IN') {
        notify({ type: 'error', message: userErrorText(i18n, refusal) });
        return;
      }
    } catch (error) {
      notify({ type: 'error', message: requestProblemText(i18n, error) });
      return;
    }
    emitSessionChange('logout');
    evictPrivateData(client.cache);
    evictReadingData(client.cache);
    notify({ type: 'success', message: i18n._(LOGGED_OUT) });
    void navigate(paths.home(code));
  }, [client, code, i18n, logOutMutation, navigate, notify, readingLogoutMutation]);

  return { completeLogin, logOut, guestCartId };
}
