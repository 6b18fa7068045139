import { useState } from 'react';
import { Button, Flex, Table, Typography, type TableProps } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  formatYuan,
  LeadCalls,
  type LeadRow,
  type LeadSort,
  type LeadStage,
  type SaleLabelRow,
} from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { BulkLabelModal } from './BulkLabelModal.tsx';
import { ExportListButton, type ListFilters } from './ExportListButton.tsx';
import { leadApi, leadsKey } from './lead-api.ts';
import { leadColumn } from './lead-columns.tsx';
import { shortTime } from './lead-time.ts';
import { LogFollowButton } from './LogFollowDialog.tsx';
import { StageMenu } from './StageMenu.tsx';
import { LeadTexts as T } from './texts.ts';

/** What the list shows: the page's filters. */
export interface LeadListFilters {
  keyword?: string | undefined;
  label_id?: number | undefined;
  stage?: LeadStage | undefined;
}

type Order = 'asc' | 'desc';
interface SortState {
  key: LeadSort;
  order: Order;
}
/** The server's own order: the most recently changed first. */
const DEFAULT_SORT: SortState = { key: 'updated_at', order: 'desc' };

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The list view of /sale/follow: a server-paged, server-sorted table (最近变更, 下次跟进, 预计金额) of
 * the leads matching the page's filters, with each lead's labels; with sale:label:update the rows
 * can be selected and labelled in bulk. 导出 downloads the same leads in the same order.
 */
export function LeadList(props: {
  filters: LeadListFilters;
  canMove: boolean;
  onMove: (leadId: number, stage: LeadStage) => void;
  canLabel: boolean;
  labels: SaleLabelRow[];
  labelsLoading: boolean;
}) {
  const { filters } = props;
  const filterKey = JSON.stringify(filters);
  // the page goes back to 1 whenever the filters or the order change
  const [paging, setPaging] = useState({ key: filterKey, page: 1, limit: 20 });
  const page = paging.key === filterKey ? paging.page : 1;
  const limit = paging.limit;
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);

  // what the table shows (also what 导出 downloads, every page)
  const shown: ListFilters<typeof LeadCalls.list> = {
    sort: sort.key,
    order: sort.order,
    ...(filters.stage ? { stage: filters.stage } : {}),
    ...(filters.label_id ? { label_id: filters.label_id } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
  const input = { ...shown, page, limit };
  const query = useQuery({
    queryKey: [...leadsKey, input],
    queryFn: ({ signal }) => leadApi.page(input, signal),
    placeholderData: keepPreviousData,
  });

  const sortable = (key: LeadSort) => ({
    key,
    sorter: true,
    sortDirections: ['descend' as const, 'ascend' as const],
    sortOrder: sort.key === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  });

  const columns: TableProps<LeadRow>['columns'] = [
    leadColumn.company(true),
    leadColumn.stage(),
    leadColumn.labels(),
    leadColumn.owner(),
    {
      title: T.amount,
      dataIndex: 'amount_fen',
      width: 130,
      align: 'right',
      ...sortable('amount_fen'),
      render: (fen: number) => <span style={tabular}>{formatYuan(fen)}</span>,
    },
    {
      title: T.nextFollow,
      dataIndex: 'next_follow_at',
      width: 170,
      ...sortable('next_follow_at'),
      render: (at: string | null, row) =>
        at ? (
          <Flex vertical>
            <span style={tabular}>{shortTime(at)}</span>
            {row.next_action && (
              <Typography.Text
                type="secondary"
                ellipsis={{ tooltip: row.next_action }}
                style={{ maxWidth: 160, fontSize: 12 }}
              >
                {row.next_action}
              </Typography.Text>
            )}
          </Flex>
        ) : (
          T.noNextFollow
        ),
    },
    { ...leadColumn.updatedAt(), ...sortable('updated_at') },
    ...(props.canMove
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 190,
            render: (_v: unknown, row: LeadRow) => (
              <Flex gap={4} wrap>
                <StageMenu
                  stage={row.stage}
                  company={row.company_name}
                  onMove={(s) => props.onMove(row.lead_id, s)}
                />
                <LogFollowButton lead={row} />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  const onChange: TableProps<LeadRow>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = one?.columnKey as LeadSort | undefined;
    setSort(key && one?.order ? { key, order: one.order === 'ascend' ? 'asc' : 'desc' } : DEFAULT_SORT);
    setPaging((p) => ({ ...p, key: filterKey, page: 1 }));
  };

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap>
        {props.canLabel && (
          <>
            <Button
              icon={<TagsOutlined />}
              disabled={selected.length === 0}
              onClick={() => setBulkOpen(true)}
            >
              {T.bulkLabel}
            </Button>
            <Typography.Text type="secondary" aria-live="polite">
              {selected.length > 0 ? T.selected(selected.length) : T.noneSelected}
            </Typography.Text>
            {selected.length > 0 && (
              <Button type="link" size="small" onClick={() => setSelected([])}>
                {T.clearSelection}
              </Button>
            )}
          </>
        )}
        <ExportListButton call={LeadCalls.list} filters={shown} style={{ marginInlineStart: 'auto' }} />
      </Flex>
      {query.isError ? (
        <QueryErrorAlert title={T.listLoadFailed} query={query} retryText={T.retry} small />
      ) : (
        <Table<LeadRow>
          rowKey="lead_id"
          size="middle"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          onChange={onChange}
          locale={{
            emptyText: filters.keyword || filters.label_id || filters.stage ? T.emptyFiltered : T.empty,
          }}
          rowSelection={
            props.canLabel
              ? {
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  getCheckboxProps: (row) => ({ 'aria-label': T.selectLead(row.company_name) }),
                }
              : undefined
          }
          pagination={{
            current: page,
            pageSize: limit,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: T.total,
            onChange: (p, size) => setPaging({ key: filterKey, page: size === limit ? p : 1, limit: size }),
          }}
        />
      )}
      {props.canLabel && (
        <BulkLabelModal
          open={bulkOpen}
          leadIds={selected}
          labels={props.labels}
          labelsLoading={props.labelsLoading}
          onClose={() => setBulkOpen(false)}
          onDone={() => {
            setBulkOpen(false);
            setSelected([]);
          }}
        />
      )}
    </Flex>
  );
}
