import { Badge, Segmented } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CustomRequestStatus, customRequestStatusTexts } from '@qishu/contract';
import { reviewCountQuery } from './custom-review-api.ts';
import { CustomReviewTexts as T } from './texts.ts';
import styles from './custom-review.module.css';

/** The switch's value for "every status" (the form field itself is then empty). */
export const ALL_STATUSES = 'all' as const;

const S = CustomRequestStatus;
/** The states staff have work in (their switch shows how many wait) first, then the others. */
const TODO: readonly number[] = [S.reviewing, S.processing];
const ORDER: readonly number[] = [...TODO, S.done, S.rejected, S.draft];

function Waiting({ status }: { status: number }) {
  const count = useQuery(reviewCountQuery(status));
  return (
    <span>
      {customRequestStatusTexts[status]}
      {count.data ? (
        <Badge count={count.data} size="small" overflowCount={999} style={{ marginLeft: 4 }} />
      ) : null}
    </span>
  );
}

/**
 * 状态: 全部 or one of the five states, one click away; 审核中 and 处理中 show how many wait.
 * A form control (value / onChange from Form.Item); `onPick` runs the search at once.
 */
export function StatusSwitch(props: {
  value?: number | typeof ALL_STATUSES;
  onChange?: (value: number | typeof ALL_STATUSES) => void;
  onPick: () => void;
}) {
  const options = [
    { value: ALL_STATUSES, label: T.all },
    ...ORDER.map((status) => ({
      value: status,
      label: TODO.includes(status) ? <Waiting status={status} /> : customRequestStatusTexts[status],
    })),
  ];
  return (
    <Segmented<number | typeof ALL_STATUSES>
      className={styles.statusSwitch}
      aria-label={T.status}
      options={options}
      value={props.value ?? ALL_STATUSES}
      onChange={(value) => {
        props.onChange?.(value);
        props.onPick();
      }}
    />
  );
}
