import { DatePicker, Form, Input, Select, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { LogCalls, LogPaths, type LoginLogRow } from '@qishu/contract';
import { ListPage } from '../../lib/admin-ui/index.ts';
import { callApi, callKey } from '../../lib/api/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { ExportButton } from './ExportButton.tsx';
import { formatTime, searchQuery, shortUserAgent } from './format.ts';
import { LogTexts } from './texts.ts';

const T = LogTexts.login;

const columns: TableProps<LoginLogRow>['columns'] = [
  { title: T.time, dataIndex: 'created_at', width: 150, render: (v: string) => formatTime(v) },
  { title: T.phone, dataIndex: 'username', width: 120 },
  { title: T.user, dataIndex: 'realname', width: 100, render: (v: string | null) => v ?? '—' },
  { title: T.agent, dataIndex: 'agent_name', ellipsis: true, render: (v: string | null) => v ?? '—' },
  {
    title: T.result,
    dataIndex: 'success',
    width: 180,
    render: (_: unknown, r) => (
      <span>
        <Tag color={r.success ? 'success' : 'error'}>{r.success ? T.success : T.failure}</Tag>
        <Typography.Text type="secondary">{r.reason_text}</Typography.Text>
      </span>
    ),
  },
  { title: T.ip, dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
  {
    title: T.userAgent,
    dataIndex: 'user_agent',
    width: 180,
    render: (v: string | null) =>
      v ? (
        <Tooltip title={v}>
          <span>{shortUserAgent(v)}</span>
        </Tooltip>
      ) : (
        '—'
      ),
  },
];

/** /logmana/alllog: every sign-in attempt, searchable, exportable to Excel. */
export function LoginLogPage() {
  const can = useCan();
  const [form] = Form.useForm();
  return (
    <ListPage<LoginLogRow>
      title={T.title}
      queryKey={callKey(LogCalls.loginLog)}
      form={form}
      rowKey="login_log_id"
      columns={columns}
      fetchPage={(params, signal) => callApi(LogCalls.loginLog, searchQuery(params), { signal })}
      toolbar={
        can('log:login:export') && (
          <ExportButton
            path={LogPaths.loginLogExport}
            filename="登录日志.xlsx"
            query={() => searchQuery(form.getFieldsValue() as Record<string, unknown>)}
          />
        )
      }
      searchFields={
        <>
          <Form.Item name="phone" label={T.phone}>
            <Input allowClear placeholder={T.phonePlaceholder} maxLength={20} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="agent_name" label={T.agent}>
            <Input allowClear placeholder={T.agentPlaceholder} maxLength={50} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="success" label={T.result}>
            <Select
              allowClear
              placeholder={T.all}
              style={{ width: 110 }}
              options={[
                { value: 1, label: T.success },
                { value: 0, label: T.failure },
              ]}
            />
          </Form.Item>
          <Form.Item name="range" label={T.range}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </>
      }
    />
  );
}
