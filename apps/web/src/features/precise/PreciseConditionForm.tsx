import { useState } from 'react';

import type { AccurateScreeningRequest } from '@qishu/contract';
import { ConditionStep } from './ConditionStep.tsx';
import { usePreciseConditions } from '../../lib/queries/precise.ts';
import { conditionsError, emptyConditions, toRequest, type Conditions } from './wizard-form.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

export interface PreciseConditionFormProps {
  /** runs the search with a body that passed every §5 check of step 0 */
  onSearch: (request: AccurateScreeningRequest) => void;
  searching: boolean;
  /** the submit button's text (default 下一步) */
  submitText?: string;
  /** the form's state when the caller keeps it (the wizard returns to it); else the form keeps it */
  value?: Conditions;
  onChange?: (next: Conditions) => void;
  /** runs first on submit; false stops the search (the wizard opens the login dialog) */
  beforeSearch?: () => boolean;
  /** sent as sys_user_id (the shop's buyer); staff searching for a requester send none */
  sysUserId?: number | undefined;
}

/**
 * The precise search's condition form (step 0 填写条件) with its option groups and checks: the
 * wizard's first step, and the back-office's way to describe a custom request's data by the same
 * filters (composed in app/, as features do not import each other).
 */
export function PreciseConditionForm(props: PreciseConditionFormProps) {
  const { message } = useFeedback();
  const [own, setOwn] = useState<Conditions>(emptyConditions);
  const conditions = props.value ?? own;
  const change = props.onChange ?? setOwn;
  const groups = usePreciseConditions();

  const submit = () => {
    if (props.beforeSearch && !props.beforeSearch()) return;
    const problem = conditionsError(conditions);
    if (problem) {
      void message.warning(problem);
      return;
    }
    props.onSearch(toRequest(conditions, groups.data?.groups ?? [], props.sysUserId));
  };

  return (
    <ConditionStep
      value={conditions}
      onChange={change}
      groups={groups.data?.groups}
      groupsState={groups.status}
      onRetryGroups={() => void groups.refetch()}
      searching={props.searching}
      onNext={submit}
      onReset={() => change(emptyConditions)}
      nextText={props.submitText}
    />
  );
}
