import { useMemo, useState, type ReactNode } from 'react';
import { Flex, Form, Input, Result, Select, Table, type TableProps } from 'antd';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallDescriptor, CallInput, Page } from '@qishu/contract';
import { CreateButton, SearchBar } from '../../lib/admin-ui/index.ts';
import { callApi, callKey } from '../../lib/api/index.ts';
import { formatCount } from '../../lib/format.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useCan } from '../../lib/session/index.ts';
import { ActionTexts as T } from './action-texts.ts';
import {
  LeadFilterNotice,
  sortOptions,
  splitSort,
  statusOptions,
  tableEmpty,
  useLeadParam,
} from './action-ui.tsx';
import { ExportListButton, type ListFilters } from './ExportListButton.tsx';
import type { PickedLead } from './LeadPicker.tsx';
import { PageHeader } from './PageHeader.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

/** The search bar's values of a 客户管理 list (the fields it has), the sort as 'field:asc|desc'. */
export interface ListSearch<Status extends string = string> {
  status?: Status;
  keyword?: string;
  label_id?: number;
  sort: string;
}

/**
 * A list's search: its first values (`defaultSort`) and `filters`, the search bar's values (and the
 * lead of the address) → the list call's filters, empty ones left out.
 */
export function listSearch<Sort extends string, Status extends string = never>(
  defaultSort: `${Sort}:${'asc' | 'desc'}`,
) {
  const defaults: ListSearch<Status> = { sort: defaultSort };
  const filters = (v: ListSearch<Status>, leadId?: number) => {
    const keyword = v.keyword?.trim();
    return {
      ...splitSort<Sort>(v.sort || defaultSort),
      ...(v.status ? { status: v.status } : {}),
      ...(keyword ? { keyword } : {}),
      ...(v.label_id ? { label_id: v.label_id } : {}),
      ...(leadId ? { lead_id: leadId } : {}),
    };
  };
  return { defaults, filters };
}

/** A call on one row (删除, 取消拜访): the server's message shown, then `reload`'s lists loaded again. */
export function useRowCall<Row>(
  call: (row: Row) => Promise<{ message: string }>,
  reload: (client: QueryClient) => Promise<unknown>,
) {
  const { message } = useFeedback();
  const client = useQueryClient();
  return async (row: Row) => {
    const out = await call(row);
    void message.success(out.message);
    await reload(client);
  };
}

/**
 * The page of a 客户管理 list (拜访记录, 合同管理, 业务订单, 我的客户): its heading, the 「仅显示…」 notice
 * when `forLead` and the address names a lead (?lead_id=), the search bar (status, keyword, `moreFields`,
 * sort; a new sort searches at once), 导出 and 新建 above the table, and the server-paged table with
 * its loading, empty and error states. Refused (403) without the call's permission. `children` are
 * the page's dialogs, given the lead the page is for.
 */
export function ActionListPage<
  C extends CallDescriptor,
  S extends ListSearch,
  Row extends PickedLead,
>(props: {
  call: C;
  search: { defaults: S; filters: (v: S, leadId?: number) => ListFilters<C> };
  /** ?lead_id= narrows the list to that client and preselects it in the dialogs */
  forLead?: boolean;
  /** the search form's name: it prefixes the field ids (name_…), apart from a dialog's fields */
  formName: string;
  title: string;
  hint: string;
  noPermission: string;
  /** the status filter's choices (none: no status filter) */
  statuses?: readonly { key: string; label: string }[];
  keyword: { label?: string; placeholder: string; width?: number };
  /** search fields between the keyword and the sort */
  moreFields?: ReactNode;
  sorts: Readonly<Record<string, string>>;
  /** 新建…: its text and what it opens; false without the create permission */
  create: { text: string; onClick: () => void } | false;
  rowKey: keyof Row & string;
  columns: TableProps<Row>['columns'];
  failed: string;
  empty: { none: string; filtered: string };
  children?: (lead: PickedLead | null) => ReactNode;
}) {
  const { call, search: spec } = props;
  const can = useCan();
  const [form] = Form.useForm<S>();
  const [leadParam, clearLead] = useLeadParam();
  const leadId = props.forLead ? leadParam : undefined;
  const [search, setSearch] = useState<S>(spec.defaults);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });

  const allowed = call.perm === undefined || can(call.perm);
  // what the table shows (also what 导出 downloads, every page)
  const shown = spec.filters(search, leadId);
  const input = { ...shown, ...paging };
  const list = useQuery({
    queryKey: [...callKey(call), input],
    queryFn: ({ signal }) => callApi(call, input as CallInput<C>, { signal }) as Promise<Page<Row>>,
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const rows = list.data?.list ?? [];
  const leadName = leadId
    ? (rows.find((r) => r.lead_id === leadId)?.company_name ?? T.leadNumber(leadId))
    : '';
  const lead = useMemo(
    () => (leadId ? { lead_id: leadId, company_name: leadName } : null),
    [leadId, leadName],
  );

  if (!allowed) return <Result status="403" subTitle={props.noPermission} />;
  const filtered = Boolean(search.status || search.keyword?.trim() || search.label_id || leadId);

  const submit = (values: S) => {
    setSearch({ ...spec.defaults, ...values });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <div style={{ minWidth: 0 }}>
      <PageHeader title={props.title} hint={props.hint} />
      <Flex vertical gap={12}>
        {leadId && <LeadFilterNotice name={leadName} onClear={clearLead} />}
        <SearchBar<S>
          form={form}
          name={props.formName}
          initialValues={spec.defaults}
          onFinish={submit}
          onReset={() => submit(spec.defaults)}
          style={{ rowGap: 12 }}
        >
          {props.statuses && (
            <Form.Item name="status" label={T.status}>
              <Select
                allowClear
                placeholder={T.allStatuses}
                style={{ width: 120 }}
                options={statusOptions(props.statuses)}
              />
            </Form.Item>
          )}
          <Form.Item name="keyword" label={props.keyword.label ?? T.keyword}>
            <Input
              allowClear
              maxLength={50}
              placeholder={props.keyword.placeholder}
              style={{ width: props.keyword.width ?? 200 }}
            />
          </Form.Item>
          {props.moreFields}
          <Form.Item name="sort" label={T.sort}>
            <Select
              style={{ width: 200 }}
              popupMatchSelectWidth={false}
              options={sortOptions(props.sorts)}
              onChange={() => form.submit()}
            />
          </Form.Item>
        </SearchBar>
        <Flex justify="flex-end" gap={8} wrap>
          <ExportListButton call={call} filters={shown} />
          {props.create && <CreateButton onClick={props.create.onClick}>{props.create.text}</CreateButton>}
        </Flex>
        {list.isError ? (
          <QueryErrorAlert title={props.failed} query={list} retryText={T.retry} small />
        ) : (
          <Table<Row>
            rowKey={props.rowKey}
            size="middle"
            columns={props.columns}
            dataSource={rows}
            loading={list.isFetching}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: tableEmpty(list.isPending, filtered ? props.empty.filtered : props.empty.none),
            }}
            pagination={{
              current: paging.page,
              pageSize: paging.limit,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => T.total(formatCount(n)),
              onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
            }}
          />
        )}
      </Flex>
      {props.children?.(lead)}
    </div>
  );
}
