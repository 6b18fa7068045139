import { useEffect } from 'react';

const SCROLL_BOXES = '.ant-table-content, .ant-table-body';

/**
 * A table wider than its box scrolls sideways; when nothing in it can take focus (plain text rows,
 * an empty table), a keyboard user could not scroll it (axe: scrollable-region-focusable) and antd
 * has no prop for it. While a table's scroll box overflows it joins the tab order (then the arrow
 * keys scroll it); once the table fits it leaves again. Watches the whole page, dialogs included.
 */
export function KeyboardScrollableTables() {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      document.querySelectorAll<HTMLElement>(SCROLL_BOXES).forEach((box) => {
        const overflows = box.scrollWidth > box.clientWidth;
        if (overflows && box.tabIndex !== 0) box.tabIndex = 0;
        else if (!overflows && box.hasAttribute('tabindex')) box.removeAttribute('tabindex');
      });
    };
    // at most once a frame, after the DOM changed or the window was resized
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
