import type { ReactNode } from 'react';
import { Empty, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import {
  AccountBookOutlined,
  EnvironmentOutlined,
  FileProtectOutlined,
  HistoryOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  PlusCircleOutlined,
  SwapOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  contractStatuses,
  followKindLabel,
  leadEventKinds,
  orderStatuses,
  visitStatuses,
  type FollowKind,
  type TimelineItem,
} from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { FOLLOW_KIND_ICONS } from './FollowKind.tsx';
import { leadTimelineQuery } from './lead-api.ts';
import { shortTime } from './lead-time.ts';
import { LeadPageTexts as T } from './lead-page-texts.ts';

type Kind = TimelineItem['kind'];

/** Each kind's dot colour (the tag beside it says the kind in words: never colour alone). */
const KIND_COLOURS: Readonly<Record<Kind, string>> = {
  event: 'gray',
  follow: 'blue',
  visit: 'purple',
  contract: 'green',
  order: 'orange',
};

const EVENT_ICONS: Readonly<Record<string, ReactNode>> = {
  collect: <PlusCircleOutlined aria-hidden />,
  merge: <PlusCircleOutlined aria-hidden />,
  stage: <SwapOutlined aria-hidden />,
  assign: <UserSwitchOutlined aria-hidden />,
  claim: <UserSwitchOutlined aria-hidden />,
  return: <UserSwitchOutlined aria-hidden />,
  amount: <MoneyCollectOutlined aria-hidden />,
};

/** An item's icon: the way of a follow-up, the kind of an event, else its kind. */
function icon(item: TimelineItem): ReactNode {
  switch (item.kind) {
    case 'follow':
      return FOLLOW_KIND_ICONS[item.sub as FollowKind] ?? <MessageOutlined aria-hidden />;
    case 'visit':
      return <EnvironmentOutlined aria-hidden />;
    case 'contract':
      return <FileProtectOutlined aria-hidden />;
    case 'order':
      return <AccountBookOutlined aria-hidden />;
    default:
      return EVENT_ICONS[item.sub] ?? <HistoryOutlined aria-hidden />;
  }
}

const labelOf = (list: readonly { key: string; label: string }[], key: string) =>
  list.find((s) => s.key === key)?.label ?? key;

/** An item's kind in words: 跟进 · 电话, 拜访 · 已拜访, 合同 · 已签订, 订单 · 已付款, 阶段变更 … */
export function kindWords(item: TimelineItem): string {
  switch (item.kind) {
    case 'follow':
      return T.kindWord(T.kinds.follow, followKindLabel(item.sub));
    case 'visit':
      return T.kindWord(T.kinds.visit, labelOf(visitStatuses, item.sub));
    case 'contract':
      return T.kindWord(T.kinds.contract, labelOf(contractStatuses, item.sub));
    case 'order':
      return T.kindWord(T.kinds.order, labelOf(orderStatuses, item.sub));
    default:
      return item.sub ? labelOf(leadEventKinds, item.sub) : T.kinds.event;
  }
}

function Entry({ item }: { item: TimelineItem }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Flex gap={8} wrap align="center">
        <Tag
          color={item.kind === 'event' ? 'default' : KIND_COLOURS[item.kind]}
          style={{ marginInlineEnd: 0 }}
        >
          {kindWords(item)}
        </Tag>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography.Text>
      </Flex>
      {item.detail && (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.detail}
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <time style={{ fontVariantNumeric: 'tabular-nums' }}>{shortTime(item.at)}</time>
        {item.by_name ? ` · ${item.by_name}` : ''}
      </Typography.Text>
    </Flex>
  );
}

/**
 * 时间线: what happened to the lead, newest first — its history (收录, 阶段, 分配 …), follow-ups,
 * visits, contracts and orders — each with an icon, its kind in words, who and when.
 */
export function LeadTimeline({ leadId }: { leadId: number }) {
  const timeline = useQuery(leadTimelineQuery(leadId));
  if (timeline.isError)
    return <QueryErrorAlert title={T.timelineFailed} query={timeline} retryText={T.retry} small />;
  if (!timeline.data) return <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  if (timeline.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.timelineEmpty} />;
  return (
    <Timeline
      style={{ paddingTop: 8 }}
      items={timeline.data.map((item, i) => ({
        key: `${i}-${item.kind}-${item.at}`,
        color: KIND_COLOURS[item.kind],
        icon: icon(item),
        content: <Entry item={item} />,
      }))}
    />
  );
}
