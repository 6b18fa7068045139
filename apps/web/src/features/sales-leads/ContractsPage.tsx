import { useMemo, useState } from 'react';
import { App, Button, Flex, Form, Input, Progress, Result, Select, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionCalls,
  contractStatuses,
  type CallInput,
  type ContractRow,
  type ContractStatus,
} from '@qishu/contract';
import { CreateButton, DeleteAction, SearchBar } from '../../lib/admin-ui/index.ts';
import { formatCount } from '../../lib/format.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useCan } from '../../lib/session/index.ts';
import { actionApi, contractsKey, reloadContracts } from './action-api.ts';
import { ActionTexts as T } from './action-texts.ts';
import { ExportListButton } from './ExportListButton.tsx';
import {
  ActionPageHeader,
  ActionStatusTag,
  LeadFilterNotice,
  LeadLink,
  Money,
  orDash,
  sortOptions,
  splitSort,
  statusOptions,
  tableEmpty,
  tabular,
  useLeadParam,
} from './action-ui.tsx';
import { AttachmentsDrawer, type AttachmentOwner } from './AttachmentsDrawer.tsx';
import { ContractFormModal } from './ContractFormModal.tsx';

type ContractSort = 'signed_on' | 'amount_fen' | 'created_at';

interface SearchValues {
  status?: ContractStatus;
  keyword?: string;
  sort: string;
}

const DEFAULT_SEARCH: SearchValues = { sort: 'created_at:desc' };

/** The search bar's values (and the lead of the address) → the list call's filters. */
export function contractFilters(v: SearchValues, leadId?: number) {
  const keyword = v.keyword?.trim();
  return {
    ...splitSort<ContractSort>(v.sort || DEFAULT_SEARCH.sort),
    ...(v.status ? { status: v.status } : {}),
    ...(keyword ? { keyword } : {}),
    ...(leadId ? { lead_id: leadId } : {}),
  };
}

/** How much of the amount came in, in whole percent (never 100 before it all has). */
export function receivedPercent(received: number, amount: number): number {
  if (amount <= 0) return 0;
  return Math.min(100, Math.floor((received * 100) / amount));
}

/** 已回款: the sum and a bar with the percentage in figures. */
function Received({ row }: { row: ContractRow }) {
  const pct = receivedPercent(row.received_fen, row.amount_fen);
  return (
    <Flex vertical style={{ minWidth: 140 }}>
      <Money fen={row.received_fen} />
      <Progress
        percent={pct}
        size="small"
        format={(p) => `${p ?? 0}%`}
        aria-label={T.receivedPercent(pct)}
        style={{ margin: 0 }}
      />
    </Flex>
  );
}

/**
 * /action/contract 合同管理: the contracts the role may see with their amount, money received
 * (progress), dates, status, owner and attachments; searched by status and keyword (company, code,
 * title), sorted by signing date, amount or creation. 新建 / 修改 in a dialog (yuan in, fen sent),
 * 删除 after a confirmation, 附件 in a drawer. ?lead_id= narrows the list to one client and
 * preselects it. Perms action:contract:list / create / update / delete.
 */
