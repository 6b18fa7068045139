import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Cascader,
  Checkbox,
  DatePicker,
  Input,
  Skeleton,
  Space,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import {
  AMOUNT_WARNING_MS,
  KEYWORD_MAX,
  PreciseMessages,
  capAmountInput,
  type RegionNode,
  type SearchConditionGroup,
} from '@qishu/contract';
import { useRegionTree, useShopIndustries } from '../../lib/reference-data.ts';
import { ConditionRow } from './ConditionRow.tsx';
import { PreciseTexts as T } from './texts.ts';
import {
  customCapitalOn,
  customDateOn,
  keywordError,
  SEARCH_RANGE_FIELD,
  searchRangeValues,
  toggle,
  type Conditions,
} from './wizard-form.ts';
import styles from './precise.module.css';

const regionFields = { label: 'label', value: 'sys_area_id', children: 'children' } as const;

export interface ConditionStepProps {
  value: Conditions;
  onChange: (next: Conditions) => void;
  groups: SearchConditionGroup[] | undefined;
  groupsState: 'pending' | 'error' | 'success';
  onRetryGroups: () => void;
  searching: boolean;
  onNext: () => void;
  onReset: () => void;
  /** the submit button's text (default 下一步) */
  nextText?: string | undefined;
}

/** Step 0 填写条件 (data-shop.md §2, §5): keyword and range, region, industry and the option groups. */
export function ConditionStep(props: ConditionStepProps) {
  const { value: c, onChange } = props;
  const regions = useRegionTree();
  const industries = useShopIndustries();

  // §5: more than 16 digits are cut and 可输入最大金额长度：16 shows for 5 s
  const [tooLong, setTooLong] = useState(false);
  const warnTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(warnTimer.current), []);
  const amount = (field: 'lowAmount' | 'highAmount', raw: string) => {
    const capped = capAmountInput(raw);
    onChange({ ...c, [field]: capped.value });
    if (capped.tooLong) {
      setTooLong(true);
      clearTimeout(warnTimer.current);
      warnTimer.current = setTimeout(() => setTooLong(false), AMOUNT_WARNING_MS);
    }
  };

  const amountInput = (field: 'lowAmount' | 'highAmount', label: string) => (
    <Input
      aria-label={label}
      placeholder={label}
      inputMode="numeric"
      value={c[field]}
      onChange={(e) => amount(field, e.target.value)}
      style={{ width: 200 }}
      suffix={T.tenThousand}
    />
  );

  const keywordProblem = keywordError(c.keyword);

  const groupRow = (group: SearchConditionGroup) => {
    const chosen = c.picks[group.field] ?? [];
    return (
      <ConditionRow key={group.field} label={group.title}>
        <div className={styles.tags} role="group" aria-label={group.title}>
          {group.values.map((option) => (
            <Tag.CheckableTag
              key={option.value}
              checked={chosen.includes(option.value)}
              onChange={() => onChange(toggle(c, group, option.value))}
            >
              {option.label}
            </Tag.CheckableTag>
          ))}
        </div>
        {group.field === 'reg_amount' && customCapitalOn(c) ? (
          <div>
            <Space size={8} align="center">
              {amountInput('lowAmount', T.lowAmount)}
              <Typography.Text type="secondary">{T.to}</Typography.Text>
              {amountInput('highAmount', T.highAmount)}
            </Space>
            {tooLong ? (
              <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
                {PreciseMessages.amountTooLong}
              </Typography.Text>
            ) : null}
          </div>
        ) : null}
        {group.field === 'reg_date' && customDateOn(c) ? (
          <DatePicker.RangePicker
            aria-label={group.title}
            value={c.dates ? [dayjs(c.dates[0]), dayjs(c.dates[1])] : null}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(range) =>
              onChange({
                ...c,
                dates:
                  range?.[0] && range[1]
                    ? [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')]
                    : null,
              })
            }
            style={{ width: 360 }}
          />
        ) : null}
      </ConditionRow>
    );
  };

  return (
    <>
      <div className={styles.filters}>
        <ConditionRow label={T.keyword}>
          <Input
            aria-label={T.keyword}
            placeholder={T.keywordPlaceholder}
            allowClear
            status={keywordProblem ? 'error' : undefined}
            count={{ show: true, max: KEYWORD_MAX, strategy: (text) => Array.from(text).length }}
            value={c.keyword}
            onChange={(e) => onChange({ ...c, keyword: e.target.value })}
            style={{ maxWidth: 560 }}
          />
          {keywordProblem ? (
            <Typography.Text type="danger" role="alert">
              {keywordProblem}
            </Typography.Text>
          ) : null}
          <Space size={12} wrap>
            <Typography.Text type="secondary">{T.searchRange}</Typography.Text>
            <Checkbox.Group
              aria-label={T.searchRange}
              options={searchRangeValues}
              value={c.picks[SEARCH_RANGE_FIELD] ?? []}
              onChange={(values) =>
                onChange({ ...c, picks: { ...c.picks, [SEARCH_RANGE_FIELD]: values.map(String) } })
              }
            />
          </Space>
        </ConditionRow>
        <ConditionRow label={T.region}>
          <Cascader<RegionNode, 'sys_area_id'>
            multiple
            aria-label={T.region}
            placeholder={T.regionPlaceholder}
            options={regions.data}
            fieldNames={regionFields}
            loading={regions.isPending}
            showSearch
            maxTagCount="responsive"
            value={c.regions as number[][]}
            onChange={(paths) => onChange({ ...c, regions: paths as (string | number)[][] })}
            style={{ maxWidth: 560, width: '100%' }}
          />
        </ConditionRow>
        <ConditionRow label={T.industry}>
          {/* sections with their divisions; a fully checked section is sent as the section code */}
          <TreeSelect
            aria-label={T.industry}
            placeholder={T.industryPlaceholder}
            allowClear
            loading={industries.isPending}
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_PARENT}
            showSearch
            treeNodeFilterProp="title"
            maxTagCount="responsive"
            listHeight={360}
            treeData={(industries.data ?? []).map((i) => ({
              value: i.code,
              title: `${i.code} ${i.name}`,
              children: (i.children ?? []).map((d) => ({ value: d.code, title: `${d.code} ${d.name}` })),
            }))}
            value={c.industries}
            onChange={(codes: string[]) => onChange({ ...c, industries: codes })}
            style={{ maxWidth: 560, width: '100%' }}
          />
        </ConditionRow>
        {props.groupsState === 'pending' ? (
          <ConditionRow label={T.conditions}>
            <Skeleton active title={false} paragraph={{ rows: 3 }} aria-label={T.conditionsLoading} />
          </ConditionRow>
        ) : null}
        {props.groupsState === 'error' ? (
          <ConditionRow label={T.conditions}>
            <Alert
              type="error"
              showIcon
              title={T.conditionsFailed}
              action={
                <Button size="small" onClick={props.onRetryGroups}>
                  {T.retry}
                </Button>
              }
            />
          </ConditionRow>
        ) : null}
        {(props.groups ?? []).filter((g) => g.field !== SEARCH_RANGE_FIELD).map(groupRow)}
      </div>
      <div className={styles.actions}>
        <Button onClick={props.onReset}>{T.reset}</Button>
        <Button type="primary" loading={props.searching} onClick={props.onNext}>
          {props.nextText ?? T.next}
        </Button>
      </div>
    </>
  );
}
