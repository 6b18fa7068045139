import { Radio, Tag } from 'antd';
import { AccessTexts } from './texts.ts';

const S = AccessTexts.status;

export const statusOptions = [
  { value: 1, label: S.on },
  { value: 0, label: S.off },
];

/** 启用 / 停用 as a coloured tag. */
export function StatusTag({ value }: { value: number }) {
  return value === 1 ? <Tag color="success">{S.on}</Tag> : <Tag>{S.off}</Tag>;
}

/** 启用 / 停用 as a radio group (Form.Item child). */
export function StatusRadio(props: { value?: number; onChange?: (v: number) => void; disabled?: boolean }) {
  return (
    <Radio.Group
      options={statusOptions}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange?.(e.target.value as number)}
    />
  );
}
