import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation (a new history entry, even to the same address) starts at the top of the page. */
export function ScrollToTop() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}
