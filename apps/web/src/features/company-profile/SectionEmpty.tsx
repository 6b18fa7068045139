import { InboxOutlined } from '@ant-design/icons';
import styles from './company-profile.module.css';

/** A section without rows: one quiet line, so a company with little on record stays short. */
export function SectionEmpty({ text }: { text: string }) {
  return (
    <div className={styles.empty}>
      <InboxOutlined aria-hidden /> <span>{text}</span>
    </div>
  );
}
