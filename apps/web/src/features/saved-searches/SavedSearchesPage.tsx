import { useState } from 'react';
import { Link } from 'react-router';
import { Form, Input, Result, Space, Switch, theme, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedSearchLimits, SavedSearchMessages, type SavedSearch } from '@qishu/contract';
import { DeleteAction, FormModal, LinkButton, ListPage } from '../../lib/admin-ui/index.ts';
import { formatCount } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { savedSearchApi, savedSearchesKey } from './saved-search-api.ts';
import { SavedSearchTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** The server's Shanghai 'YYYY-MM-DD HH:mm:ss', to the minute. */
const minute = (v: string | null) => (v ? v.slice(0, 16) : '');

/**
 * /search/conditions (搜索条件): the caller's saved searches — run one again on the search page
 * (`runHref`, composed in app/), rename, delete, and watch: a watched search is checked every morning
 * and the user gets a message when companies newly match or change status. Perms data:condition:*.
 */
export function SavedSearchesPage(props: { runHref: (search: SavedSearch) => string }) {
  const can = useCan();
  const { message } = useFeedback();
  // antd's "secondary" grey is below AA contrast: the darker secondary text colour
  const muted = { color: theme.useToken().token.colorTextSecondary };
  const client = useQueryClient();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: savedSearchesKey });
  const watch = useMutation({
    mutationFn: (v: { id: number; watch: boolean }) => savedSearchApi.watch(v.id, v.watch),
    onSuccess: async (out) => {
      void message.success(out.message);
      await reload();
    },
  });
  const rename = useMutation({
    mutationFn: (v: { row: SavedSearch; name: string }) =>
      savedSearchApi.save({ id: v.row.id, name: v.name, condition: v.row.condition }),
    onSuccess: async (out) => {
      void message.success(out.message);
      setRenaming(null);
      await reload();
    },
  });

  if (!can('data:condition:list')) return <Result status="403" subTitle={T.noPermission} />;
  const canSave = can('data:condition:save');

  const remove = async (row: SavedSearch) => {
    const out = await savedSearchApi.remove(row.id);
    void message.success(out.message);
    await reload();
  };

  const columns = [
    {
      title: T.name,
      dataIndex: 'name',
      width: 200,
      render: (name: string, row: SavedSearch) => <Link to={props.runHref(row)}>{name}</Link>,
    },
    {
      title: T.summary,
      dataIndex: 'summary',
      render: (summary: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: summary }} style={{ margin: 0, maxWidth: 520 }}>
          {summary}
        </Typography.Paragraph>
      ),
    },
    {
      title: T.lastCount,
      dataIndex: 'last_count',
      width: 110,
      align: 'right' as const,
      render: (n: number | null) => (n === null ? '—' : `${formatCount(n)} ${T.countUnit}`),
    },
    {
      title: T.watch,
      dataIndex: 'watch',
      width: 150,
      render: (on: boolean, row: SavedSearch) => (
        <Space direction="vertical" size={0}>
          <Switch
            size="small"
            checked={on}
            disabled={!canSave}
            loading={watch.isPending && watch.variables?.id === row.id}
            aria-label={`${T.watch}：${row.name}`}
            onChange={(next) => watch.mutate({ id: row.id, watch: next })}
          />
          {on && (
            <Typography.Text style={{ ...muted, fontSize: 12 }}>
              {row.checked_at ? `${T.checkedAt} ${minute(row.checked_at)}` : T.neverChecked}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: T.updatedAt, dataIndex: 'updated_at', width: 150, render: minute },
    {
      title: T.actions,
      key: 'actions',
      width: 170,
      render: (_v: unknown, row: SavedSearch) => (
        <Space size={0}>
          <Link to={props.runHref(row)} className="ant-btn ant-btn-link ant-btn-sm">
            {T.run}
          </Link>
          {canSave && <LinkButton onClick={() => setRenaming(row)}>{T.rename}</LinkButton>}
          {can('data:condition:delete') && <DeleteAction onConfirm={() => remove(row)} />}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<SavedSearch>
        queryKey={savedSearchesKey}
        fetchPage={(p, signal) => savedSearchApi.page(p.page, p.limit, signal)}
        columns={columns}
        rowKey="id"
        title={T.title}
        hint={T.hint}
        pageSize={SavedSearchLimits.perUser}
      />
      <FormModal<{ name: string }>
        open={renaming !== null}
        title={T.renameTitle}
        initialValues={renaming ? { name: renaming.name } : undefined}
        onCancel={() => setRenaming(null)}
        onSubmit={({ name }) => rename.mutateAsync({ row: renaming!, name })}
        saving={rename.isPending}
      >
        <Form.Item
          name="name"
          label={T.name}
          rules={[
            { required: true, whitespace: true, message: SavedSearchMessages.nameRequired },
            { max: SavedSearchLimits.nameMax, message: SavedSearchMessages.nameTooLong },
          ]}
        >
          <Input placeholder={T.namePlaceholder} maxLength={SavedSearchLimits.nameMax} showCount />
        </Form.Item>
      </FormModal>
    </>
  );
}
