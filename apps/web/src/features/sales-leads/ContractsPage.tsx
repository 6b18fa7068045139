import { useState } from 'react';
import { Flex, Progress, type TableColumnsType } from 'antd';
import { ActionCalls, contractStatuses, type ContractRow, type ContractStatus } from '@qishu/contract';
import { useCan } from '../../lib/session/index.ts';
import { actionApi, reloadContracts } from './action-api.ts';
import { LeadTexts } from './texts.ts';
import { SaleLabelField } from './LeadSearchFields.tsx';
import { actionColumn } from './action-columns.tsx';
import { ActionTexts as T } from './action-texts.ts';
import { Money, orDash, tabular } from './action-ui.tsx';
import { ActionListPage, listSearch, useRowCall } from './ActionListPage.tsx';
import { AttachmentsDrawer, type AttachmentOwner } from './AttachmentsDrawer.tsx';
import { ContractFormModal } from './ContractFormModal.tsx';

const contractSearch = listSearch<'signed_on' | 'amount_fen' | 'created_at', ContractStatus>(
  'created_at:desc',
);

/** How much of the amount came in, in whole percent (never 100 before it all has). */
export function receivedPercent(received: number, amount: number): number {
  if (amount <= 0) return 0;
  return Math.min(100, Math.floor((received * 100) / amount));
}

/** 已回款: the sum and a bar with the percentage in figures. */
function Received({ row }: { row: ContractRow }) {
  const pct = receivedPercent(row.received_fen, row.amount_fen);
  return (
    <Flex vertical style={{ minWidth: 140 }}>
      <Money fen={row.received_fen} />
      <Progress
        percent={pct}
        size="small"
        format={(p) => `${p ?? 0}%`}
        aria-label={T.receivedPercent(pct)}
        style={{ margin: 0 }}
      />
    </Flex>
  );
}

/**
 * /action/contract 合同管理: the contracts the role may see with their amount, money received
 * (progress), dates, status, owner and attachments; searched by status and keyword (company, code,
 * title), sorted by signing date, amount or creation. 新建 / 修改 in a dialog (yuan in, fen sent),
 * 删除 after a confirmation, 附件 in a drawer. ?lead_id= narrows the list to one client and
 * preselects it. Perms action:contract:list / create / update / delete.
 */
export function ContractsPage() {
  const can = useCan();
  const [editing, setEditing] = useState<ContractRow | 'new' | null>(null);
  const [files, setFiles] = useState<AttachmentOwner | null>(null);
  const remove = useRowCall((row: ContractRow) => actionApi.removeContract(row.contract_id), reloadContracts);
  const canUpdate = can('action:contract:update');

  const columns: TableColumnsType<ContractRow> = [
    { title: T.code, dataIndex: 'code', width: 140, render: (v: string) => <span style={tabular}>{v}</span> },
    { title: T.contractName, dataIndex: 'title', width: 200 },
    actionColumn.company(),
    actionColumn.money(T.amount, 'amount_fen'),
    { title: T.received, key: 'received', width: 170, render: (_v: unknown, row) => <Received row={row} /> },
    actionColumn.day(T.signedOn, 'signed_on'),
    {
      title: T.term,
      key: 'term',
      width: 210,
      render: (_v: unknown, row) =>
        row.start_on || row.end_on ? (
          <span style={tabular}>{T.termText(orDash(row.start_on), orDash(row.end_on))}</span>
        ) : (
          T.none
        ),
    },
    actionColumn.status(contractStatuses),
    { title: T.owner, dataIndex: 'owner_name', width: 100, render: orDash },
    actionColumn.attachments((row) => ({ kind: 'contract', id: row.contract_id, label: row.code }), setFiles),
    ...actionColumn.editDelete({
      canUpdate,
      canDelete: can('action:contract:delete'),
      name: (row) => row.code,
      deleteQuestion: (row) => T.contractDeleteQuestion(row.code),
      onEdit: setEditing,
      onDelete: remove,
    }),
  ];

  return (
    <ActionListPage
      call={ActionCalls.contracts}
      moreFields={<SaleLabelField label={LeadTexts.label} placeholder={LeadTexts.allLabels} width={160} />}
      search={contractSearch}
      forLead
      formName="contract_search"
      title={T.contractTitle}
      hint={T.contractHint}
      noPermission={T.contractNoPermission}
      statuses={contractStatuses}
      keyword={{ placeholder: T.contractKeywordPlaceholder, width: 220 }}
      sorts={T.contractSorts}
      create={can('action:contract:create') && { text: T.newContract, onClick: () => setEditing('new') }}
      rowKey="contract_id"
      columns={columns}
      failed={T.contractsFailed}
      empty={{ none: T.contractsEmpty, filtered: T.contractsEmptyFiltered }}
    >
      {(lead) => (
        <>
          <ContractFormModal editing={editing} lead={lead} onClose={() => setEditing(null)} />
          <AttachmentsDrawer owner={files} canUpdate={canUpdate} onClose={() => setFiles(null)} />
        </>
      )}
    </ActionListPage>
  );
}
