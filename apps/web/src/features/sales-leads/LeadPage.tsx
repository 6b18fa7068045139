import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
  type DescriptionsProps,
} from 'antd';
import { ClockCircleOutlined, RollbackOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leadSources, type LeadDetail } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { useRouteId } from '../../lib/company/route-id.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useCan } from '../../lib/session/index.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { assignApi, reloadAssignments } from './assign-api.ts';
import { isPast } from './follow-time.ts';
import { leadDetailQuery } from './lead-api.ts';
import { LeadPageTexts as T } from './lead-page-texts.ts';
import { shortTime } from './lead-time.ts';
import { AmountField, LabelsField } from './LeadFields.tsx';
import { LeadContracts, LeadOrders, LeadVisits } from './LeadRecords.tsx';
import { LeadTimeline } from './LeadTimeline.tsx';
import { LogFollowButton } from './LogFollowDialog.tsx';
import { StageMenu } from './StageMenu.tsx';
import { StageTag } from './StageTag.tsx';
import { useStageMove } from './use-stage-move.tsx';
import { useTabParam } from './use-tab-param.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** What goes beside the lead (composed in app/): a node, or one made from the loaded lead. */
export type LeadAside = ReactNode | ((lead: LeadDetail) => ReactNode);

/** The server answers a lead it does not hold, or one out of the caller's reach, 404 (or 403). */
const isGone = (error: unknown) => isApiError(error) && (error.code === 404 || error.code === 403);

/**
 * /sale/lead/:id (线索详情): one lead — its company (linking to the profile) and credit code, stage,
 * owner, labels, expected amount and next follow-up, with 记录跟进 and 退回公海 — above its 时间线 and
 * its visits, contracts and orders. `aside` (the company's profile summary, composed in app/) stands
 * in a right column from 1200 px and below on narrower screens. Perm sale:follow:list; the editing
 * controls only when the server says the caller may edit this lead (can_edit).
 */
export function LeadPage({ aside }: { aside?: LeadAside }) {
  const can = useCan();
  const id = useRouteId();
  if (!can('sale:follow:list')) return <Result status="403" subTitle={T.noPermission} />;
  if (id === null) return <LeadNotFound />;
  return <LeadView id={id} aside={aside} />;
}

function LeadNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={T.notFound}
      subTitle={T.notFoundHint}
      extra={
        <Button type="primary" onClick={() => void navigate('/sale/follow')}>
          {T.backToLeads}
        </Button>
      }
    />
  );
}

