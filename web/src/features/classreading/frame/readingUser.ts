import { useOutletContext } from 'react-router-dom';
import type { ReadingSessionUser } from '../session/useReadingSession';

/** The signed-in reading-programme user of the page inside the classreading frame (which checked the session). */
export function useReadingUser(): ReadingSessionUser {
  return useOutletContext<{ readingUser: ReadingSessionUser }>().readingUser;
}
