import { useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  Select,
  Skeleton,
  Tag,
  type TableProps,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  auditActionLabels,
  auditActionText,
  auditEntityLabels,
  auditEntityText,
  LogCalls,
  LogPaths,
  type OperationLogRow,
} from '@qishu/contract';
import { LinkButton, ListPage } from '../../lib/admin-ui/index.ts';
import { callApi, callKey } from '../../lib/api/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { DiffTable } from './DiffTable.tsx';
import { ExportButton } from './ExportButton.tsx';
import { formatTime, searchQuery } from './format.ts';
import { operationLogQuery } from './logs-api.ts';
import { LogTexts } from './texts.ts';

const T = LogTexts.operation;

/** The filter's choices: every object the log records, by its Chinese name. */
const entityOptions = Object.entries(auditEntityLabels)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));

const actionColor: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  handle: 'purple',
  retry: 'orange',
};

function DetailDrawer(props: { id: number | null; onClose: () => void }) {
  const query = useQuery({ ...operationLogQuery(props.id ?? 0), enabled: props.id !== null });
  const d = query.data;
  return (
    <Drawer
      open={props.id !== null}
      onClose={props.onClose}
      title={T.drawerTitle}
      size="large"
      destroyOnHidden
    >
      {query.isLoading ? (
        <Skeleton active />
      ) : query.isError || !d ? (
        <Alert
          type="error"
          showIcon
          title={query.error?.message ?? ''}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {LogTexts.failure.retry}
            </Button>
          }
        />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={T.time}>{formatTime(d.created_at)}</Descriptions.Item>
            <Descriptions.Item label={T.operator}>
              {d.operator ?? '—'} {d.operator_phone ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={T.action}>{auditActionText(d.action, d.entity)}</Descriptions.Item>
            <Descriptions.Item label={T.entity}>
              {auditEntityText(d.entity)}
              {d.entity_id ? ` #${d.entity_id}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={T.ip}>{d.ip ?? '—'}</Descriptions.Item>
          </Descriptions>
          <DiffTable before={d.before} after={d.after} />
        </>
      )}
    </Drawer>
  );
}

/** /sys/adminlog: who changed what in the back-office, with before/after of each change. */
export function OperationLogPage() {
  const can = useCan();
  const [form] = Form.useForm();
  const [openId, setOpenId] = useState<number | null>(null);
  const columns: TableProps<OperationLogRow>['columns'] = [
    { title: T.time, dataIndex: 'created_at', width: 150, render: (v: string) => formatTime(v) },
    {
      title: T.operator,
      dataIndex: 'operator',
      width: 170,
      render: (_: unknown, r) => (r.operator ? `${r.operator}（${r.operator_phone ?? ''}）` : '—'),
    },
    {
      title: T.action,
      dataIndex: 'action',
      width: 90,
      render: (v: string, r) => <Tag color={actionColor[v] ?? 'default'}>{auditActionText(v, r.entity)}</Tag>,
    },
    {
      title: T.entity,
      dataIndex: 'entity',
      width: 160,
      // the Chinese name, the table's on hover (what the export's filter and the API speak)
      render: (v: string) => <span title={v}>{auditEntityText(v)}</span>,
    },
    {
      title: T.entityId,
      dataIndex: 'entity_id',
      width: 160,
      ellipsis: true,
      render: (v: string | null) => v ?? '—',
    },
    { title: T.ip, dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
    {
      title: LogTexts.actions,
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_: unknown, r) => (
        <LinkButton onClick={() => setOpenId(r.operation_log_id)}>{T.detail}</LinkButton>
      ),
    },
  ];
  return (
    <>
      <ListPage<OperationLogRow>
        title={T.title}
        queryKey={callKey(LogCalls.operationLog)}
        form={form}
        rowKey="operation_log_id"
        columns={columns}
        fetchPage={(params, signal) => callApi(LogCalls.operationLog, searchQuery(params), { signal })}
        toolbar={
          can('log:operation:export') && (
            <ExportButton
              path={LogPaths.operationLogExport}
              filename="操作日志.xlsx"
              query={() => searchQuery(form.getFieldsValue() as Record<string, unknown>)}
            />
          )
        }
        searchFields={
          <>
            <Form.Item name="operator" label={T.operator}>
              <Input allowClear placeholder={T.operatorPlaceholder} maxLength={50} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="action" label={T.action}>
              <Select
                allowClear
                placeholder={LogTexts.login.all}
                style={{ width: 110 }}
                options={Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }))}
              />
            </Form.Item>
            <Form.Item name="entity" label={T.entity}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={LogTexts.login.all}
                style={{ width: 170 }}
                options={entityOptions}
              />
            </Form.Item>
            <Form.Item name="range" label={LogTexts.login.range}>
              <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
          </>
        }
      />
      <DetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
