import { useState } from 'react';
import { Flex, Form, Input, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  checkIndustryCode,
  IndustryMessages,
  industryLevelLabels,
  SettingsCalls,
  type IndustryNode,
} from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import {
  CreateButton,
  DeleteAction,
  FormModal,
  LinkButton,
  SearchBar,
  useSave,
  useTableLayout,
} from '../../lib/admin-ui/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { industryTreeQuery } from './settings-api.ts';
import { SettingsTexts } from './texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';

const T = SettingsTexts.industry;

type Editing = { mode: 'create'; parent: IndustryNode | null } | { mode: 'edit'; node: IndustryNode } | null;

interface Values {
  code: string;
  name: string;
}

/** /sys/industrycate: the GB/T 4754 tree; leaves without companies can be deleted. */
export function IndustryPage() {
  const can = useCan();
  const [form] = Form.useForm<{ keyword?: string }>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing>(null);
  const query = useQuery(industryTreeQuery(keyword));
  const close = () => setEditing(null);
  const save = useSave(
    (v: Values) =>
      editing?.mode === 'edit'
        ? callApi(SettingsCalls.renameIndustry, { code: editing.node.code, name: v.name })
        : callApi(SettingsCalls.createIndustry, {
            code: v.code.trim(),
            name: v.name,
            parent_code: editing?.mode === 'create' ? (editing.parent?.code ?? null) : null,
          }),
    { invalidate: callKey(SettingsCalls.industryTree), onDone: close },
  );
  const remove = useSave((code: string) => callApi(SettingsCalls.deleteIndustry, { code }), {
    invalidate: callKey(SettingsCalls.industryTree),
    successText: SettingsTexts.deleted,
  });

  const parent = editing?.mode === 'create' ? editing.parent : null;
  const newLevel = parent ? parent.level + 1 : 1;

  const columns: TableProps<IndustryNode>['columns'] = [
    {
      title: T.code,
      dataIndex: 'code',
      width: 160,
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    { title: T.name, dataIndex: 'name', width: 320 },
    {
      title: T.level,
      dataIndex: 'level',
      width: 80,
      render: (v: number) => <Tag>{industryLevelLabels[v] ?? v}</Tag>,
    },
    {
      title: T.companies,
      dataIndex: 'company_count',
      width: 110,
      align: 'right',
      render: (v: number) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v.toLocaleString('zh-CN')}</span>
      ),
    },
    {
      title: SettingsTexts.actions,
      key: 'actions',
      width: 200,
      render: (_: unknown, r) => {
        const leaf = !r.children?.length;
        const deletable = leaf && r.company_count === 0;
        return (
          <Space size={0}>
            {can('sys:industry:create') && r.level < 4 && (
              <LinkButton onClick={() => setEditing({ mode: 'create', parent: r })}>{T.addChild}</LinkButton>
            )}
            {can('sys:industry:update') && (
              <LinkButton onClick={() => setEditing({ mode: 'edit', node: r })}>
                {SettingsTexts.edit}
              </LinkButton>
            )}
            {can('sys:industry:delete') && (
              <DeleteAction
                blockedBy={
                  !deletable &&
                  (leaf ? IndustryMessages.inUse(r.company_count) : IndustryMessages.hasChildren)
                }
                onConfirm={() => remove.mutateAsync(r.code)}
              />
            )}
          </Space>
        );
      },
    },
  ];
  const layout = useTableLayout(columns);

  return (
    <Flex vertical gap={12}>
      <SearchBar
        form={form}
        onFinish={(v) => setKeyword(v.keyword?.trim() || undefined)}
        onReset={() => setKeyword(undefined)}
      >
        <Form.Item name="keyword" label={T.keyword}>
          <Input allowClear placeholder={T.keywordPlaceholder} maxLength={50} style={{ width: 220 }} />
        </Form.Item>
      </SearchBar>
      <Flex justify="space-between" align="center">
        <div>
          <span style={{ fontWeight: 600 }}>{T.title}</span>{' '}
          <Typography.Text type="secondary">{T.standard}</Typography.Text>
        </div>
        {can('sys:industry:create') && (
          <CreateButton onClick={() => setEditing({ mode: 'create', parent: null })}>
            {T.createSection}
          </CreateButton>
        )}
      </Flex>
      {query.isError ? (
        <QueryErrorAlert
          title={SettingsTexts.loadFailed}
          query={query}
          retryText={SettingsTexts.retry}
          small
        />
      ) : (
        <Table<IndustryNode>
          rowKey="code"
          size="middle"
          columns={layout.columns}
          scroll={{ x: layout.x }}
          dataSource={query.data ?? []}
          loading={query.isFetching}
          expandable={keyword ? { defaultExpandAllRows: true } : {}}
          key={keyword ?? ''}
          pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (n) => `共 ${n} 个门类` }}
        />
      )}
      <FormModal<Values>
        open={editing !== null}
        title={
          editing?.mode === 'edit'
            ? T.editTitle
            : T.createTitle(parent ? `${parent.code} ${parent.name}` : null)
        }
        initialValues={editing?.mode === 'edit' ? editing.node : undefined}
        saving={save.isPending}
        onCancel={close}
        onSubmit={(v) => save.mutateAsync(v)}
      >
        <Form.Item
          name="code"
          label={T.code}
          extra={editing?.mode === 'create' ? T.codeHint(newLevel) : undefined}
          rules={
            editing?.mode === 'create'
              ? [
                  {
                    validator: async (_r, value: unknown) => {
                      const code = typeof value === 'string' ? value.trim() : '';
                      if (!code) throw new Error(IndustryMessages.codeRequired);
                      const reason = checkIndustryCode(code, newLevel, parent?.code ?? null);
                      if (reason) throw new Error(reason);
                    },
                  },
                ]
              : []
          }
        >
          <Input disabled={editing?.mode === 'edit'} maxLength={4} />
        </Form.Item>
        <Form.Item
          name="name"
          label={T.name}
          rules={[
            { required: true, whitespace: true, message: IndustryMessages.nameRequired },
            { max: 100, message: IndustryMessages.nameTooLong },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}
