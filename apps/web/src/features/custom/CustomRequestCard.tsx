import type { MouseEvent, ReactNode } from 'react';
import { Button, Flex, Space, Tag } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  MailOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import {
  conditionText,
  CustomRequestStatus,
  customRequestRowActions,
  customRequestStatusColour,
  customRequestStatusText,
  type CustomRequestRow,
  type CustomRequestRowAction,
} from '@qishu/contract';
import { formatCount, formatDateTime, formatPrice } from '../../lib/format.ts';
import { CustomRecordTexts as T } from './custom-record-texts.ts';
import text from '../../lib/ui/text.module.css';
import styles from './custom.module.css';

const buttonOf: Record<
  CustomRequestRowAction,
  { label: string; icon: ReactNode; primary?: boolean; danger?: boolean }
> = {
  edit: { label: T.edit, icon: <EditOutlined /> },
  remove: { label: T.remove, icon: <DeleteOutlined />, danger: true },
  withdraw: { label: T.withdraw, icon: <RollbackOutlined /> },
  sendEmail: { label: T.sendEmail, icon: <MailOutlined /> },
  download: { label: T.download, icon: <DownloadOutlined />, primary: true },
  buy: { label: T.buy, icon: <ShoppingCartOutlined />, primary: true },
};

/** A button inside the card must not also open the record (the card's own click). */
const keepInside = (event: MouseEvent) => event.stopPropagation();

/**
 * One request in 我的数据 → 个性化定制: name, status tag, the filter condition cut to 120 characters,
 * dates, the count and price once done, the reason when review failed, and exactly the buttons
 * §4 "Actions by state" gives its state. Clicking the card (or 详情) opens the record.
 */
export function CustomRequestCard({
  row,
  onOpen,
  on,
  busy,
}: {
  row: CustomRequestRow;
  onOpen: (row: CustomRequestRow) => void;
  on: Record<CustomRequestRowAction, (row: CustomRequestRow) => void>;
  /** the action whose call is running for this row */
  busy: CustomRequestRowAction | null;
}) {
  const done = row.status === CustomRequestStatus.done;
  return (
    <article role="listitem" aria-label={row.name} className={styles.card} onClick={() => onOpen(row)}>
      <Flex justify="space-between" align="flex-start" gap={12}>
        <Space size={8} wrap>
          <span className={text.strong}>{row.name}</span>
          <Tag color={customRequestStatusColour(row.status)}>{customRequestStatusText(row.status)}</Tag>
        </Space>
        {done && row.price ? <span className={styles.money}>{formatPrice(row.price)}</span> : null}
      </Flex>
      <p className={styles.conditionText} title={row.filter_condition}>
        {conditionText(row.filter_condition)}
      </p>
      {row.status === CustomRequestStatus.rejected && row.app_remark ? (
        <p className={text.danger} style={{ margin: '0 0 8px' }}>
          {T.reason}：{row.app_remark}
        </p>
      ) : null}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space size={16} wrap className={styles.facts}>
          <span>
            {T.created}：{formatDateTime(row.created)}
          </span>
          <span>
            {T.updated}：{formatDateTime(row.updated)}
          </span>
          {done && row.nums !== null ? (
            <span>
              {T.nums}：{formatCount(row.nums)} 条
            </span>
          ) : null}
        </Space>
        {/* a wrapper, not the buttons, keeps their clicks inside: antd's Button wraps its own handler */}
        <div onClick={keepInside}>
          <Space size={8} wrap>
            <Button size="small" type="link" onClick={() => onOpen(row)}>
              {T.detail}
            </Button>
            {customRequestRowActions(row).map((action) => {
              const b = buttonOf[action];
              return (
                <Button
                  key={action}
                  size="small"
                  icon={b.icon}
                  type={b.primary ? 'primary' : 'default'}
                  danger={b.danger}
                  loading={busy === action}
                  onClick={() => on[action](row)}
                >
                  {b.label}
                </Button>
              );
            })}
          </Space>
        </div>
      </Flex>
    </article>
  );
}
