import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at the top. A change of the query alone (a filter, a tab, a page of a list) is
 * work on the same page: the scroll stays where the user is, and a list brings its own top into
 * view when it needs to (the shop's product lists do).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
