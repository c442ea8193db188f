export { accountPaths, LOGIN_VIEWS, LOGIN_VIEW_PARAM, REDIRECT_PARAM, type LoginView } from './accountPaths';
export {
  emitSessionChange,
  onSessionChange,
  type SessionChange,
  type SessionChangeListener,
} from './sessionEvents';
export { SessionDocument, type Session_CustomerFragment } from './Session.generated';
export { useSession, type SessionCustomer, type SessionState } from './useSession';
export { SessionProblemNotices } from './SessionProblemNotices';
export { SESSION_EXPIRED_MESSAGE, sessionProblemLink } from './sessionProblems';
export { ReadingLogoutDocument, useReadingLogoutMutation } from './ReadingLogout.generated';
