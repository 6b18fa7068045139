import { Link } from 'react-router';
import { Empty, Table } from 'antd';
import { regCapitalText } from '@qishu/contract';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { CompanyStatusTag } from '../../lib/company/status.tsx';
import type { MapCompany } from './map-chart-option.ts';
import { MapTexts as T } from './texts.ts';

/** The neighbours drawn on the map, as a list: readable without the canvas, each linking to its profile. */
export function NeighbourTable({ neighbours }: { neighbours: readonly MapCompany[] }) {
  return (
    <Table<MapCompany>
      aria-label={T.listTitle}
      size="small"
      bordered
      rowKey="company_id"
      dataSource={[...neighbours]}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false, size: 'small' }}
      scroll={{ x: 860 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.listEmpty} /> }}
      columns={[
        {
          key: 'name',
          title: T.name,
          width: 280,
          render: (_, c) => <Link to={ProfileRoutes.company(c.company_id)}>{c.name}</Link>,
        },
        {
          key: 'status',
          title: T.status,
          width: 80,
          render: (_, c) => <CompanyStatusTag status={c.status} />,
        },
        { dataIndex: 'industry_division_name', title: T.industry, width: 200 },
        {
          key: 'capital',
          title: T.capital,
          width: 130,
          align: 'right',
          render: (_, c) => regCapitalText(c.reg_capital, '人民币'),
        },
        { dataIndex: 'address', title: T.address, ellipsis: true },
      ]}
    />
  );
}
