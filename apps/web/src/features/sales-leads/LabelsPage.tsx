import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Flex, Form, Input, Popconfirm, Result, Space, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  labelColors,
  SaleLabelLimits,
  SaleLabelMessages,
  type LabelColor,
  type SaleLabelRow,
} from '@qishu/contract';
import { CreateButton, FormModal } from '../../lib/admin-ui/index.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { formatCount } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { labelApi, labelsQuery, reloadLabels } from './label-api.ts';
import { LabelColorPicker } from './LabelColorPicker.tsx';
import { LabelTag } from './LabelTags.tsx';
import { reloadLeads } from './lead-api.ts';
import { shortTime } from './lead-time.ts';
import { LabelTexts as T } from './labels-texts.ts';
import { PageHeader } from './PageHeader.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

interface LabelValues {
  name: string;
  color: LabelColor;
}

/** A new label starts blue (the first colour); the user may pick another. */
const NEW_LABEL: Partial<LabelValues> = { color: labelColors[0].key };

const colorName = (key: string) => labelColors.find((c) => c.key === key)?.label ?? key;

/**
 * /sale/entlabel (企业标签): the organisation's labels with their colour, how many leads carry each
 * (a link to those leads in 线索跟进) and when they were made; 新建 / 编辑 in a dialog, 删除 after a
 * confirmation that says how many leads lose it. Perms sale:label:list / create / update / delete.
 */
export function LabelsPage() {
  const can = useCan();
  const { message } = useFeedback();
  const client = useQueryClient();
  const allowed = can('sale:label:list');
  const labels = useQuery(labelsQuery(allowed));
  const [keyword, setKeyword] = useState('');
  // null: the dialog is closed; { row: null }: a new label; { row }: that label
  const [editing, setEditing] = useState<{ row: SaleLabelRow | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const initialValues = useMemo<Partial<LabelValues> | undefined>(() => {
    if (!editing) return undefined;
    if (!editing.row) return NEW_LABEL;
    return { name: editing.row.name, color: editing.row.color as LabelColor };
  }, [editing]);

  if (!allowed) return <Result status="403" subTitle={T.noPermission} />;
  const canCreate = can('sale:label:create');
  const canUpdate = can('sale:label:update');
  const canDelete = can('sale:label:delete');

  const save = async (values: LabelValues) => {
    const body = { name: values.name.trim(), color: values.color };
    setSaving(true);
    try {
      const out = editing?.row
        ? await labelApi.update({ ...body, id: editing.row.label_id })
        : await labelApi.create(body);
      void message.success(out.message);
      setEditing(null);
      // a renamed or recoloured label shows on the leads too
      await Promise.all([reloadLabels(client), reloadLeads(client)]);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (row: SaleLabelRow) => {
    const out = await labelApi.remove(row.label_id);
    void message.success(out.message);
    await Promise.all([reloadLabels(client), reloadLeads(client)]);
  };

  const needle = keyword.trim().toLowerCase();
  const rows = (labels.data ?? []).filter((l) => !needle || l.name.toLowerCase().includes(needle));

  const columns = [
    {
      title: T.name,
      dataIndex: 'name',
      render: (name: string, row: SaleLabelRow) => <LabelTag name={name} color={row.color} />,
    },
    { title: T.colorName, dataIndex: 'color', width: 90, render: (c: string) => colorName(c) },
    {
      title: T.leadCount,
      dataIndex: 'lead_count',
      width: 100,
      align: 'right' as const,
      render: (n: number, row: SaleLabelRow) =>
        n > 0 ? (
          <Link
            to={`/sale/follow?label_id=${row.label_id}`}
            aria-label={T.leadCountLink(row.name, formatCount(n))}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {formatCount(n)}
          </Link>
        ) : (
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>0</span>
        ),
    },
    { title: T.createdAt, dataIndex: 'created_at', width: 150, render: (v: string) => shortTime(v) },
    ...(canUpdate || canDelete
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 120,
            render: (_v: unknown, row: SaleLabelRow) => (
              <Space size={0}>
                {canUpdate && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={T.editAria(row.name)}
                    onClick={() => setEditing({ row })}
                  >
                    {T.edit}
                  </Button>
                )}
                {canDelete && (
                  <Popconfirm
                    title={T.deleteQuestion(row.name, row.lead_count)}
                    okText={T.ok}
                    cancelText={T.cancel}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(row).catch(() => undefined)}
                  >
                    <Button type="link" size="small" danger aria-label={T.deleteAria(row.name)}>
                      {T.delete}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div style={{ padding: 16 }}>
      <PageHeader title={T.title} hint={T.hint} />
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Input.Search
            allowClear
            aria-label={T.search}
            placeholder={T.searchPlaceholder}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            style={{ width: 240, maxWidth: '100%' }}
          />
          {canCreate && <CreateButton onClick={() => setEditing({ row: null })}>{T.create}</CreateButton>}
        </Flex>
        {labels.isError ? (
          <QueryErrorAlert title={T.loadFailed} query={labels} retryText={T.retry} small />
        ) : (
          <Table<SaleLabelRow>
            rowKey="label_id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={labels.isLoading}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: needle ? T.emptySearch : T.empty }}
            pagination={{ pageSize: 20, showTotal: T.total, hideOnSinglePage: true }}
          />
        )}
      </Flex>
      <FormModal<LabelValues>
        open={editing !== null}
        title={editing?.row ? T.editTitle : T.createTitle}
        initialValues={initialValues}
        onCancel={() => setEditing(null)}
        onSubmit={save}
        saving={saving}
        width={520}
      >
        <Form.Item
          name="name"
          label={T.name}
          rules={[
            { required: true, whitespace: true, message: SaleLabelMessages.nameRequired },
            { max: SaleLabelLimits.nameMax, message: SaleLabelMessages.nameTooLong },
          ]}
        >
          <Input placeholder={T.namePlaceholder} maxLength={SaleLabelLimits.nameMax} showCount />
        </Form.Item>
        <Form.Item
          name="color"
          label={T.color}
          extra={T.colorHint}
          rules={[{ required: true, message: SaleLabelMessages.colorRequired }]}
        >
          <LabelColorPicker aria-label={T.color} />
        </Form.Item>
      </FormModal>
    </div>
  );
}
