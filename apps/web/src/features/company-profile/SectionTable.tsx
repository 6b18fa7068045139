import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import type { Page } from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { formatCount } from '../../lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { SECTION_PAGE_SIZE } from './profile-api.ts';
import { ProfileTexts as T } from './texts.ts';

/** The query of one page of rows (page from 1, ten rows). */
export type PageQueryOf<D> = (page: number) => UseQueryOptions<D, Error, D, readonly unknown[]>;

/** A page's row type. */
type RowOf<D extends Page<object>> = D['list'][number];

interface SectionTableProps<D extends Page<object>, Row = NoInfer<RowOf<D>>> {
  /** what the rows are (the table's accessible name and the error's title) */
  label: string;
  pageQuery: PageQueryOf<D>;
  /** the columns, or a function of the page's rows (e.g. to leave out columns empty on every row) */
  columns: TableColumnsType<Row> | ((rows: readonly Row[]) => TableColumnsType<Row>);
  rowKey: (row: Row, index: number) => string;
  emptyText: string;
  /** false until the section is seen or chosen: nothing is fetched before */
  enabled: boolean;
}

/**
 * The width below which a table scrolls sideways inside its card (a phone): every column's width,
 * or its minWidth for the flexible ones (which share what is left on a wide screen).
 */
function tableWidth<Row>(columns: TableColumnsType<Row>): number {
  return columns.reduce((sum, column) => {
    const width = typeof column.width === 'number' ? column.width : (column.minWidth ?? 160);
    return sum + width;
  }, 0);
}

/** The row's number across pages (序号). */
export function rowNumber(page: number, index: number): number {
  return (page - 1) * SECTION_PAGE_SIZE + index + 1;
}

/**
 * One paged table of a profile section: server paging by ten, a skeleton until the first page
 * arrives, the error in place with a retry, the section's own empty text.
 */
export function SectionTable<D extends Page<object>>(props: SectionTableProps<D>) {
  const { label, pageQuery, columns, rowKey, emptyText, enabled } = props;
  const [page, setPage] = useState(1);
  const phone = useMediaQuery(PHONE_QUERY);
  const query = useQuery({ ...pageQuery(page), enabled, placeholderData: keepPreviousData });
  const box = useRef<HTMLDivElement>(null);

  // a table wider than a phone scrolls sideways inside its card: keyboard users must reach that
  // scroll too (axe: scrollable-region-focusable), so antd's scroll box takes the focus
  useEffect(() => {
    box.current?.querySelectorAll('.ant-table-content').forEach((el) => el.setAttribute('tabindex', '0'));
  }, [query.data]);

  if (query.isError && !query.data) {
    return <QueryErrorAlert title={T.sectionFailed(label)} query={query} retryText={T.retry} small />;
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;

  type Row = RowOf<D>;
  const rows = query.data.list;
  const numbered: TableColumnsType<Row> = [
    {
      key: 'index',
      title: T.index,
      width: 56,
      align: 'center',
      render: (_: unknown, _row: Row, index: number) => rowNumber(page, index),
    },
    ...(typeof columns === 'function' ? columns(rows) : columns),
  ];
  return (
    <div ref={box}>
      <Table<Row>
        aria-label={label}
        size="small"
        bordered
        rowKey={(row) => rowKey(row, rows.indexOf(row))}
        columns={numbered}
        dataSource={rows}
        loading={query.isFetching}
        scroll={{ x: tableWidth(numbered) }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        pagination={{
          current: page,
          pageSize: SECTION_PAGE_SIZE,
          total: query.data.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          simple: phone,
          size: 'small',
          showTotal: phone ? undefined : (total) => T.total(formatCount(total)),
          onChange: setPage,
        }}
      />
    </div>
  );
}
