import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { ageBands, capitalBands, seekFlags, type SeekResult } from '@qishu/contract';
import { clearFilters, filterCount, toggleValue, type MultiGroup, type SeekState } from './seek-params.ts';
import { SeekTexts as T } from './texts.ts';
import styles from './company-seek.module.css';

interface Condition {
  key: string;
  label: string;
  remove: () => SeekState;
}

const labelOf = (list: readonly { key: string; label: string }[], key: string) =>
  list.find((item) => item.key === key)?.label ?? key;

/** Every chosen condition as a tag (its × takes it off), and 清空 to take them all off. */
export function ChosenConditions({
  state,
  result,
  onChange,
}: {
  state: SeekState;
  result: Pick<SeekResult, 'region_path' | 'industry_path'> | undefined;
  onChange: (next: SeekState) => void;
}) {
  if (filterCount(state) === 0) return null;
  const trail = (path: SeekResult['region_path'] | undefined, code: string) =>
    path && path.length > 0 ? path.map((step) => step.label).join(' / ') : code;
  const multi = (group: MultiGroup, values: readonly string[], label: (value: string) => string) =>
    values.map<Condition>((value) => ({
      key: `${group}:${value}`,
      label: label(value),
      remove: () => toggleValue(state, group, value),
    }));

  const conditions: Condition[] = [
    ...(state.region
      ? [
          {
            key: 'region',
            label: `${T.groups.region}：${trail(result?.region_path, state.region)}`,
            remove: () => ({ ...state, region: undefined, page: 1 }),
          },
        ]
      : []),
    ...(state.industry
      ? [
          {
            key: 'industry',
            label: `${T.groups.industry}：${trail(result?.industry_path, state.industry)}`,
            remove: () => ({ ...state, industry: undefined, page: 1 }),
          },
        ]
      : []),
    ...multi('capital', state.capital, (v) => `${T.groups.capital}：${labelOf(capitalBands, v)}`),
    ...multi('age', state.age, (v) => `${T.groups.age}：${labelOf(ageBands, v)}`),
    ...multi('status', state.statuses, (v) => `${T.groups.status}：${v}`),
    ...multi('type', state.types, (v) => `${T.groups.type}：${v}`),
    ...multi('flags', state.flags, (v) => labelOf(seekFlags, v)),
  ];

  return (
    <div className={styles.chosen} role="group" aria-label={T.chosen}>
      <span className={styles.facetName}>{T.chosen}</span>
      <div className={styles.chosenTags}>
        {conditions.map((c) => (
          <Button
            key={c.key}
            size="small"
            className={styles.chosenTag}
            icon={<CloseOutlined aria-hidden />}
            iconPlacement="end"
            aria-label={T.removeCondition(c.label)}
            title={T.removeCondition(c.label)}
            onClick={() => onChange(c.remove())}
          >
            {c.label}
          </Button>
        ))}
        <Button type="link" size="small" onClick={() => onChange(clearFilters(state))}>
          {T.clearAll}
        </Button>
      </div>
    </div>
  );
}
