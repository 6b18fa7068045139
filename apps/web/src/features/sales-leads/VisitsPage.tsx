import { useMemo, useState } from 'react';
import { App, Button, Flex, Form, Input, Popconfirm, Result, Select, Space, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionCalls, visitStatuses, type CallInput, type VisitRow, type VisitStatus } from '@qishu/contract';
import { CreateButton, SearchBar } from '../../lib/admin-ui/index.ts';
import { formatCount } from '../../lib/format.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useCan } from '../../lib/session/index.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { actionApi, reloadVisits, visitsKey } from './action-api.ts';
import { ActionTexts as T } from './action-texts.ts';
import { ExportListButton } from './ExportListButton.tsx';
import {
  ActionPageHeader,
  ActionStatusTag,
  LeadFilterNotice,
  LeadLink,
  orDash,
  sortOptions,
  splitSort,
  statusOptions,
  tableEmpty,
  tabular,
  useLeadParam,
} from './action-ui.tsx';
import { shortTime } from './lead-time.ts';
import { CheckInModal, VisitFormModal } from './VisitDialogs.tsx';

type VisitSort = 'planned_at' | 'created_at';

interface SearchValues {
  status?: VisitStatus;
  keyword?: string;
  sort: string;
}

const DEFAULT_SEARCH: SearchValues = { sort: 'planned_at:desc' };

/** The search bar's values (and the lead of the address) → the list call's filters. */
export function visitFilters(v: SearchValues, leadId?: number) {
  const keyword = v.keyword?.trim();
  return {
    ...splitSort<VisitSort>(v.sort || DEFAULT_SEARCH.sort),
    ...(v.status ? { status: v.status } : {}),
    ...(keyword ? { keyword } : {}),
    ...(leadId ? { lead_id: leadId } : {}),
  };
}

/** A long text cut to one line, whole in its tooltip. */
function Cut({ text, width }: { text: string | null; width: number }) {
  if (!text) return <span>{T.none}</span>;
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
      {text}
    </Typography.Text>
  );
}

/**
 * /action/visit 拜访记录: the visits the role may see (planned, done, cancelled), searched by status
 * and keyword and sorted by planned or created time; 新建拜访, and on a planned visit 签到 (the
 * outcome becomes a follow-up), 修改 and 取消. Opened with ?lead_id= the list holds that lead's
 * visits and a new visit is for it. Perms action:visit:list / create / update / delete.
 */
