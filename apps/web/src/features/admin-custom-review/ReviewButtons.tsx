import { Button, Popconfirm } from 'antd';
import type { CustomAdminRow } from '@qishu/contract';
import { useCan } from '../../lib/session/index.ts';
import { reviewActions } from './review-actions.ts';
import { CustomReviewTexts as T } from './texts.ts';

export interface ReviewHandlers {
  /** settles when the call does (the confirmation shows its spinner until then) */
  onApprove: (row: CustomAdminRow) => Promise<unknown>;
  onReject: (row: CustomAdminRow) => void;
  onProcess: (row: CustomAdminRow) => void;
}

/** 通过 (confirmed), 处理 and 驳回 as the request's state and the user's permissions allow. */
export function ReviewButtons({ row, handlers }: { row: CustomAdminRow; handlers: ReviewHandlers }) {
  const can = useCan();
  return reviewActions(row.status, can).map((action) => {
    switch (action) {
      case 'approve':
        return (
          <Popconfirm
            key={action}
            title={T.approveConfirm}
            description={T.approveHint}
            okText={T.ok}
            cancelText={T.cancel}
            onConfirm={() => handlers.onApprove(row).catch(() => undefined)}
          >
            <Button type="link" size="small">
              {T.approve}
            </Button>
          </Popconfirm>
        );
      case 'process':
        return (
          <Button key={action} type="link" size="small" onClick={() => handlers.onProcess(row)}>
            {T.process}
          </Button>
        );
      default:
        return (
          <Button key={action} type="link" size="small" danger onClick={() => handlers.onReject(row)}>
            {T.reject}
          </Button>
        );
    }
  });
}
