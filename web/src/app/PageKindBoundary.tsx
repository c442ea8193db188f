import { useEffect, useRef } from 'react';
import { NavigationType, useBlocker, type BlockerFunction } from 'react-router-dom';
import { pageKindOf } from '@/shared/security/pageKind';

/**
 * Keeps each document within one kind of page (shared/security/pageKind.ts). A page's Content-Security-Policy
 * comes with the document and allows only the frames of its kind (the card fields on the checkout, the reader on
 * the classreading pages): the router would otherwise show the checkout inside the policy of the page it came
 * from. So a navigation into a checkout or classreading page from a page of another kind is not done by the
 * router: the browser loads that page from the server, with its own policy, as a link without JavaScript would.
 * Every other page frames nothing, so any page's policy serves it: going back to the shop stays in the app (a
 * pupil's logout keeps its 'logged out' message).
 */
export function PageKindBoundary() {
  const action = useRef<NavigationType>(NavigationType.Push);
  const blocker = useBlocker(crossesKinds(action));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    const href = `${pathname}${search}${hash}`;
    if (action.current === NavigationType.Replace) window.location.replace(href);
    else window.location.assign(href);
  }, [blocker]);
  return null;
}

/**
 * Whether a navigation needs a policy the current page's does not give: it goes into a page that frames others
 * (`payment`, `reading`) from a page of another kind. Remembers how it navigates (a replace stays one).
 */
export function crossesKinds(action: { current: NavigationType }): BlockerFunction {
  return ({ currentLocation, nextLocation, historyAction }) => {
    action.current = historyAction;
    const next = pageKindOf(nextLocation.pathname);
    return next !== 'shop' && next !== pageKindOf(currentLocation.pathname);
  };
}
