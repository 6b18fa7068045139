import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';
import type { CustomRequestModal as RequestModal } from '../../features/custom/CustomRequestModal.tsx';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';

/**
 * The parts of /custom a visitor does not see on arrival, loaded when needed: the requirement dialog
 * (its date pickers, tables and steps) when first opened, the precise-search wizard when its tab is
 * chosen. The first screen of /custom then carries neither.
 */
const RequestModalChunk = lazy(() =>
  import('../../features/custom/CustomRequestModal.tsx').then((m) => ({ default: m.CustomRequestModal })),
);
const WizardChunk = lazy(() =>
  import('../../features/precise/PreciseWizard.tsx').then((m) => ({ default: m.PreciseWizard })),
);

export function CustomRequestModal(props: ComponentProps<typeof RequestModal>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <RequestModalChunk {...props} />
    </Suspense>
  );
}

export function PreciseWizard() {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <WizardChunk />
    </Suspense>
  );
}
