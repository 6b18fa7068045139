import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at the top. A change of the query alone (a filter, a tab, a page of a list) is
 * work on the same page: the scroll stays where the user is, and a list brings its own top into
 * view when it needs to (the shop's product lists do). The page the app opens on keeps the scroll
 * the browser gave it: a visitor may have scrolled the server's picture of it already (main.tsx).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
