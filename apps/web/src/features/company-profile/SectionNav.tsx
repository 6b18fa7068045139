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
          if (section) onChoose(section);
        }}
      />
    </nav>
  );
}