export function VisitsPage() {
  const can = useCan();
  const phone = useMediaQuery(PHONE_QUERY);
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SearchValues>();
  const [leadId, clearLead] = useLeadParam();
  const [search, setSearch] = useState<SearchValues>(DEFAULT_SEARCH);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [editing, setEditing] = useState<VisitRow | 'new' | null>(null);
  const [checking, setChecking] = useState<VisitRow | null>(null);

  const allowed = can('action:visit:list');
  // what the table shows (also what 导出 downloads, every page)
  const shown = visitFilters(search, leadId);
  const input: CallInput<typeof ActionCalls.visits> = { ...shown, ...paging };
  const visits = useQuery({
    queryKey: [...visitsKey, input],
    queryFn: ({ signal }) => actionApi.visits(input, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const rows = visits.data?.list ?? [];
  const leadName = leadId
    ? (rows.find((r) => r.lead_id === leadId)?.company_name ?? T.leadNumber(leadId))
    : '';
  const lead = useMemo(
    () => (leadId ? { lead_id: leadId, company_name: leadName } : null),
    [leadId, leadName],
  );

  if (!allowed) return <Result status="403" subTitle={T.visitNoPermission} />;
  const canCreate = can('action:visit:create');
  const canUpdate = can('action:visit:update');
  const canDelete = can('action:visit:delete');
  const filtered = Boolean(search.status || search.keyword?.trim() || leadId);

  const submit = (values: SearchValues) => {
    setSearch({ ...DEFAULT_SEARCH, ...values });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const cancel = async (visit: VisitRow) => {
    const out = await actionApi.cancelVisit(visit.visit_id);
    void message.success(out.message);
    await reloadVisits(client);
  };

  const columns: TableProps<VisitRow>['columns'] = [
    {
      title: T.plannedAt,
      dataIndex: 'planned_at',
      width: 140,
      render: (at: string) => <span style={tabular}>{shortTime(at)}</span>,
    },
    {
      title: T.company,
      dataIndex: 'company_name',
      width: 220,
      render: (name: string, row) => <LeadLink leadId={row.lead_id} name={name} />,
    },
    {
      title: T.purpose,
      dataIndex: 'purpose',
      width: 200,
      render: (v: string) => <Cut text={v} width={184} />,
    },
    {
      title: T.address,
      dataIndex: 'address',
      width: 180,
      render: (v: string | null) => <Cut text={v} width={164} />,
    },
    { title: T.visitor, dataIndex: 'user_name', width: 100, render: orDash },
    {
      title: T.status,
      dataIndex: 'status',
      width: 90,
      render: (s: string) => <ActionStatusTag statuses={visitStatuses} status={s} />,
    },
    {
      title: T.checkedInAt,
      dataIndex: 'checked_in_at',
      width: 140,
      render: (at: string | null) => <span style={tabular}>{orDash(shortTime(at))}</span>,
    },
    {
      title: T.outcome,
      dataIndex: 'outcome',
      width: 220,
      render: (v: string | null) => <Cut text={v} width={204} />,
    },
    ...(canUpdate || canDelete
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 150,
            // kept in view while the table scrolls, except on a phone where it would cover the rows
            ...(phone ? {} : { fixed: 'right' as const }),
            render: (_v: unknown, row: VisitRow) =>
              row.status === 'planned' ? (
                <Space size={0} wrap>
                  {canUpdate && (
                    <Button
                      type="link"
                      size="small"
                      aria-label={T.checkInOf(row.company_name)}
                      onClick={() => setChecking(row)}
                    >
                      {T.checkIn}
                    </Button>
                  )}
                  {canUpdate && (
                    <Button
                      type="link"
                      size="small"
                      aria-label={T.editOf(row.company_name)}
                      onClick={() => setEditing(row)}
                    >
                      {T.edit}
                    </Button>
                  )}
                  {canDelete && (
                    <Popconfirm
                      title={T.cancelVisitQuestion}
                      okText={T.cancelVisitOk}
                      cancelText={T.cancelVisitKeep}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => cancel(row).catch(() => undefined)}
                    >
                      <Button type="link" size="small" danger aria-label={T.cancelVisitOf(row.company_name)}>
                        {T.cancelVisit}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ) : (
                T.none
              ),
          },
        ]
      : []),
  ];

  return (
    <div style={{ minWidth: 0 }}>
      <ActionPageHeader title={T.visitTitle} hint={T.visitHint} />
      <Flex vertical gap={12}>
        {leadId && <LeadFilterNotice name={leadName} onClear={clearLead} />}
        <SearchBar<SearchValues>
          form={form}
          name="visit_search"
          initialValues={DEFAULT_SEARCH}
          onFinish={submit}
          onReset={() => submit(DEFAULT_SEARCH)}
          style={{ rowGap: 12 }}
        >
          <Form.Item name="status" label={T.status}>
            <Select
              allowClear
              placeholder={T.allStatuses}
              style={{ width: 120 }}
              options={statusOptions(visitStatuses)}
            />
          </Form.Item>
          <Form.Item name="keyword" label={T.keyword}>
            <Input allowClear maxLength={50} placeholder={T.visitKeywordPlaceholder} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="sort" label={T.sort}>
            <Select
              style={{ width: 200 }}
              popupMatchSelectWidth={false}
              options={sortOptions(T.visitSorts)}
              onChange={() => form.submit()}
            />
          </Form.Item>
        </SearchBar>
        <Flex justify="flex-end" gap={8} wrap>
          <ExportListButton call={ActionCalls.visits} filters={shown} />
          {canCreate && <CreateButton onClick={() => setEditing('new')}>{T.newVisit}</CreateButton>}
        </Flex>
        {visits.isError ? (
          <QueryErrorAlert title={T.visitsFailed} query={visits} retryText={T.retry} small />
        ) : (
          <Table<VisitRow>
            rowKey="visit_id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={visits.isFetching}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: tableEmpty(visits.isPending, filtered ? T.visitsEmptyFiltered : T.visitsEmpty),
            }}
            pagination={{
              current: paging.page,
              pageSize: paging.limit,
              total: visits.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => T.total(formatCount(n)),
              onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
            }}
          />
        )}
      </Flex>
      <VisitFormModal editing={editing} lead={lead} onClose={() => setEditing(null)} />
      <CheckInModal visit={checking} onClose={() => setChecking(null)} />
    </div>
  );
}
