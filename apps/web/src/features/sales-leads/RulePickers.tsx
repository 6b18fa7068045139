import { Cascader, TreeSelect } from 'antd';
import type { RegionNode } from '@qishu/contract';
import { useRegionTree, useShopIndustries } from '../../lib/reference-data.ts';
import { AssignTexts as T } from './assign-texts.ts';

const regionFields = { label: 'label', value: 'sys_area_id', children: 'children' } as const;

/** A GB/T 2260 code → its path in the region tree (province, city, district as numbers). */
export function regionPath(code: string): number[] {
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  if (code === province) return [Number(province)];
  if (code === city) return [Number(province), Number(city)];
  return [Number(province), Number(city), Number(code)];
}

interface PickerProps {
  /** Form.Item passes the id its label points at */
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** One region (province, city or district) as its six-digit code; any level may be chosen. */
export function RegionPicker(props: PickerProps) {
  const regions = useRegionTree();
  return (
    <Cascader<RegionNode, 'sys_area_id'>
      id={props.id}
      placeholder={T.regionPlaceholder}
      options={regions.data}
      fieldNames={regionFields}
      loading={regions.isPending}
      changeOnSelect
      showSearch
      allowClear
      value={props.value ? regionPath(props.value) : undefined}
      onChange={(path) => {
        const last = (path as (string | number)[] | undefined)?.at(-1);
        props.onChange?.(last === undefined ? null : String(last).padStart(6, '0'));
      }}
      style={{ width: '100%' }}
    />
  );
}

/** One industry: a GB/T 4754 section (letter) or division (two digits). */
export function IndustryPicker(props: PickerProps) {
  const industries = useShopIndustries();
  return (
    <TreeSelect
      id={props.id}
      placeholder={T.industryPlaceholder}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      loading={industries.isPending}
      listHeight={320}
      value={props.value ?? undefined}
      onChange={(v: string | undefined) => props.onChange?.(v ?? null)}
      treeData={(industries.data ?? []).map((i) => ({
        value: i.code,
        title: `${i.code} ${i.name}`,
        children: (i.children ?? []).map((d) => ({ value: d.code, title: `${d.code} ${d.name}` })),
      }))}
      style={{ width: '100%' }}
    />
  );
}
