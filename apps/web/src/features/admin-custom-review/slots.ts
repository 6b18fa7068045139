import type { ReactNode } from 'react';
import type { CustomAttachSearchRequest } from '@qishu/contract';

/** What the page gives the injected condition form (the precise wizard's, composed in app/). */
export interface ConditionFormSlotProps {
  onSearch: (request: CustomAttachSearchRequest) => void;
  searching: boolean;
  submitText: string;
}

/**
 * The precise search's condition form (the wizard's step 0), which the page shows but, as a
 * feature, may not import: app/backoffice passes it in.
 */
export interface CustomReviewSlots {
  renderConditionForm: (props: ConditionFormSlotProps) => ReactNode;
}
