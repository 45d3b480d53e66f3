import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const MAIN_ID = 'main-content';

/**
 * After a client-side move to another page, focus goes to the new page's main heading, so a keyboard or
 * screen-reader user starts at the new content and hears its name (the browser would leave focus on the
 * link that is gone, that is on <body>). Not on the first load (the browser's own start is right then),
 * and only when the path changes: a filter or a page number in the search params is not a new page, and
 * moving focus then would pull it out of the field being typed in.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const previousPath = shownPath.current;
    shownPath.current = pathname;
    if (previousPath === null || previousPath === pathname) return;
    return focusPageHeading(document);
  }, [pathname]);
}

/**
 * Focuses the h1 of the page's <main> (made focusable by script only, tabIndex -1). A page still loading
 * (a guard's spinner, data not there yet) may have no heading: focus then rests on <main> and moves on to
 * the heading when it appears, unless the person has moved focus meanwhile. Answers the clean-up.
 */
export function focusPageHeading(doc: Document): () => void {
  if (focusHeadingIn(doc)) return () => {};
  doc.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    const active = doc.activeElement;
    const isFocusResting = active === null || active === doc.body || active.id === MAIN_ID;
    if (!isFocusResting) {
      observer.disconnect();
      return;
    }
    if (focusHeadingIn(doc)) observer.disconnect();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function focusHeadingIn(doc: Document): boolean {
  const heading = doc.getElementById(MAIN_ID)?.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The router restores or resets the scroll position itself; the heading sits at the page's top anyway.
  heading.focus({ preventScroll: true });
  return true;
}
