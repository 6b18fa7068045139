import { useRef, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useNearOrIdle } from '../../lib/use-near-or-idle.ts';
import styles from './shop.module.css';

interface BelowFirstScreenProps {
  /** draw at once (the user is already working in this section: filters or a page in the address) */
  eager: boolean;
  /** the room the section usually takes, so the page below it does not jump when it arrives */
  minHeight: number;
  children: ReactNode;
}

/**
 * A /mall section below the first screen: a skeleton of its size until it is within a screen of the
 * viewport or the browser is idle after loading (see useNearOrIdle), then the section itself.
 */
export function BelowFirstScreen({ eager, minHeight, children }: BelowFirstScreenProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const shown = useNearOrIdle(placeholder, eager);
  if (shown) return children;
  return (
    <div ref={placeholder} className={styles.section} style={{ minHeight }} aria-hidden="true">
      <Skeleton active title paragraph={{ rows: 4 }} />
    </div>
  );
}
