import { Button, Descriptions, Modal, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { InboxRow } from '@qishu/contract';
import { AdminUiTexts } from '../../lib/admin-ui/texts.ts';
import { formatDateTime } from '../../lib/format.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { inboxDetailQuery } from './messages-api.ts';
import { MessageKindTag } from './MessageKindTag.tsx';
import { MessagesTexts as T } from './texts.ts';

export interface MessageDetailModalProps {
  open: boolean;
  /** the opened message (kept while the dialog closes) */
  row: InboxRow | null;
  onClose: () => void;
  /** an unread message was opened: the server marked it read */
  onRead: () => void;
}

/** The opened message; the server marks it read, then the lists and the counter reload. */
export function MessageDetailModal({ open, row, onClose, onRead }: MessageDetailModalProps) {
  return (
    <Modal
      open={open}
      title={T.detailTitle}
      width={640}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      destroyOnHidden
    >
      {row ? <MessageDetail key={row.sys_msg_receiver_id} row={row} onRead={onRead} /> : null}
    </Modal>
  );
}

function MessageDetail({ row, onRead }: { row: InboxRow; onRead: () => void }) {
  const detail = useQuery({
    ...inboxDetailQuery(row.sys_msg_receiver_id, row.status === 0 ? onRead : undefined),
    gcTime: 0,
    staleTime: 0,
  });
  const d = detail.data;
  if (detail.isError) {
    return (
      <QueryErrorAlert title={AdminUiTexts.loadFailed} query={detail} retryText={AdminUiTexts.retry} small />
    );
  }
  if (!d) return <Skeleton active />;
  return (
    <article>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {d.title}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={T.kind}>
          <MessageKindTag kind={d.kind} />
        </Descriptions.Item>
        <Descriptions.Item label={T.category}>{d.cate_name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={T.sender}>{d.sender_name ?? T.system}</Descriptions.Item>
        <Descriptions.Item label={T.time}>{formatDateTime(d.created_at)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {d.content}
      </Typography.Paragraph>
    </article>
  );
}
