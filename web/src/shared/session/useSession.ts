import { useSessionQuery, type Session_CustomerFragment } from './Session.generated';

export type SessionCustomer = Pick<Session_CustomerFragment, 'id' | 'firstname' | 'email' | 'groupId'>;

export interface SessionState {
  /** The logged-in customer; null for a guest, and while the session is still being asked. */
  customer: SessionCustomer | null;
  /** True until the server said who is logged in (a guest or a customer). */
  loading: boolean;
}

/**
 * Who is logged in (seed 000 §4 'User session': a token means authorised), from the `me` query. The browser
 * holds no token: the web server answers `me` from its HttpOnly session cookie. Asked once per page load;
 * logging in writes the customer here and logging out writes null (features/account), so it never needs
 * asking again.
 */
export function useSession(): SessionState {
  const { data, loading } = useSessionQuery({ fetchPolicy: 'cache-first' });
  const me = data?.me;
  return {
    customer: me ? { id: me.id, firstname: me.firstname, email: me.email, groupId: me.groupId } : null,
    loading: loading && data === undefined,
  };
}
