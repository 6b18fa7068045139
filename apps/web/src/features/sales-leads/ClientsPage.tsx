import { Link } from 'react-router';
import { Space, type TableColumnsType } from 'antd';
import { ActionCalls, type ClientRow } from '@qishu/contract';
import { formatCount } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { actionColumn } from './action-columns.tsx';
import { ActionTexts as T } from './action-texts.ts';
import { orDash, tabular } from './action-ui.tsx';
import { ActionListPage, listSearch } from './ActionListPage.tsx';
import { LabelTags } from './LabelTags.tsx';
import { SaleLabelField } from './LeadSearchFields.tsx';

const clientSearch = listSearch<'won_at' | 'contract_fen' | 'received_fen'>('won_at:desc');

const count = (n: number) => <span style={tabular}>{formatCount(n)}</span>;

/**
 * /action/clients 我的客户: the won leads the role may see with their labels, when they were won,
 * their contracts (count, amount, received) and orders (count, amount, last date); searched by
 * company and label, sorted by won time, contract amount or money received. Each row leads to the
 * client's contracts and orders (/action/contract?lead_id=…, /action/orders?lead_id=…).
 */
export function ClientsPage() {
  const can = useCan();
  const canContracts = can('action:contract:list');
  const canOrders = can('action:order:list');

  const columns: TableColumnsType<ClientRow> = [
    actionColumn.company(),
    { title: T.owner, dataIndex: 'owner_name', width: 100, render: orDash },
    {
      title: T.labels,
      dataIndex: 'labels',
      width: 180,
      render: (l: ClientRow['labels']) => <LabelTags labels={l} />,
    },
    actionColumn.time(T.wonAt, 'won_at'),
    { title: T.contractCount, dataIndex: 'contract_count', width: 80, align: 'right', render: count },
    actionColumn.money(T.contractSum, 'contract_fen'),
    actionColumn.money(T.received, 'received_fen'),
    { title: T.orderCount, dataIndex: 'order_count', width: 80, align: 'right', render: count },
    actionColumn.money(T.orderSum, 'order_fen'),
    actionColumn.day(T.lastOrdered, 'last_ordered_on'),
    ...(canContracts || canOrders
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 110,
            render: (_v: unknown, row: ClientRow) => (
              <Space size={12}>
                {canContracts && (
                  <Link
                    to={`/action/contract?lead_id=${row.lead_id}`}
                    aria-label={T.contractsOf(row.company_name)}
                  >
                    {T.contractsLink}
                  </Link>
                )}
                {canOrders && (
                  <Link
                    to={`/action/orders?lead_id=${row.lead_id}`}
                    aria-label={T.ordersOf(row.company_name)}
                  >
                    {T.ordersLink}
                  </Link>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <ActionListPage
      call={ActionCalls.clients}
      search={clientSearch}
      formName="client_search"
      title={T.clientTitle}
      hint={T.clientHint}
      noPermission={T.clientNoPermission}
      keyword={{ label: T.company, placeholder: T.clientKeywordPlaceholder }}
      moreFields={<SaleLabelField label={T.labels} placeholder={T.allLabels} width={160} />}
      sorts={T.clientSorts}
      create={false}
      rowKey="lead_id"
      columns={columns}
      failed={T.clientsFailed}
      empty={{ none: T.clientsEmpty, filtered: T.clientsEmptyFiltered }}
    />
  );
}
