import { useState, type CSSProperties } from 'react';
import {
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Skeleton,
  Table,
  Typography,
  type TableProps,
} from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { FollowCalls, followKinds, type FollowKind, type FollowRecord } from '@qishu/contract';
import { rangeQuery, SearchBar } from '../../lib/admin-ui/index.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { formatCount } from '../../lib/format.ts';
import { followApi, followRecordsKey } from './follow-api.ts';
import { LeadTexts } from './texts.ts';
import { SaleLabelField } from './LeadSearchFields.tsx';
import { toMinute } from './follow-time.ts';
import { FollowTexts as T } from './follow-texts.ts';
import { ExportListButton, type ListFilters } from './ExportListButton.tsx';
import { FollowKindTag } from './FollowKind.tsx';
import { LeadCompanyLinks } from './LeadLinks.tsx';

type RecordFilters = ListFilters<typeof FollowCalls.records>;

interface SearchValues {
  keyword?: string;
  kind?: FollowKind;
  label_id?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The search bar's values → the call's filters: the name trimmed, the dates as whole China-time days. */
export function recordFilters(v: SearchValues): RecordFilters {
  const keyword = v.keyword?.trim();
  return {
    ...(keyword ? { keyword } : {}),
    ...(v.kind ? { kind: v.kind } : {}),
    ...(v.label_id ? { label_id: v.label_id } : {}),
    ...rangeQuery(v.range, 'day'),
  };
}

/** Read by screen readers, not shown (the end date's own label). */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

const FORM = 'follow_search';
const RANGE_START = `${FORM}_range`;
const RANGE_END = `${FORM}_range_end`;

/**
 * 跟进记录: the follow-up records the role may see, newest first, searched by company name, way and
 * date range (a new search starts again at page 1); 导出 downloads the records of the search.
 */
export function FollowRecordList() {
  const [form] = Form.useForm<SearchValues>();
  const [filters, setFilters] = useState<RecordFilters>({});
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const input = { ...filters, page, limit };
  const records = useQuery({
    queryKey: [...followRecordsKey, input],
    queryFn: ({ signal }) => followApi.records(input, signal),
    placeholderData: keepPreviousData,
  });

  const search = (values: SearchValues) => {
    setFilters(recordFilters(values));
    setPage(1);
  };

  const columns: TableProps<FollowRecord>['columns'] = [
    {
      title: T.time,
      dataIndex: 'created_at',
      width: 140,
      render: (at: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{toMinute(at)}</span>,
    },
    {
      title: T.companyShort,
      dataIndex: 'company_name',
      width: 220,
      render: (_name: string, row) => <LeadCompanyLinks lead={row} />,
    },
    {
      title: T.kindShort,
      dataIndex: 'kind',
      width: 90,
      render: (kind: string) => <FollowKindTag kind={kind} />,
    },
    {
      title: T.content,
      dataIndex: 'content',
      width: 320,
      render: (content: string) => (
        <Typography.Paragraph
          style={{ margin: 0, width: 296, whiteSpace: 'pre-wrap' }}
          ellipsis={{
            rows: 2,
            expandable: 'collapsible',
            symbol: (expanded: boolean) => (expanded ? T.collapse : T.expand),
          }}
        >
          {content}
        </Typography.Paragraph>
      ),
    },
    {
      title: T.next,
      key: 'next',
      width: 220,
      render: (_v: unknown, row) =>
        row.next_action || row.next_at ? (
          <Flex vertical>
            <span>{row.next_action ?? T.none}</span>
            {row.next_at && (
              <Typography.Text type="secondary" style={{ fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
                {toMinute(row.next_at)}
              </Typography.Text>
            )}
          </Flex>
        ) : (
          T.none
        ),
    },
    { title: T.user, dataIndex: 'user_name', width: 100, render: (name: string | null) => name ?? T.none },
  ];

  return (
    <Flex vertical gap={12}>
      <SearchBar<SearchValues>
        form={form}
        // prefixes the field ids (follow_search_…) so they never clash with the dialog's kind field
        name={FORM}
        onFinish={search}
        onReset={() => search({})}
        style={{ rowGap: 12 }}
      >
        <Form.Item name="keyword" label={T.keyword}>
          <Input allowClear placeholder={T.keywordPlaceholder} maxLength={50} style={{ width: 200 }} />
        </Form.Item>
        <SaleLabelField label={LeadTexts.label} placeholder={LeadTexts.allLabels} width={160} />
        <Form.Item name="kind" label={T.kind}>
          <Select
            allowClear
            placeholder={T.allKinds}
            style={{ width: 120 }}
            options={followKinds.map((k) => ({ value: k.key, label: k.label }))}
          />
        </Form.Item>
        <Form.Item name="range" label={T.range} htmlFor={RANGE_START}>
          <DatePicker.RangePicker
            id={{ start: RANGE_START, end: RANGE_END }}
            placeholder={[T.rangeStart, T.rangeEnd]}
            style={{ maxWidth: '100%' }}
          />
        </Form.Item>
        <label htmlFor={RANGE_END} style={visuallyHidden}>
          {T.rangeEndLabel}
        </label>
      </SearchBar>
      <Flex justify="flex-end">
        <ExportListButton call={FollowCalls.records} filters={filters} />
      </Flex>
      {records.isError ? (
        <QueryErrorAlert title={T.recordsFailed} query={records} retryText={T.retry} small />
      ) : (
        <Table<FollowRecord>
          rowKey="follow_id"
          size="middle"
          columns={columns}
          dataSource={records.data?.list ?? []}
          loading={records.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: records.isPending ? (
              <Skeleton active title={false} paragraph={{ rows: 4 }} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.recordsEmpty}>
                <Typography.Text type="secondary">{T.recordsEmptyHint}</Typography.Text>
              </Empty>
            ),
          }}
          pagination={{
            current: page,
            pageSize: limit,
            total: records.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (n) => T.total(formatCount(n)),
            onChange: (p, size) => {
              setPage(size === limit ? p : 1);
              setLimit(size);
            },
          }}
        />
      )}
    </Flex>
  );
}
