import { useState } from 'react';
import { Link } from 'react-router';
import { Form, Result, Segmented, Select, Typography } from 'antd';
import { formatYuan, leadStages, type LeadRow, type LeadStage } from '@qishu/contract';
import { ListPage } from '../../lib/admin-ui/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { leadApi, leadsKey } from './lead-api.ts';
import { LeadBoard } from './LeadBoard.tsx';
import { StageMenu } from './StageMenu.tsx';
import { StageTag } from './StageTag.tsx';
import { LeadTexts as T } from './texts.ts';
import { useStageMove } from './use-stage-move.tsx';

type View = 'list' | 'board';

/**
 * /sale/follow (线索跟进): the leads the caller's role lets them see, as a list (filter by stage,
 * move by menu) or a kanban by stage (drag to move). Perms sale:follow:list and :update.
 */
export function LeadFollowPage() {
  const can = useCan();
  const [view, setView] = useState<View>('board');
  const { request, modal } = useStageMove();
  if (!can('sale:follow:list')) return <Result status="403" subTitle={T.noPermission} />;
  const canMove = can('sale:follow:update');

  const columns = [
    {
      title: T.company,
      dataIndex: 'company_name',
      render: (name: string, row: LeadRow) => <Link to={`/data/details/${row.company_id}`}>{name}</Link>,
    },
    { title: T.stage, dataIndex: 'stage', width: 110, render: (stage: string) => <StageTag stage={stage} /> },
    {
      title: T.owner,
      dataIndex: 'owner_name',
      width: 120,
      render: (name: string | null) => name ?? T.noOwner,
    },
    {
      title: T.amount,
      dataIndex: 'amount_fen',
      width: 120,
      align: 'right' as const,
      render: (fen: number) => formatYuan(fen),
    },
    { title: T.updatedAt, dataIndex: 'updated_at', width: 150, render: (v: string) => v.slice(0, 16) },
    ...(canMove
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 110,
            render: (_v: unknown, row: LeadRow) => (
              <StageMenu
                stage={row.stage}
                company={row.company_name}
                onMove={(s) => request(row.lead_id, s)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div style={{ padding: 16 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {T.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{T.hint}</Typography.Paragraph>
      <Segmented<View>
        value={view}
        onChange={setView}
        options={[
          { value: 'board', label: T.boardView },
          { value: 'list', label: T.listView },
        ]}
        style={{ marginBottom: 12 }}
      />
      {view === 'board' ? (
        <LeadBoard onMove={request} canMove={canMove} />
      ) : (
        <ListPage<LeadRow>
          queryKey={leadsKey}
          fetchPage={(p, signal) =>
            leadApi.page(
              { page: p.page, limit: p.limit, ...(p.stage ? { stage: p.stage as LeadStage } : {}) },
              signal,
            )
          }
          columns={columns}
          rowKey="lead_id"
          searchFields={
            <Form.Item name="stage" label={T.stage}>
              <Select
                allowClear
                placeholder={T.allStages}
                style={{ width: 140 }}
                options={leadStages.map((s) => ({ value: s.key, label: s.label }))}
              />
            </Form.Item>
          }
        />
      )}
      {modal}
    </div>
  );
}