function LeadView({ id, aside }: { id: number; aside: LeadAside | undefined }) {
  const lead = useQuery(leadDetailQuery(id));
  if (lead.isError) {
    return isGone(lead.error) ? (
      <LeadNotFound />
    ) : (
      <div style={{ padding: 16 }}>
        <QueryErrorAlert title={T.loadFailed} query={lead} retryText={T.retry} />
      </div>
    );
  }
  if (!lead.data) {
    return (
      <div style={{ padding: 16 }}>
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  }
  const side = typeof aside === 'function' ? aside(lead.data) : aside;
  return (
    <div style={{ padding: 16, minWidth: 0 }}>
      <Row gutter={[16, 16]} align="top">
        <Col xs={24} xl={side ? 16 : 24} style={{ minWidth: 0 }}>
          <Flex vertical gap={16}>
            <LeadHeader lead={lead.data} />
            <LeadTabs lead={lead.data} />
          </Flex>
        </Col>
        {side ? (
          <Col xs={24} xl={8} style={{ minWidth: 0 }}>
            <aside aria-label={T.companyAside}>{side}</aside>
          </Col>
        ) : null}
      </Row>
    </div>
  );
}

/** 下次跟进: when (marked 已逾期 in words once past) and what. */
function NextFollow({ lead }: { lead: LeadDetail }) {
  if (!lead.next_follow_at) return <Typography.Text type="secondary">{T.noNextFollow}</Typography.Text>;
  const overdue = isPast(lead.next_follow_at);
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Flex gap={6} align="center" wrap>
        <span style={tabular}>{shortTime(lead.next_follow_at)}</span>
        {overdue && (
          <Tag color="error" icon={<ClockCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
            {T.overdue}
          </Tag>
        )}
      </Flex>
      {lead.next_action && <span style={{ overflowWrap: 'anywhere' }}>{lead.next_action}</span>}
    </Flex>
  );
}

/** 退回公海 after a confirmation: the lead leaves the caller and goes back to the shared pool. */
function ReleaseButton({ lead }: { lead: LeadDetail }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const release = useMutation({
    mutationFn: () => assignApi.release({ lead_ids: [lead.lead_id] }),
    onSuccess: async (out) => {
      void message.success(out.message);
      await reloadAssignments(client);
    },
  });
  return (
    <Popconfirm
      title={T.releaseTitle}
      description={<div style={{ maxWidth: 280 }}>{T.releaseQuestion(lead.company_name)}</div>}
      okText={T.releaseOk}
      cancelText={T.cancel}
      okButtonProps={{ danger: true }}
      // a failure is told by the API's own message; the question closes either way
      onConfirm={() => release.mutateAsync().catch(() => undefined)}
    >
      <Button icon={<RollbackOutlined aria-hidden />} loading={release.isPending}>
        {T.release}
      </Button>
    </Popconfirm>
  );
}

function LeadHeader({ lead }: { lead: LeadDetail }) {
  const can = useCan();
  const { request, modal } = useStageMove();
  const phone = useMediaQuery(PHONE_QUERY);
  // the server says whether the caller may edit this lead; the role must also hold the call's perm
  const editable = lead.can_edit && can('sale:follow:update');
  const labelsEditable = lead.can_edit && can('sale:label:list') && can('sale:label:update');
  const source = leadSources.find((s) => s.key === lead.source)?.label ?? lead.source;

  const items: DescriptionsProps['items'] = [
    {
      key: 'stage',
      label: T.stage,
      children: (
        <Flex gap={4} align="center" wrap>
          <StageTag stage={lead.stage} />
          {editable && (
            <StageMenu
              stage={lead.stage}
              company={lead.company_name}
              onMove={(stage) => request(lead.lead_id, stage)}
            />
          )}
        </Flex>
      ),
    },
    { key: 'owner', label: T.owner, children: lead.owner_name ?? T.pool },
    { key: 'amount', label: T.amount, children: <AmountField lead={lead} editable={editable} /> },
    { key: 'next', label: T.nextFollow, children: <NextFollow lead={lead} /> },
    {
      key: 'last',
      label: T.lastFollow,
      children: (
        <span style={tabular}>{lead.last_follow_at ? shortTime(lead.last_follow_at) : T.neverFollowed}</span>
      ),
    },
    {
      key: 'source',
      label: T.source,
      children: (
        <span>
          {source}
          <Typography.Text type="secondary" style={{ ...tabular, marginInlineStart: 8 }}>
            {T.createdAt} {shortTime(lead.created_at)}
          </Typography.Text>
        </span>
      ),
    },
    ...(lead.stage === 'lost' && lead.lost_reason
      ? [{ key: 'lost', label: T.lostReason, span: 'filled' as const, children: lead.lost_reason }]
      : []),
    {
      key: 'labels',
      label: T.labels,
      span: 'filled' as const,
      children: <LabelsField lead={lead} editable={labelsEditable} />,
    },
  ];

  return (
    <Card variant="borderless">
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            <Link to={ProfileRoutes.company(lead.company_id)}>{lead.company_name}</Link>
          </Typography.Title>
          <Typography.Text type="secondary">
            {T.ccode}：
            <Typography.Text copyable={{ text: lead.ccode, tooltips: [T.copy, T.copied] }} style={tabular}>
              {lead.ccode}
            </Typography.Text>
          </Typography.Text>
        </Flex>
        {lead.can_edit && (
          <Space wrap>
            <LogFollowButton lead={lead} size="middle" type="primary" />
            {editable && lead.owner_id !== null && <ReleaseButton lead={lead} />}
          </Space>
        )}
      </Flex>
      <Descriptions
        size="small"
        // on a phone each fact's label stands above it, so the amount field and the labels get the width
        layout={phone ? 'vertical' : 'horizontal'}
        column={{ xs: 1, sm: 2, md: 2, lg: 3, xl: 2, xxl: 3 }}
        items={items}
        style={{ marginTop: 16 }}
      />
      {modal}
    </Card>
  );
}

type TabKey = 'timeline' | 'visits' | 'contracts' | 'orders';

/** 时间线, then 拜访 / 合同 / 订单 for the roles that may list them; the open tab is in the address. */
function LeadTabs({ lead }: { lead: LeadDetail }) {
  const can = useCan();
  const id = lead.lead_id;
  const all: { key: TabKey; label: string; perm: boolean; children: ReactNode }[] = [
    { key: 'timeline', label: T.timeline, perm: true, children: <LeadTimeline leadId={id} /> },
    { key: 'visits', label: T.visits, perm: can('action:visit:list'), children: <LeadVisits leadId={id} /> },
    {
      key: 'contracts',
      label: T.contracts,
      perm: can('action:contract:list'),
      children: <LeadContracts leadId={id} />,
    },
    { key: 'orders', label: T.orders, perm: can('action:order:list'), children: <LeadOrders leadId={id} /> },
  ];
  const shown = all.filter((t) => t.perm);
  const [tab, setTab] = useTabParam(shown.map((t) => t.key));
  return (
    <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
      <Tabs
        aria-label={T.tabs}
        activeKey={tab}
        onChange={setTab}
        items={shown.map(({ key, label, children }) => ({ key, label, children }))}
      />
    </Card>
  );
}
