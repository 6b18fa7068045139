import { useState } from 'react';
import { Button, Popconfirm, Space, Typography, type TableColumnsType } from 'antd';
import { ActionCalls, visitStatuses, type VisitRow, type VisitStatus } from '@qishu/contract';
import { LinkButton } from '../../lib/admin-ui/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { actionApi, reloadVisits } from './action-api.ts';
import { LeadTexts } from './texts.ts';
import { SaleLabelField } from './LeadSearchFields.tsx';
import { actionColumn } from './action-columns.tsx';
import { ActionTexts as T } from './action-texts.ts';
import { orDash } from './action-ui.tsx';
import { ActionListPage, listSearch, useRowCall } from './ActionListPage.tsx';
import { CheckInModal, VisitFormModal } from './VisitDialogs.tsx';

const visitSearch = listSearch<'planned_at' | 'created_at', VisitStatus>('planned_at:desc');

/** A long text cut to one line, whole in its tooltip. */
function Cut({ text, width }: { text: string | null; width: number }) {
  if (!text) return <span>{T.none}</span>;
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: width }}>
      {text}
    </Typography.Text>
  );
}

/**
 * /action/visit 拜访记录: the visits the role may see (planned, done, cancelled), searched by status
 * and keyword and sorted by planned or created time; 新建拜访, and on a planned visit 签到 (the
 * outcome becomes a follow-up), 修改 and 取消. Opened with ?lead_id= the list holds that lead's
 * visits and a new visit is for it. Perms action:visit:list / create / update / delete.
 */
export function VisitsPage() {
  const can = useCan();
  const phone = useMediaQuery(PHONE_QUERY);
  const [editing, setEditing] = useState<VisitRow | 'new' | null>(null);
  const [checking, setChecking] = useState<VisitRow | null>(null);
  const cancel = useRowCall((visit: VisitRow) => actionApi.cancelVisit(visit.visit_id), reloadVisits);
  const canUpdate = can('action:visit:update');
  const canDelete = can('action:visit:delete');

  const columns: TableColumnsType<VisitRow> = [
    actionColumn.time(T.plannedAt, 'planned_at'),
    actionColumn.company(),
    {
      title: T.purpose,
      dataIndex: 'purpose',
      width: 200,
      render: (v: string) => <Cut text={v} width={184} />,
    },
    {
      title: T.address,
      dataIndex: 'address',
      width: 180,
      render: (v: string | null) => <Cut text={v} width={164} />,
    },
    { title: T.visitor, dataIndex: 'user_name', width: 100, render: orDash },
    actionColumn.status(visitStatuses),
    actionColumn.time(T.checkedInAt, 'checked_in_at'),
    {
      title: T.outcome,
      dataIndex: 'outcome',
      width: 220,
      render: (v: string | null) => <Cut text={v} width={204} />,
    },
    ...(canUpdate || canDelete
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 150,
            // kept in view while the table scrolls, except on a phone where it would cover the rows
            ...(phone ? {} : { fixed: 'right' as const }),
            render: (_v: unknown, row: VisitRow) =>
              row.status === 'planned' ? (
                <Space size={0} wrap>
                  {canUpdate && (
                    <LinkButton aria-label={T.checkInOf(row.company_name)} onClick={() => setChecking(row)}>
                      {T.checkIn}
                    </LinkButton>
                  )}
                  {canUpdate && (
                    <LinkButton aria-label={T.editOf(row.company_name)} onClick={() => setEditing(row)}>
                      {T.edit}
                    </LinkButton>
                  )}
                  {canDelete && (
                    <Popconfirm
                      title={T.cancelVisitQuestion}
                      okText={T.cancelVisitOk}
                      cancelText={T.cancelVisitKeep}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => cancel(row).catch(() => undefined)}
                    >
                      <Button type="link" size="small" danger aria-label={T.cancelVisitOf(row.company_name)}>
                        {T.cancelVisit}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ) : (
                T.none
              ),
          },
        ]
      : []),
  ];

  return (
    <ActionListPage
      call={ActionCalls.visits}
      moreFields={<SaleLabelField label={LeadTexts.label} placeholder={LeadTexts.allLabels} width={160} />}
      search={visitSearch}
      forLead
      formName="visit_search"
      title={T.visitTitle}
      hint={T.visitHint}
      noPermission={T.visitNoPermission}
      statuses={visitStatuses}
      keyword={{ placeholder: T.visitKeywordPlaceholder }}
      sorts={T.visitSorts}
      create={can('action:visit:create') && { text: T.newVisit, onClick: () => setEditing('new') }}
      rowKey="visit_id"
      columns={columns}
      failed={T.visitsFailed}
      empty={{ none: T.visitsEmpty, filtered: T.visitsEmptyFiltered }}
    >
      {(lead) => (
        <>
          <VisitFormModal editing={editing} lead={lead} onClose={() => setEditing(null)} />
          <CheckInModal visit={checking} onClose={() => setChecking(null)} />
        </>
      )}
    </ActionListPage>
  );
}
