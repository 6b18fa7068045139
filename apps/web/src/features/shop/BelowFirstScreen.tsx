import { Suspense, useRef, type ReactNode, type Ref } from 'react';
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
  // the section's code may load only now (a lazy component): its room stays until it is drawn
  if (shown) return <Suspense fallback={<SectionRoom minHeight={minHeight} />}>{children}</Suspense>;
  return <SectionRoom minHeight={minHeight} ref={placeholder} />;
}

function SectionRoom({ minHeight, ref }: { minHeight: number; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={styles.section} style={{ minHeight }} aria-hidden="true">
      <Skeleton active title paragraph={{ rows: 4 }} />
    </div>
  );
}
