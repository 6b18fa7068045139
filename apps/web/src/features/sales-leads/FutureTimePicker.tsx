import { DatePicker, type DatePickerProps } from 'antd';
import { beforeToday } from './follow-time.ts';

/**
 * A date and time to the minute, today or later (a planned visit, the next follow-up); Form.Item
 * passes id, value and onChange.
 */
export function FutureTimePicker(props: DatePickerProps) {
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      disabledDate={beforeToday}
      style={{ width: '100%', maxWidth: 280 }}
      {...props}
    />
  );
}
