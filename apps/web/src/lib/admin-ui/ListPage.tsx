import { useState, type ReactNode } from 'react';
import { Alert, Flex, Form, Table, type FormInstance, type TableProps } from 'antd';
import { ListTitleBar, SearchBar } from './SearchBar.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@qishu/contract';
import { AdminUiTexts as T } from './texts.ts';
import { QueryErrorAlert } from '../QueryErrorAlert.tsx';
import { useTableLayout } from './table-layout.ts';
import { selectAllColumnTitle } from '../table-select-all.tsx';

export interface ListParams {
  page: number;
  limit: number;
  [field: string]: unknown;
}

interface ListPageProps<Row> {
  /** TanStack Query key of the list; mutations invalidate it to reload */
  queryKey: readonly unknown[];
  fetchPage: (params: ListParams, signal: AbortSignal) => Promise<Page<Row>>;
  columns: TableProps<Row>['columns'];
  rowKey: keyof Row & string;
  /** Form.Item fields of the search bar (omit for a list without search) */
  /** an explanation shown above the search bar (what the list holds) */
  hint?: ReactNode;
  searchFields?: ReactNode;
  /**
   * buttons above the table (e.g. 新增), already filtered by permission; as a function it gets the
   * search the list is showing (the submitted values, e.g. for an export of the same rows)
   */
  toolbar?: ReactNode | ((search: Record<string, unknown>) => ReactNode);
  title?: ReactNode;
  /** initial search values */
  initialSearch?: Record<string, unknown>;
  /** the search form, for pages that need to read or set it */
  form?: FormInstance;
  expandable?: TableProps<Row>['expandable'];
  rowSelection?: TableProps<Row>['rowSelection'];
  pageSize?: number;
}

/**
 * The back-office list page: a search bar (查询 / 重置) above a server-paged table, with loading,
 * empty and error-with-retry states (ProTable feel without the dependency).
 */
export function ListPage<Row extends object>(props: ListPageProps<Row>) {
  const [ownForm] = Form.useForm();
  const form = props.form ?? ownForm;
  const [search, setSearch] = useState<Record<string, unknown>>(props.initialSearch ?? {});
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(props.pageSize ?? 20);
  const params: ListParams = { ...search, page, limit };
  const query = useQuery({
    queryKey: [...props.queryKey, params],
    queryFn: ({ signal }) => props.fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });

  const toolbar = typeof props.toolbar === 'function' ? props.toolbar(search) : props.toolbar;
  const layout = useTableLayout(props.columns, {
    selection: !!props.rowSelection,
    expand: !!props.expandable?.expandedRowRender,
  });

  const submit = (values: Record<string, unknown>) => {
    setSearch(values);
    setPage(1);
  };

  return (
    <Flex vertical gap={12}>
      {props.hint && <Alert type="info" showIcon title={props.hint} />}
      {props.searchFields && (
        <SearchBar
          form={form}
          // prefixes the field ids (search_…) so they never clash with a dialog's fields of the same name
          name="search"
          initialValues={props.initialSearch}
          onFinish={submit}
          onReset={() => submit(props.initialSearch ?? {})}
          style={{ rowGap: 12 }}
        >
          {props.searchFields}
        </SearchBar>
      )}
      {(toolbar || props.title) && <ListTitleBar title={props.title}>{toolbar}</ListTitleBar>}
      {query.isError ? (
        <QueryErrorAlert title={T.loadFailed} query={query} retryText={T.retry} small />
      ) : (
        <Table<Row>
          rowKey={props.rowKey}
          size="middle"
          columns={layout.columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          expandable={props.expandable}
          rowSelection={props.rowSelection && { columnTitle: selectAllColumnTitle, ...props.rowSelection }}
          scroll={{ x: layout.x }}
          pagination={{
            current: page,
            pageSize: limit,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: T.total,
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
