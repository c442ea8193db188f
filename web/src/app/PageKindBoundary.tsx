import { useEffect, useRef } from 'react';
import { NavigationType, useBlocker, type BlockerFunction } from 'react-router-dom';
import { pageKindOf } from '@/shared/security/pageKind';

/**
 * Keeps each document within one kind of page (shared/security/pageKind.ts). A page's Content-Security-Policy
 * comes with the document and allows only the frames of its kind (the card fields on the checkout, the reader on
 * the classreading pages): the router would otherwise show the checkout inside the policy of the page it came
 * from. So a navigation to a page of another kind is not done by the router: the browser loads that page from
 * the server, with its own policy, as a link without JavaScript would.
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

/** Whether a navigation leaves the current page's kind; remembers how it navigates (a replace stays one). */
export function crossesKinds(action: { current: NavigationType }): BlockerFunction {
  return ({ currentLocation, nextLocation, historyAction }) => {
    action.current = historyAction;
    return pageKindOf(currentLocation.pathname) !== pageKindOf(nextLocation.pathname);
  };
}
