import { useState } from 'react';
import {
  Button,
  Cascader,
  Checkbox,
  DatePicker,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Tag,
  TreeSelect,
} from 'antd';
import dayjs from 'dayjs';
import {
  ageBands,
  capitalRangeText,
  companyStatuses,
  companyTypes,
  insuredBands,
  QueryLimits,
  queryCapitalPresets,
  queryFlags,
  queryRevenueBands,
  queryRiskKinds,
  queryRiskNames,
  searchRangeOptions,
  type QueryConditionInput,
  type QueryFlagKey,
  type QueryRiskKind,
  type RegionNode,
} from '@qishu/contract';
import { useRegionTree, useShopIndustries } from '../../lib/reference-data.ts';
import { QueryTexts as T } from './texts.ts';
import styles from './company-query.module.css';

type Of<F extends QueryConditionInput['field']> = Extract<QueryConditionInput, { field: F }>;
type Range = { min?: number | undefined; max?: number | undefined };

const regionFields = { label: 'label', value: 'sys_area_id', children: 'children' } as const;

/** A GB/T 2260 code → its path in the region tree (province, city, district as numbers). */
export function regionPath(code: string): number[] {
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  if (code === province) return [Number(province)];
  if (code === city) return [Number(province), Number(city)];
  return [Number(province), Number(city), Number(code)];
}
const codeOf = (path: (string | number)[]) => String(path[path.length - 1]).padStart(6, '0');

/** Values to toggle, as checkable tags (a group named for screen readers). */
function Choices<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (next: V[]) => void;
}) {
  return (
    <div className={styles.choices} role="group" aria-label={label}>
      {options.map((o) => (
        <Tag.CheckableTag
          key={o.value}
          checked={value.includes(o.value)}
          onChange={(on) => onChange(on ? [...value, o.value] : value.filter((v) => v !== o.value))}
        >
          {o.label}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

function OpSwitch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: 'in' | 'not_in' | undefined;
  onChange: (op: 'in' | 'not_in') => void;
}) {
  return (
    <Radio.Group
      aria-label={label}
      optionType="button"
      size="small"
      value={value ?? 'in'}
      onChange={(e) => onChange(e.target.value as 'in' | 'not_in')}
      options={[
        { value: 'in', label: T.include },
        { value: 'not_in', label: T.exclude },
      ]}
    />
  );
}

function HasSwitch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean;
  onChange: (has: boolean) => void;
}) {
  return (
    <Radio.Group
      aria-label={label}
      optionType="button"
      size="small"
      value={value ? 'has' : 'not'}
      onChange={(e) => onChange(e.target.value === 'has')}
      options={[
        { value: 'has', label: T.has },
        { value: 'not', label: T.hasNot },
      ]}
    />
  );
}

function CapitalEditor({
  value,
  onChange,
}: {
  value: Of<'capital'>;
  onChange: (next: Of<'capital'>) => void;
}) {
  const ranges: Range[] = value.ranges ?? [];
  const [min, setMin] = useState<number | null>(null);
  const [max, setMax] = useState<number | null>(null);
  const same = (a: Range, b: Range) => (a.min ?? 0) === (b.min ?? 0) && a.max === b.max;
  const presets = queryCapitalPresets.map((p) => ({
    min: 'min' in p ? p.min : undefined,
    max: 'max' in p ? p.max : undefined,
    label: p.label,
  }));
  const custom = ranges.filter((r) => !presets.some((p) => same(p, r)));
  const set = (next: Range[]) => onChange({ ...value, ranges: next });
  return (
    <div className={styles.editorStack}>
      <div className={styles.choices} role="group" aria-label="注册资本">
        {presets.map((p) => {
          const on = ranges.some((r) => same(r, p));
          const range = {
            ...(p.min !== undefined ? { min: p.min } : {}),
            ...(p.max !== undefined ? { max: p.max } : {}),
          };
          return (
            <Tag.CheckableTag
              key={p.label}
              checked={on}
              onChange={(checked) => set(checked ? [...ranges, range] : ranges.filter((r) => !same(r, p)))}
            >
              {p.label}
            </Tag.CheckableTag>
          );
        })}
        {custom.map((r) => (
          <Tag
            key={capitalRangeText(r)}
            closable
            closeIcon={<span aria-label={T.removeRange(capitalRangeText(r))}>×</span>}
            onClose={() => set(ranges.filter((x) => x !== r))}
          >
            {capitalRangeText(r)}
          </Tag>
        ))}
      </div>
      <Space size={6} wrap>
        <span className={styles.hint}>{T.capitalCustom}</span>
        <InputNumber<number>
          aria-label={T.capitalMin}
          placeholder={T.capitalMin}
          min={0}
          value={min}
          onChange={setMin}
          size="small"
          className={styles.amount}
        />
        <span aria-hidden>-</span>
        <InputNumber<number>
          aria-label={T.capitalMax}
          placeholder={T.capitalMax}
          min={0}
          value={max}
          onChange={setMax}
          size="small"
          className={styles.amount}
        />
        <Button
          size="small"
          disabled={(min === null && max === null) || ranges.length >= QueryLimits.rangesMax}
          onClick={() => {
            set([...ranges, { ...(min !== null ? { min } : {}), ...(max !== null ? { max } : {}) }]);
            setMin(null);
            setMax(null);
          }}
        >
          {T.addRange}
        </Button>
      </Space>
    </div>
  );
}

function RegionEditor({ value, onChange }: { value: Of<'region'>; onChange: (next: Of<'region'>) => void }) {
  const regions = useRegionTree();
  return (
    <div className={styles.editorRow}>
      <OpSwitch label="地区包含或排除" value={value.op} onChange={(op) => onChange({ ...value, op })} />
      <Cascader<RegionNode, 'sys_area_id'>
        multiple
        aria-label="地区"
        placeholder={T.regionPlaceholder}
        options={regions.data}
        fieldNames={regionFields}
        loading={regions.isPending}
        showSearch
        maxTagCount="responsive"
        value={(value.codes ?? []).map(regionPath) as number[][]}
        onChange={(paths) => onChange({ ...value, codes: (paths as (string | number)[][]).map(codeOf) })}
        className={styles.picker}
      />
    </div>
  );
}

function IndustryEditor({
  value,
  onChange,
}: {
  value: Of<'industry'>;
  onChange: (next: Of<'industry'>) => void;
}) {
  const industries = useShopIndustries();
  return (
    <div className={styles.editorRow}>
      <OpSwitch label="行业包含或排除" value={value.op} onChange={(op) => onChange({ ...value, op })} />
      <TreeSelect
        aria-label="行业"
        placeholder={T.industryPlaceholder}
        allowClear
        loading={industries.isPending}
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_PARENT}
        showSearch
        treeNodeFilterProp="title"
        maxTagCount="responsive"
        listHeight={320}
        treeData={(industries.data ?? []).map((i) => ({
          value: i.code,
          title: `${i.code} ${i.name}`,
          children: (i.children ?? []).map((d) => ({ value: d.code, title: `${d.code} ${d.name}` })),
        }))}
        value={value.codes ?? []}
        onChange={(codes: string[]) => onChange({ ...value, codes })}
        className={styles.picker}
      />
    </div>
  );
}

