import { useState } from 'react';
import { Form, Input, Space, Tag, Typography, type TableProps } from 'antd';
import { SettingsCalls, type ParamRow } from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import {
  CreateButton,
  DeleteAction,
  LinkButton,
  ListPage,
  TIME_COLUMN_WIDTH,
  TimeCell,
  useSave,
} from '../../lib/admin-ui/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { ParamFormModal, type ParamFormValues } from './ParamFormModal.tsx';
import { ParamValue } from './ParamValue.tsx';
import styles from './param-value.module.css';
import { SettingsTexts } from './texts.ts';

const T = SettingsTexts.param;

type Editing = { mode: 'create' } | { mode: 'edit'; row: ParamRow } | null;

/** /sys/param: the platform's parameters; built-in ones are edited in place, custom ones come and go. */
export function ParamPage() {
  const can = useCan();
  const canUpdate = can('sys:param:update');
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const save = useSave(
    (v: ParamFormValues) =>
      editing?.mode === 'edit'
        ? callApi(SettingsCalls.updateParam, {
            key: editing.row.param_key,
            param_value: v.param_value,
            ...(editing.row.protected ? {} : { name: v.name, remark: v.remark ?? null }),
          })
        : callApi(SettingsCalls.createParam, { ...v, remark: v.remark ?? null }),
    { invalidate: callKey(SettingsCalls.listParams), onDone: close },
  );
  const remove = useSave((key: string) => callApi(SettingsCalls.deleteParam, { key }), {
    invalidate: callKey(SettingsCalls.listParams),
    successText: SettingsTexts.deleted,
  });

  const columns: TableProps<ParamRow>['columns'] = [
    {
      title: T.nameAndKey,
      dataIndex: 'name',
      width: 240,
      render: (name: string, r) => (
        <>
          <div>{name}</div>
          <Typography.Text code className={styles.key}>
            {r.param_key}
          </Typography.Text>
        </>
      ),
    },
    {
      title: T.value,
      dataIndex: 'param_value',
      width: 360,
      render: (v: string, r) => <ParamValue paramKey={r.param_key} value={v} />,
    },
    {
      title: T.remark,
      dataIndex: 'remark',
      width: 220,
      ellipsis: true,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: T.type,
      dataIndex: 'protected',
      width: 80,
      render: (v: boolean) => (v ? <Tag color="blue">{T.builtIn}</Tag> : <Tag>{T.custom}</Tag>),
    },
    {
      title: T.updatedAt,
      dataIndex: 'updated_at',
      width: TIME_COLUMN_WIDTH,
      render: (v: string) => <TimeCell value={v} />,
    },
    ...(canUpdate
      ? [
          {
            title: SettingsTexts.actions,
            key: 'actions',
            width: 120,
            fixed: 'right' as const,
            render: (_: unknown, r: ParamRow) => (
              <Space size={0}>
                <LinkButton onClick={() => setEditing({ mode: 'edit', row: r })}>
                  {SettingsTexts.edit}
                </LinkButton>
                <DeleteAction
                  blockedBy={r.protected && T.protectedDelete}
                  title={T.deleteConfirm}
                  onConfirm={() => remove.mutateAsync(r.param_key)}
                />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListPage<ParamRow>
        title={T.title}
        queryKey={callKey(SettingsCalls.listParams)}
        rowKey="param_key"
        columns={columns}
        fetchPage={(params, signal) =>
          callApi(
            SettingsCalls.listParams,
            {
              page: params.page,
              limit: params.limit,
              ...(typeof params.keyword === 'string' && params.keyword ? { keyword: params.keyword } : {}),
            },
            { signal },
          )
        }
        toolbar={
          canUpdate && <CreateButton onClick={() => setEditing({ mode: 'create' })}>{T.create}</CreateButton>
        }
        searchFields={
          <Form.Item name="keyword" label={T.keyword}>
            <Input allowClear placeholder={T.keywordPlaceholder} maxLength={100} style={{ width: 240 }} />
          </Form.Item>
        }
      />
      <ParamFormModal
        open={editing !== null}
        editing={editing?.mode === 'edit' ? editing.row : null}
        saving={save.isPending}
        onCancel={close}
        onSubmit={(v) => save.mutateAsync(v)}
      />
    </>
  );
}
