import { useState } from 'react';
import { Alert, Button, Modal, Space, Steps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CustomRequestStatus,
  isCustomRequestEditable,
  type CustomRequestRow,
  type GetPayUrlResponse,
} from '@qishu/contract';
import { usePaymentProgress, type PaymentProgress } from '../../lib/payment/index.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { customRequestQuery, invalidateCustomRequests } from './custom-request-api.ts';
import { recordSteps } from './custom-record-steps.ts';
import { CustomRecordTexts as T } from './custom-record-texts.ts';
import { CustomPaidOrder } from './CustomPaidOrder.tsx';
import { CustomPayForm } from './CustomPayForm.tsx';
import { CustomPayProgress } from './CustomPayProgress.tsx';
import { CustomRequestFacts } from './CustomRequestFacts.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

export interface CustomRecordModalProps {
  /** the request as the list showed it (the modal loads it again) */
  row: CustomRequestRow;
  open: boolean;
  /** opened by 立即购买: the pay form's e-mail takes the focus */
  payFirst?: boolean;
  onClose: () => void;
  /** 编辑 of a draft or rejected request */
  onEdit: (row: CustomRequestRow) => void;
  /** 修改定制条件 of a done request: a new request starts from its fields */
  onModify: (row: CustomRequestRow) => void;
}

/**
 * The custom record detail modal (data-shop.md §2, §4): the 5-step bar from the request's state
 * (the "review not passed" variant with the reason), the requirement, and for a done request the
 * pay step — or, once paid, the order with 发送到邮箱 / 下载数据. A payment started here is polled
 * every 2 s while the modal is open; the bar rises when it is paid and again when the data is sent.
 * The polling lives here, outside the Modal's children (antd stops rendering them once closed), so
 * closing the modal stops it at once. The caller mounts a fresh modal for every opening.
 */
export function CustomRecordModal({
  row,
  open,
  payFirst = false,
  onClose,
  onEdit,
  onModify,
}: CustomRecordModalProps) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const detail = useQuery({
    ...customRequestQuery(row.agent_label_apply_id),
    enabled: open,
    placeholderData: row,
  });
  const request = detail.data ?? row;
  const [payment, setPayment] = useState<{ pay: GetPayUrlResponse; email: string } | null>(null);

  const onProgress = (next: PaymentProgress, previous: PaymentProgress) => {
    if (previous.stage === 'waiting' && next.stage !== 'failed' && next.stage !== 'closed') {
      void message.success(T.paySuccess);
    }
    // paid, sent or failed: the list's buttons and this request's order change
    void invalidateCustomRequests(client);
  };
  const { progress, expire } = usePaymentProgress(payment?.pay.order_id ?? null, open, onProgress);
  const steps = recordSteps(request, payment ? progress : null);
  const done = request.status === CustomRequestStatus.done;
  const paid = request.order?.status === 1;

  return (
    <Modal
      open={open}
      title={T.title}
      width={860}
      onCancel={onClose}
      mask={{ closable: !payment }}
      footer={
        <Space wrap>
          {isCustomRequestEditable(request.status) ? (
            <Button onClick={() => onEdit(request)}>{T.edit}</Button>
          ) : null}
          <Button type="primary" onClick={onClose}>
            {T.close}
          </Button>
        </Space>
      }
    >
      <Steps
        size="small"
        current={steps.current}
        status={steps.status}
        items={steps.titles.map((title) => ({ title }))}
        style={{ margin: '8px 0 20px' }}
      />
      {request.status === CustomRequestStatus.rejected ? (
        <Alert
          type="error"
          showIcon
          title={T.reason}
          description={request.app_remark ?? T.none}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {detail.isError ? (
        <div style={{ marginBottom: 16 }}>
          <QueryErrorAlert title={T.loadFailed} query={detail} retryText={T.retry} small />
        </div>
      ) : null}
      <CustomRequestFacts row={request} />
      {payment ? (
        <div style={{ marginTop: 16 }}>
          <CustomPayProgress
            payment={payment.pay}
            email={payment.email}
            progress={progress}
            active={open}
            onExpired={expire}
            onRepay={() => setPayment(null)}
          />
        </div>
      ) : done && paid && request.order ? (
        <CustomPaidOrder name={request.name} order={request.order} />
      ) : done ? (
        <CustomPayForm
          row={request}
          autoFocus={payFirst}
          onModify={() => onModify(request)}
          onPaying={(pay, email) => setPayment({ pay, email })}
        />
      ) : null}
    </Modal>
  );
}