const opts = <V extends string>(values: readonly V[]) => values.map((v) => ({ value: v, label: v }));

/** The editor of one condition, by its field. */
export function ConditionEditor({
  value,
  onChange,
}: {
  value: QueryConditionInput;
  onChange: (next: QueryConditionInput) => void;
}) {
  const c = value;
  switch (c.field) {
    case 'keyword':
      return (
        <div className={styles.editorStack}>
          <Input
            aria-label="关键词"
            placeholder={T.keywordPlaceholder}
            allowClear
            maxLength={QueryLimits.keywordMax}
            value={c.text ?? ''}
            onChange={(e) => onChange({ ...c, text: e.target.value })}
            className={styles.picker}
          />
          <Space size={8} wrap>
            <span className={styles.hint}>{T.searchRange}</span>
            <Checkbox.Group
              aria-label={T.searchRange}
              options={searchRangeOptions.map((label, i) => ({ label, value: i }))}
              value={c.ranges ?? []}
              onChange={(ranges) => onChange({ ...c, ranges: ranges as (0 | 1 | 2 | 3)[] })}
            />
          </Space>
        </div>
      );
    case 'region':
      return <RegionEditor value={c} onChange={onChange} />;
    case 'industry':
      return <IndustryEditor value={c} onChange={onChange} />;
    case 'capital':
      return <CapitalEditor value={c} onChange={onChange} />;
    case 'age':
      return (
        <Choices
          label="成立年限"
          options={ageBands.map((b) => ({ value: b.key, label: b.label }))}
          value={c.bands ?? []}
          onChange={(bands) => onChange({ ...c, bands })}
        />
      );
    case 'founded':
      return (
        <DatePicker.RangePicker
          aria-label="成立日期"
          allowEmpty={[true, true]}
          placeholder={[T.dateFrom, T.dateTo]}
          value={[c.from ? dayjs(c.from) : null, c.to ? dayjs(c.to) : null]}
          onChange={(range) => {
            const from = range?.[0]?.format('YYYY-MM-DD');
            const to = range?.[1]?.format('YYYY-MM-DD');
            onChange({ field: 'founded', ...(from ? { from } : {}), ...(to ? { to } : {}) });
          }}
          className={styles.picker}
        />
      );
    case 'status':
      return (
        <Choices
          label="登记状态"
          options={opts(companyStatuses)}
          value={c.values ?? []}
          onChange={(values) => onChange({ ...c, values })}
        />
      );
    case 'type':
      return (
        <Choices
          label="企业类型"
          options={opts(companyTypes)}
          value={c.values ?? []}
          onChange={(values) => onChange({ ...c, values })}
        />
      );
    case 'flag':
      return (
        <div className={styles.editorRow}>
          <HasSwitch label="有或无" value={c.has ?? true} onChange={(has) => onChange({ ...c, has })} />
          <Select<QueryFlagKey>
            aria-label={T.flagLabel}
            value={c.key}
            options={queryFlags.map((f) => ({ value: f.key, label: f.label }))}
            onChange={(key) => onChange({ ...c, key })}
            className={styles.select}
            popupMatchSelectWidth={false}
          />
        </div>
      );
    case 'risk':
      return (
        <div className={styles.editorRow}>
          <HasSwitch label="有或无" value={c.has ?? true} onChange={(has) => onChange({ ...c, has })} />
          <Select<QueryRiskKind>
            aria-label={T.riskLabel}
            value={c.kind}
            options={queryRiskKinds.map((k) => ({ value: k, label: queryRiskNames[k] }))}
            onChange={(kind) => onChange({ ...c, kind })}
            className={styles.select}
            popupMatchSelectWidth={false}
          />
        </div>
      );
    case 'insured':
      return (
        <Choices
          label="参保人数"
          options={insuredBands.map((b) => ({ value: b.key, label: b.label }))}
          value={c.bands ?? []}
          onChange={(bands) => onChange({ ...c, bands })}
        />
      );
    case 'revenue':
      return (
        <Choices
          label="营业收入"
          options={opts(queryRevenueBands)}
          value={c.bands ?? []}
          onChange={(bands) => onChange({ ...c, bands })}
        />
      );
  }
}
