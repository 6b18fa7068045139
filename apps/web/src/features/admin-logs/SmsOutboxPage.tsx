import { Form, Input, Tag, Tooltip, type TableProps } from 'antd';
import { LogCalls, type SmsOutboxRow } from '@qishu/contract';
import { ListPage, RangeFilter, SelectFilter } from '../../lib/admin-ui/index.ts';
import { callApi, callKey } from '../../lib/api/index.ts';
import { formatTime, searchQuery } from './format.ts';
import { LogTexts } from './texts.ts';

const T = LogTexts.sms;

const columns: TableProps<SmsOutboxRow>['columns'] = [
  { title: T.time, dataIndex: 'created_at', width: 150, render: (v: string) => formatTime(v) },
  { title: T.phone, dataIndex: 'phone', width: 120 },
  { title: T.template, dataIndex: 'template', width: 140 },
  { title: T.content, dataIndex: 'content', ellipsis: true },
  { title: T.provider, dataIndex: 'provider', width: 170, render: (v: string) => T.providers[v] ?? v },
  {
    title: T.status,
    dataIndex: 'status',
    width: 110,
    render: (_: unknown, r) =>
      r.status === 'sent' ? (
        <Tag color="success">{T.sent}</Tag>
      ) : (
        <Tooltip title={r.error}>
          <Tag color="error">{T.failed}</Tag>
        </Tooltip>
      ),
  },
];

/** /sys/smsbox: every SMS the platform sent (or, in outbox mode, would have sent), newest first. */
export function SmsOutboxPage() {
  return (
    <>
      <ListPage<SmsOutboxRow>
        hint={T.hint}
        title={T.title}
        queryKey={callKey(LogCalls.smsOutbox)}
        rowKey="sms_outbox_id"
        columns={columns}
        fetchPage={(params, signal) => callApi(LogCalls.smsOutbox, searchQuery(params), { signal })}
        searchFields={
          <>
            <Form.Item name="phone" label={T.phone}>
              <Input allowClear placeholder={T.phonePlaceholder} maxLength={20} style={{ width: 160 }} />
            </Form.Item>
            <SelectFilter name="status" label={T.status} texts={{ sent: T.sent, failed: T.failed }} />
            <RangeFilter label={T.range} withTime />
          </>
        }
      />
    </>
  );
}
