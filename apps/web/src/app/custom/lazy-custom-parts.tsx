import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';

/**
 * The parts of /custom a visitor does not see on arrival, loaded when needed: the requirement dialog
 * (its date pickers, tables and steps) when first opened, the precise-search wizard when its tab is
 * chosen. The first screen of /custom then carries neither.
 */
export const CustomRequestModal = lazyDialog(() =>
  import('../../features/custom/CustomRequestModal.tsx').then((m) => m.CustomRequestModal),
);

const WizardChunk = lazy(() =>
  import('../../features/precise/PreciseWizard.tsx').then((m) => ({ default: m.PreciseWizard })),
);

export function PreciseWizard() {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <WizardChunk />
    </Suspense>
  );
}
