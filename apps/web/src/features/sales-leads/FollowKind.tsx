import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { CarOutlined, EditOutlined, MailOutlined, PhoneOutlined, WechatOutlined } from '@ant-design/icons';
import { followKindLabel, type FollowKind } from '@qishu/contract';

/** Each way of following up: its icon (decoration: the label says it) and tag colour. */
export const FOLLOW_KIND_ICONS: Readonly<Record<FollowKind, ReactNode>> = {
  call: <PhoneOutlined aria-hidden />,
  visit: <CarOutlined aria-hidden />,
  wechat: <WechatOutlined aria-hidden />,
  email: <MailOutlined aria-hidden />,
  note: <EditOutlined aria-hidden />,
};

const KIND_COLOURS: Readonly<Record<FollowKind, string>> = {
  call: 'blue',
  visit: 'purple',
  wechat: 'green',
  email: 'cyan',
  note: 'default',
};

/** 电话 / 拜访 / 微信 / 邮件 / 备注 as a tag with its icon. */
export function FollowKindTag(props: { kind: string }) {
  const kind = props.kind as FollowKind;
  return (
    <Tag
      color={KIND_COLOURS[kind] ?? 'default'}
      icon={FOLLOW_KIND_ICONS[kind]}
      style={{ marginInlineEnd: 0 }}
    >
      {followKindLabel(props.kind)}
    </Tag>
  );
}
