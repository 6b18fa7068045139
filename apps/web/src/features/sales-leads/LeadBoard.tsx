import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Empty, Flex, Spin, theme, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  formatYuan,
  leadStages,
  type CallInput,
  type LeadCalls,
  type LeadRow,
  type LeadStage,
} from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { formatCount } from '../../lib/format.ts';
import { LabelTags } from './LabelTags.tsx';
import { leadApi, leadBoardKey } from './lead-api.ts';
import { LeadDetailLink } from './LeadLinks.tsx';
import { StageMenu } from './StageMenu.tsx';
import { StageTag } from './StageTag.tsx';
import { LeadTexts as T } from './texts.ts';

/** The drag's payload: the lead's id and the column it left. */
const DRAG_TYPE = 'application/x-qishu-lead';

/**
 * The kanban (看板): a column per stage with its count and expected amount, cards of the most
 * recently changed leads with their labels; drag a card to another column (or use its 移至 menu) to
 * move it. `filters` (a label, part of the company name) narrow every column.
 */
export function LeadBoard(props: {
  onMove: (leadId: number, stage: LeadStage) => void;
  canMove: boolean;
  filters?: CallInput<typeof LeadCalls.board>;
}) {
  const { token } = theme.useToken();
  const [over, setOver] = useState<LeadStage | null>(null);
  const filters = props.filters ?? {};
  const board = useQuery({
    queryKey: [...leadBoardKey, filters],
    queryFn: ({ signal }) => leadApi.board(filters, signal),
  });
  if (board.isError) return <QueryErrorAlert title={T.loadFailed} query={board} retryText={T.retry} />;
  if (!board.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const drop = (stage: LeadStage, e: React.DragEvent) => {
    e.preventDefault();
    setOver(null);
    const [id, from] = e.dataTransfer.getData(DRAG_TYPE).split(':');
    if (id && from !== stage) props.onMove(Number(id), stage);
  };

  return (
    <div style={{ overflowX: 'auto', paddingBottom: 8 }} role="region" aria-label={T.boardView} tabIndex={0}>
      <Flex gap={12} align="flex-start" style={{ minWidth: leadStages.length * 192 }}>
        {board.data.columns.map((column) => {
          const label = leadStages.find((s) => s.key === column.stage)!.label;
          return (
            <section
              key={column.stage}
              aria-label={label}
              onDragOver={(e) => {
                if (!props.canMove) return;
                e.preventDefault();
                setOver(column.stage);
              }}
              onDragLeave={() => setOver((s) => (s === column.stage ? null : s))}
              onDrop={(e) => drop(column.stage, e)}
              style={{
                // minWidth 0: a long company name ellipses instead of widening its column
                flex: '1 1 180px',
                minWidth: 0,
                background: over === column.stage ? token.colorPrimaryBg : token.colorFillQuaternary,
                borderRadius: token.borderRadiusLG,
                padding: 8,
              }}
            >
              <Flex justify="space-between" align="baseline" style={{ padding: '4px 4px 8px' }}>
                <Typography.Text strong>
                  {label} · {T.count(formatCount(column.count))}
                </Typography.Text>
                <Typography.Text style={{ color: token.colorTextSecondary, fontSize: 12 }}>
                  {formatYuan(column.amount_fen)}
                </Typography.Text>
              </Flex>
              <Flex vertical gap={8}>
                {column.cards.length === 0 && (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.emptyColumn} />
                )}
                {column.cards.map((lead) => (
                  <LeadCard key={lead.lead_id} lead={lead} canMove={props.canMove} onMove={props.onMove} />
                ))}
                {column.count > column.cards.length && (
                  <Typography.Text
                    style={{ color: token.colorTextSecondary, fontSize: 12, textAlign: 'center' }}
                  >
                    {T.moreCards(formatCount(column.count - column.cards.length))}
                  </Typography.Text>
                )}
              </Flex>
            </section>
          );
        })}
      </Flex>
    </div>
  );
}

function LeadCard(props: {
  lead: LeadRow;
  canMove: boolean;
  onMove: (leadId: number, stage: LeadStage) => void;
}) {
  const { lead } = props;
  const { token } = theme.useToken();
  return (
    <Card
      size="small"
      draggable={props.canMove}
      onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, `${lead.lead_id}:${lead.stage}`)}
      title={
        <Link to={`/data/details/${lead.company_id}`} title={lead.company_name}>
          {lead.company_name}
        </Link>
      }
      style={{ cursor: props.canMove ? 'grab' : 'default' }}
      aria-roledescription={props.canMove ? T.dragHint : undefined}
    >
      {lead.labels.length > 0 && (
        <div style={{ marginBottom: 6 }}>
          <LabelTags labels={lead.labels} />
        </div>
      )}
      <Flex justify="space-between" align="center" wrap gap={4}>
        <StageTag stage={lead.stage} />
        <Typography.Text style={{ color: token.colorTextSecondary, fontSize: 12 }}>
          {lead.owner_name ?? T.noOwner} · {lead.updated_at.slice(5, 16)}
        </Typography.Text>
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={4} style={{ marginTop: 4 }}>
        <LeadDetailLink lead={lead} />
        {props.canMove && (
          <StageMenu
            stage={lead.stage}
            company={lead.company_name}
            onMove={(s) => props.onMove(lead.lead_id, s)}
          />
        )}
      </Flex>
    </Card>
  );
}
