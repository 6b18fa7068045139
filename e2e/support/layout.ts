import type { Page } from 'playwright-core';

/** What one width of a page showed wrong: horizontal scroll, or a price or button cut off or covered. */
export interface LayoutProblem {
  what: string;
  why: string;
}

/**
 * Checks the page as laid out now: no horizontal scroll, and every price and main button (of the
 * open dialog when `within` names one) lies inside the viewport's width with nothing over its centre
 * (elementFromPoint there is the element or inside it). Each target is scrolled to the middle of the
 * screen first, so the sticky header covers none; the scroll is put back afterwards.
 */
export async function layoutProblems(page: Page, within = 'main, header'): Promise<LayoutProblem[]> {
  return page.evaluate((scope) => {
    const problems: { what: string; why: string }[] = [];
    const doc = document.scrollingElement!;
    // read before and after the walk below (scrolling may render what was below the fold)
    const tooWide = () => {
      if (doc.scrollWidth <= window.innerWidth) return false;
      problems.push({
        what: 'page',
        why: `scrollWidth ${doc.scrollWidth} > innerWidth ${window.innerWidth}`,
      });
      return true;
    };
    const wideAtFirst = tooWide();
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    // an element shown inside something that scrolls sideways on purpose (a wide table, a tab strip)
    const inSideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (p.scrollWidth > p.clientWidth && /(auto|scroll|hidden)/.test(s.overflowX)) return true;
      }
      return false;
    };
    const roots = Array.from(document.querySelectorAll(scope));
    const prices = roots.flatMap((root) =>
      Array.from(root.querySelectorAll('*')).filter(
        (el) =>
          el.children.length === 0 && /^¥[\d,]+\.\d{2}$/.test(el.textContent?.trim() ?? '') && shown(el),
      ),
    );
    const buttons = roots.flatMap((root) =>
      Array.from(root.querySelectorAll('button, a.ant-btn, [role="button"]')).filter(
        (el) => shown(el) && !el.closest('[aria-hidden="true"]') && !inSideScroller(el),
      ),
    );
    const y = window.scrollY;
    const targets = [...prices, ...buttons];
    for (const el of targets) {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const what = `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 24)}"`;
      if (r.left < 0 || r.right > window.innerWidth + 0.5) {
        problems.push({ what, why: `outside the viewport: ${Math.round(r.left)}–${Math.round(r.right)}` });
        continue;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === el || el.contains(hit))) {
        const cls = hit && typeof hit.className === 'string' ? hit.className.slice(0, 60) : '';
        problems.push({ what, why: `covered by ${hit?.tagName.toLowerCase() ?? 'nothing'} ${cls}` });
      }
    }
    window.scrollTo(0, y);
    if (!wideAtFirst) tooWide();
    if (targets.length === 0) problems.push({ what: scope, why: 'no price or button found' });
    return problems;
  }, within);
}
