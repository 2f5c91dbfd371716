import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to show its heading (its data loading) before focus stays where it is. */
const WAIT_MS = 5000;

/** Focuses the screen's h1, made focusable by script only; false while the screen shows none yet. */
function focusHeading() {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a client-side navigation (not the first load), moves focus to the new screen's h1, so a keyboard or
 * screen reader user starts on what changed rather than on the link they left, or on the page's body.
 */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const handled = useRef(pathname);

  useEffect(() => {
    if (handled.current === pathname) return;
    const done = () => {
      handled.current = pathname;
      observer.disconnect();
    };
    const observer = new MutationObserver(() => focusHeading() && done());
    if (focusHeading()) return done();
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(done, WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
