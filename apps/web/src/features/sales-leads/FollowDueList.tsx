import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  Card,
  Empty,
  Flex,
  Pagination,
  Segmented,
  Skeleton,
  Table,
  Tag,
  theme,
  Typography,
  type TableProps,
} from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dueRanges, FollowCalls, type DueLead, type DueRange } from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { formatCount } from '../../lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { ExportListButton } from './ExportListButton.tsx';
import { followApi, followDueKey } from './follow-api.ts';
import { isPast, toMinute } from './follow-time.ts';
import { FollowTexts as T } from './follow-texts.ts';
import { LeadCompanyLinks } from './LeadLinks.tsx';
import { LogFollowButton } from './LogFollowDialog.tsx';
import { StageTag } from './StageTag.tsx';

const PAGE_SIZE = 20;

type DueInput = { range: DueRange; page: number; limit: number };

const dueQuery = (input: DueInput) => ({
  queryKey: [...followDueKey, input],
  queryFn: ({ signal }: { signal: AbortSignal }) => followApi.due(input, signal),
});

/** A row's next follow-up is overdue when it is in the overdue range or its time has passed. */
const overdueRow = (range: DueRange, row: DueLead) => range === 'overdue' || isPast(row.next_at);

/** 下次跟进时间: red with the words 已逾期 when overdue (not colour alone). */
function NextAt(props: { row: DueLead; overdue: boolean }) {
  const { token } = theme.useToken();
  if (!props.overdue)
    return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{toMinute(props.row.next_at)}</span>;
  return (
    <Flex gap={6} align="center" wrap style={{ color: token.colorError }}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{toMinute(props.row.next_at)}</span>
      <Tag color="error" icon={<ClockCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
        {T.overdue}
      </Tag>
    </Flex>
  );
}

/** A range on a phone: its name, and its count on a line of its own. */
function RangeLabel(props: { label: string; count: string }) {
  return (
    <span style={{ display: 'flex', flexDirection: 'column', lineHeight: '18px', padding: '4px 0' }}>
      <span>{props.label}</span>{' '}
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{T.rangeCount(props.count)}</span>
    </span>
  );
}

const lastFollow = (row: DueLead) => (row.last_follow_at ? toMinute(row.last_follow_at) : T.neverFollowed);

/**
 * 今日待办: my leads due for a follow-up — 已逾期 / 今天 / 未来 7 天 with their counts — each with
 * 记录跟进. Opens on 已逾期 when there are overdue ones, else on 今天. 导出 downloads the chosen range.
 */
export function FollowDueList() {
  const phone = useMediaQuery(PHONE_QUERY);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<DueRange | null>(null);
  const [page, setPage] = useState(1);

  // until the user picks a range, the overdue page decides where to open (its counts cover all three)
  const probe = useQuery({
    ...dueQuery({ range: 'overdue', page: 1, limit: PAGE_SIZE }),
    enabled: chosen === null,
  });
  const range: DueRange | null =
    chosen ?? (probe.data ? (probe.data.counts.overdue > 0 ? 'overdue' : 'today') : null);
  const input: DueInput = { range: range ?? 'overdue', page: chosen ? page : 1, limit: PAGE_SIZE };
  const due = useQuery({ ...dueQuery(input), enabled: range !== null, placeholderData: keepPreviousData });

  const failed = range === null ? probe : due;
  if (failed.isError) return <QueryErrorAlert title={T.dueFailed} query={failed} retryText={T.retry} />;
  const counts = due.data?.counts ?? probe.data?.counts;
  if (range === null || !counts) return <Skeleton active paragraph={{ rows: 5 }} />;

  const choose = (next: DueRange) => {
    setChosen(next);
    setPage(1);
  };
  const rows = due.data?.list ?? [];
  const total = due.data?.total ?? 0;

  const columns: TableProps<DueLead>['columns'] = [
    {
      title: T.company,
      dataIndex: 'company_name',
      render: (_name: string, row) => <LeadCompanyLinks lead={row} />,
    },
    { title: T.stage, dataIndex: 'stage', width: 100, render: (stage: string) => <StageTag stage={stage} /> },
    {
      title: T.nextAction,
      dataIndex: 'next_action',
      width: 220,
      render: (action: string | null) => action ?? T.none,
    },
    {
      title: T.nextAt,
      dataIndex: 'next_at',
      width: 210,
      render: (_v: string, row) => <NextAt row={row} overdue={overdueRow(range, row)} />,
    },
    {
      title: T.lastFollow,
      dataIndex: 'last_follow_at',
      width: 150,
      render: (_v: unknown, row) => lastFollow(row),
    },
    {
      title: T.actions,
      key: 'actions',
      width: 120,
      render: (_v: unknown, row) => <LogFollowButton lead={row} />,
    },
  ];

  const empty = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.dueEmpty[range]}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 420, margin: '0 auto 12px' }}>
        {T.dueEmptyHint}
      </Typography.Paragraph>
      <Button type="primary" onClick={() => void navigate('/sale/follow')}>
        {T.goLeads}
      </Button>
    </Empty>
  );

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap>
        <div
          style={{
            // on a phone the ranges take the whole line and 导出 goes under them
            flex: phone ? '1 1 100%' : '0 1 auto',
            minWidth: 0,
            maxWidth: '100%',
            overflowX: 'auto',
          }}
        >
          <Segmented<DueRange>
            aria-label={T.dueRanges}
            value={range}
            onChange={choose}
            block={phone}
            // a phone splits the width in three: each range's count goes under its name, so
            // 未来 7 天 (n) is never cut off (the words stay the same for a screen reader)
            styles={phone ? { label: { paddingInline: 4 } } : undefined}
            options={dueRanges.map((r) => ({
              value: r.key,
              label: phone ? (
                <RangeLabel label={r.label} count={formatCount(counts[r.key])} />
              ) : (
                T.rangeLabel(r.label, formatCount(counts[r.key]))
              ),
            }))}
          />
        </div>
        <ExportListButton call={FollowCalls.due} filters={{ range }} style={{ marginInlineStart: 'auto' }} />
      </Flex>
      {phone ? (
        <Flex vertical gap={8} aria-busy={due.isFetching}>
          {rows.length === 0 && !due.isFetching ? empty : null}
          {rows.map((row) => (
            <DueCard key={row.lead_id} row={row} overdue={overdueRow(range, row)} />
          ))}
          {total > PAGE_SIZE && (
            <Pagination
              simple
              align="center"
              current={input.page}
              pageSize={PAGE_SIZE}
              total={total}
              onChange={(p) => {
                setChosen(range);
                setPage(p);
              }}
            />
          )}
        </Flex>
      ) : (
        <Table<DueLead>
          rowKey="lead_id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={due.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
          pagination={
            total > PAGE_SIZE && {
              current: input.page,
              pageSize: PAGE_SIZE,
              total,
              showSizeChanger: false,
              showTotal: (n) => T.total(formatCount(n)),
              onChange: (p) => {
                setChosen(range);
                setPage(p);
              },
            }
          }
        />
      )}
    </Flex>
  );
}

/** A due lead on a phone: a small card instead of a table row. */
function DueCard(props: { row: DueLead; overdue: boolean }) {
  const { row } = props;
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextSecondary, fontSize: 12 };
  return (
    <Card size="small">
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" gap={8}>
          <LeadCompanyLinks lead={row} />
          <StageTag stage={row.stage} />
        </Flex>
        <div>
          <span style={secondary}>{T.nextAction}：</span>
          {row.next_action ?? T.none}
        </div>
        <Flex gap={4} align="center" wrap>
          <span style={secondary}>{T.nextAt}：</span>
          <NextAt row={row} overdue={props.overdue} />
        </Flex>
        <Flex justify="space-between" align="center" gap={8}>
          <span style={secondary}>
            {T.lastFollow}：{lastFollow(row)}
          </span>
          <LogFollowButton lead={row} type="default" />
        </Flex>
      </Flex>
    </Card>
  );
}
