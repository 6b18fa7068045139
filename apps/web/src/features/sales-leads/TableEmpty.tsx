import type { ReactNode } from 'react';
import { ConfigProvider, Empty, Table, type TableColumnsType } from 'antd';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';

/** The tables inside say `text` when they have no rows (other components keep antd's default). */
export function TableEmpty({ text, children }: { text: string; children: ReactNode }) {
  return (
    <ConfigProvider
      renderEmpty={(name) =>
        name === 'Table' ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} /> : undefined
      }
    >
      {children}
    </ConfigProvider>
  );
}

/**
 * All the rows of one query in a table without paging: the query's error (and a way to load it
 * again) in its place when it failed, `empty` when there are none.
 */
export function QueryTable<Row extends object>(props: {
  query: { isError: boolean; isPending: boolean; error: Error | null; refetch: () => unknown };
  failed: string;
  retryText: string;
  empty: string;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  dataSource: readonly Row[];
}) {
  if (props.query.isError) {
    return <QueryErrorAlert title={props.failed} query={props.query} retryText={props.retryText} small />;
  }
  return (
    <TableEmpty text={props.empty}>
      <Table<Row>
        rowKey={props.rowKey}
        size="middle"
        columns={props.columns}
        dataSource={props.dataSource}
        loading={props.query.isPending}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
    </TableEmpty>
  );
}