export function ContractsPage() {
  const can = useCan();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SearchValues>();
  const [leadId, clearLead] = useLeadParam();
  const [search, setSearch] = useState<SearchValues>(DEFAULT_SEARCH);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [editing, setEditing] = useState<ContractRow | 'new' | null>(null);
  const [files, setFiles] = useState<AttachmentOwner | null>(null);

  const allowed = can('action:contract:list');
  // what the table shows (also what 导出 downloads, every page)
  const shown = contractFilters(search, leadId);
  const input: CallInput<typeof ActionCalls.contracts> = { ...shown, ...paging };
  const contracts = useQuery({
    queryKey: [...contractsKey, input],
    queryFn: ({ signal }) => actionApi.contracts(input, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const rows = contracts.data?.list ?? [];
  const leadName = leadId
    ? (rows.find((r) => r.lead_id === leadId)?.company_name ?? T.leadNumber(leadId))
    : '';
  const lead = useMemo(
    () => (leadId ? { lead_id: leadId, company_name: leadName } : null),
    [leadId, leadName],
  );

  if (!allowed) return <Result status="403" subTitle={T.contractNoPermission} />;
  const canCreate = can('action:contract:create');
  const canUpdate = can('action:contract:update');
  const canDelete = can('action:contract:delete');
  const filtered = Boolean(search.status || search.keyword?.trim() || leadId);

  const submit = (values: SearchValues) => {
    setSearch({ ...DEFAULT_SEARCH, ...values });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const remove = async (row: ContractRow) => {
    const out = await actionApi.removeContract(row.contract_id);
    void message.success(out.message);
    await reloadContracts(client);
  };

  const columns: TableProps<ContractRow>['columns'] = [
    { title: T.code, dataIndex: 'code', width: 140, render: (v: string) => <span style={tabular}>{v}</span> },
    { title: T.contractName, dataIndex: 'title', width: 200 },
    {
      title: T.company,
      dataIndex: 'company_name',
      width: 220,
      render: (name: string, row) => <LeadLink leadId={row.lead_id} name={name} />,
    },
    {
      title: T.amount,
      dataIndex: 'amount_fen',
      width: 140,
      align: 'right',
      render: (fen: number) => <Money fen={fen} />,
    },
    { title: T.received, key: 'received', width: 170, render: (_v: unknown, row) => <Received row={row} /> },
    {
      title: T.signedOn,
      dataIndex: 'signed_on',
      width: 110,
      render: (v: string | null) => <span style={tabular}>{orDash(v)}</span>,
    },
    {
      title: T.term,
      key: 'term',
      width: 210,
      render: (_v: unknown, row) =>
        row.start_on || row.end_on ? (
          <span style={tabular}>{T.termText(orDash(row.start_on), orDash(row.end_on))}</span>
        ) : (
          T.none
        ),
    },
    {
      title: T.status,
      dataIndex: 'status',
      width: 90,
      render: (s: string) => <ActionStatusTag statuses={contractStatuses} status={s} />,
    },
    { title: T.owner, dataIndex: 'owner_name', width: 100, render: orDash },
    {
      title: T.attachments,
      dataIndex: 'attachment_count',
      width: 80,
      render: (n: number, row) => (
        <Button
          type="link"
          size="small"
          icon={<PaperClipOutlined aria-hidden />}
          aria-label={T.attachmentsOf(row.code, n)}
          onClick={() => setFiles({ kind: 'contract', id: row.contract_id, label: row.code })}
        >
          <span style={tabular}>{n}</span>
        </Button>
      ),
    },
    ...(canUpdate || canDelete
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 120,
            render: (_v: unknown, row: ContractRow) => (
              <Space size={0}>
                {canUpdate && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={T.editOf(row.code)}
                    onClick={() => setEditing(row)}
                  >
                    {T.edit}
                  </Button>
                )}
                {canDelete && (
                  <DeleteAction title={T.contractDeleteQuestion(row.code)} onConfirm={() => remove(row)} />
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div style={{ minWidth: 0 }}>
      <ActionPageHeader title={T.contractTitle} hint={T.contractHint} />
      <Flex vertical gap={12}>
        {leadId && <LeadFilterNotice name={leadName} onClear={clearLead} />}
        <SearchBar<SearchValues>
          form={form}
          name="contract_search"
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
              options={statusOptions(contractStatuses)}
            />
          </Form.Item>
          <Form.Item name="keyword" label={T.keyword}>
            <Input
              allowClear
              maxLength={50}
              placeholder={T.contractKeywordPlaceholder}
              style={{ width: 220 }}
            />
          </Form.Item>
          <Form.Item name="sort" label={T.sort}>
            <Select
              style={{ width: 200 }}
              popupMatchSelectWidth={false}
              options={sortOptions(T.contractSorts)}
              onChange={() => form.submit()}
            />
          </Form.Item>
        </SearchBar>
        <Flex justify="flex-end" gap={8} wrap>
          <ExportListButton call={ActionCalls.contracts} filters={shown} />
          {canCreate && <CreateButton onClick={() => setEditing('new')}>{T.newContract}</CreateButton>}
        </Flex>
        {contracts.isError ? (
          <QueryErrorAlert title={T.contractsFailed} query={contracts} retryText={T.retry} small />
        ) : (
          <Table<ContractRow>
            rowKey="contract_id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={contracts.isFetching}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: tableEmpty(
                contracts.isPending,
                filtered ? T.contractsEmptyFiltered : T.contractsEmpty,
              ),
            }}
            pagination={{
              current: paging.page,
              pageSize: paging.limit,
              total: contracts.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => T.total(formatCount(n)),
              onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
            }}
          />
        )}
      </Flex>
      <ContractFormModal editing={editing} lead={lead} onClose={() => setEditing(null)} />
      <AttachmentsDrawer owner={files} canUpdate={canUpdate} onClose={() => setFiles(null)} />
    </div>
  );
}
