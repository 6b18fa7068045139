import { useRef, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { ProfileSection as SectionKey } from '@qishu/contract';
import { formatCount } from '../../lib/format.ts';
import { useSeenOnce } from './use-seen.ts';
import { ProfileTexts as T } from './texts.ts';
import styles from './company-profile.module.css';

/** The element id of a section (unique per company: every open tab keeps its page mounted). */
export function sectionAnchor(companyId: number, section: SectionKey): string {
  return `profile-${companyId}-${section}`;
}

interface ProfileSectionProps {
  companyId: number;
  section: SectionKey;
  /** shown beside the title; none for 基本信息 */
  count?: number;
  /** whether the section was seen or chosen (it stops watching then) */
  active: boolean;
  onSeen: (section: SectionKey) => void;
  /** the content; until there is some, a placeholder keeps the section's place */
  children: ReactNode;
}

/** One titled section of the profile; it reports when it has been seen so its table can load. */
export function ProfileSection({ companyId, section, count, active, onSeen, children }: ProfileSectionProps) {
  const ref = useRef<HTMLElement>(null);
  useSeenOnce(ref, () => onSeen(section), active);
  const titleId = `${sectionAnchor(companyId, section)}-title`;
  return (
    <section
      ref={ref}
      id={sectionAnchor(companyId, section)}
      aria-labelledby={titleId}
      className={styles.section}
      data-section={section}
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        {T.sections[section]}
        {count === undefined ? null : <span className={styles.sectionCount}>{formatCount(count)}</span>}
      </h2>
      {children ?? (
        // the section's place until it is seen: a still skeleton (it loads once in view)
        <div className={styles.placeholder}>
          <Skeleton active={false} title={false} paragraph={{ rows: 4 }} />
        </div>
      )}
    </section>
  );
}
