import { DatePicker, Form, Select } from 'antd';
import { AdminUiTexts } from './texts.ts';

/**
 * A search-bar select over a value → label table (all values allowed, cleared = 全部). Numeric
 * keys of the table are sent as numbers.
 */
export function SelectFilter({
  name,
  label,
  texts,
  numeric = false,
  width = 110,
}: {
  name: string;
  label: string;
  texts: Record<string | number, string>;
  numeric?: boolean;
  width?: number;
}) {
  const options = Object.entries(texts).map(([value, text]) => ({
    value: numeric ? Number(value) : value,
    label: text,
  }));
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={AdminUiTexts.all} style={{ width }} options={options} />
    </Form.Item>
  );
}

/** The search bar's time range (field `range`; `searchQuery` turns it into start_time / end_time). */
export function RangeFilter({ label, withTime = false }: { label: string; withTime?: boolean }) {
  return (
    <Form.Item name="range" label={label}>
      {withTime ? (
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      ) : (
        <DatePicker.RangePicker />
      )}
    </Form.Item>
  );
}
