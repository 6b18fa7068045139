import { Table, type TableColumnType } from 'antd';
import { PREVIEW_ROWS, type PrecisePreviewRow } from '@qishu/contract';
import { CompanyNameLink } from './company/CompanyNameLink.tsx';

/** The preview columns (data-shop.md §3 "Precise preview row"), in order. */
const PREVIEW_COLUMNS: readonly TableColumnType<PrecisePreviewRow>[] = [
  {
    dataIndex: 'name',
    title: '企业名称',
    width: 220,
    ellipsis: true,
    // a company of the registry opens its profile in a new browser tab
    render: (_: unknown, row) => <CompanyNameLink name={row.name} companyId={row.company_id} />,
  },
  { dataIndex: 'legal_person', title: '法定代表人', width: 90 },
  { dataIndex: 'reg_amount', title: '注册资本', width: 120, align: 'right' },
  { dataIndex: 'reg_date', title: '成立日期', width: 110 },
  { dataIndex: 'reg_address', title: '注册地址', ellipsis: true },
  { dataIndex: 'gs_tel', title: '联系电话', width: 130 },
];

/**
 * The first {@link PREVIEW_ROWS} companies of a data set in the precise-preview columns: the
 * custom record's 预览数据 and the back-office's attached data show the same table.
 */
export function PreviewRowsTable({
  rows,
  loading,
  emptyText,
}: {
  rows: readonly PrecisePreviewRow[];
  loading?: boolean;
  emptyText: string;
}) {
  return (
    <Table<PrecisePreviewRow>
      size="small"
      rowKey={(row) => row.company_id ?? `${row.name}|${row.reg_date}|${row.gs_tel}`}
      dataSource={rows.slice(0, PREVIEW_ROWS)}
      loading={loading}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText }}
      columns={[...PREVIEW_COLUMNS]}
    />
  );
}
