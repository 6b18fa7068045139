import { useEffect, useRef } from 'react';
import { Anchor } from 'antd';
import { profileSections, type ProfileSection } from '@qishu/contract';
import { formatCompactCount } from '../../lib/format.ts';
import { sectionAnchor } from './ProfileSection.tsx';
import { ProfileTexts as T } from './texts.ts';
import styles from './company-profile.module.css';

/** Height of the sticky strip: a section scrolled to starts just below it. */
const NAV_OFFSET = 52;

interface SectionNavProps {
  companyId: number;
  counts: Partial<Record<ProfileSection, number>>;
  /** a section chosen in the strip loads at once, whatever it scrolls past */
  onChoose: (section: ProfileSection) => void;
}

/**
 * The section strip: sticky at the top of the page, scrolling sideways on a phone; a click scrolls
 * to the section and the section in view is highlighted while the page scrolls (antd Anchor).
 */
export function SectionNav({ companyId, counts, onChoose }: SectionNavProps) {
  const holdChosen = useHoldChosenSection();
  const items = profileSections.map((section) => {
    const count = counts[section];
    return {
      key: section,
      href: `#${sectionAnchor(companyId, section)}`,
      title: (
        <span>
          {T.sections[section]}
          {count === undefined ? null : (
            <span className={count > 0 ? styles.navCount : styles.navCountZero}>
              {formatCompactCount(count)}
            </span>
          )}
        </span>
      ),
    };
  });
  return (
    <nav className={styles.nav} aria-label={T.sectionNav}>
      <Anchor
        direction="horizontal"
        affix={false}
        targetOffset={NAV_OFFSET}
        items={items}
        onClick={(event, link) => {
          // the page's address stays as it is (no #hash entries in the history)
          event.preventDefault();
          const section = profileSections.find((s) => link.href.endsWith(`-${s}`));
          if (section) {
            onChoose(section);
            holdChosen(sectionAnchor(companyId, section));
          }
        }}
      />
    </nav>
  );
}

/** How long after a click the chosen section is held below the strip while sections above load. */
const HOLD_MS = 3000;
/** About how long the strip's own smooth scroll to a section takes. */
const SMOOTH_MS = 700;

/**
 * Sections load when scrolled past, so the ones between the page's top and a chosen section grow
 * while the strip scrolls to it, and the page would stop on an earlier one (知识产权 clicked, 经营风险
 * shown). For a moment after a click, whenever the page's height changes, the chosen section is put
 * back just below the strip — until the user scrolls, clicks or types, or anything else scrolls.
 */
function useHoldChosenSection(): (anchorId: string) => void {
  const stop = useRef<() => void>(() => {});
  useEffect(() => () => stop.current(), []);
  return (anchorId: string) => {
    stop.current();
    const started = Date.now();
    /** where this hold last put the page (a scroll elsewhere is someone else's) */
    let placed: number | null = null;
    const realign = () => {
      const target = document.getElementById(anchorId);
      if (!target || Date.now() - started > HOLD_MS) return;
      const off = target.getBoundingClientRect().top - NAV_OFFSET;
      if (Math.abs(off) > 2) {
        placed = Math.round(window.scrollY + off);
        window.scrollTo({ top: placed });
      }
    };
    const observer = new ResizeObserver(realign);
    observer.observe(document.body);
    const byHand = () => stop.current();
    // after the strip's own smooth scroll, a scroll this hold did not make ends it (the scrollbar
    // dragged, a script, a link scrolled into view)
    const onScroll = () => {
      if (Date.now() - started < SMOOTH_MS) return;
      if (placed === null || Math.abs(window.scrollY - placed) > 2) stop.current();
    };
    window.addEventListener('wheel', byHand, { passive: true });
    window.addEventListener('touchmove', byHand, { passive: true });
    window.addEventListener('pointerdown', byHand);
    window.addEventListener('keydown', byHand);
    window.addEventListener('scroll', onScroll, { passive: true });
    // the strip's own smooth scroll aims where the section was when clicked: check after it
    const after = window.setTimeout(realign, SMOOTH_MS);
    const timer = window.setTimeout(() => stop.current(), HOLD_MS);
    stop.current = () => {
      observer.disconnect();
      window.removeEventListener('wheel', byHand);
      window.removeEventListener('touchmove', byHand);
      window.removeEventListener('pointerdown', byHand);
      window.removeEventListener('keydown', byHand);
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(after);
      window.clearTimeout(timer);
      stop.current = () => {};
    };
  };
}
