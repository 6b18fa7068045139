import {
  CUSTOM_REJECTED_STEP,
  customRequestStartStep,
  customRequestSteps,
  SendStatus,
  type CustomRequestOrder,
} from '@qishu/contract';
import type { PaymentProgress } from '../../lib/payment/index.ts';

export type StepStatus = 'process' | 'finish' | 'error';

export interface RecordSteps {
  current: number;
  status: StepStatus;
  titles: string[];
}

const PAY_STEP = 3;
const EXPORT_STEP = 4;

/** The bar of a paid order: the export step, finished once the data went out. */
function paidStatus(order: CustomRequestOrder | null): StepStatus {
  if (order?.is_send === SendStatus.sent) return 'finish';
  return order?.is_send === SendStatus.failed ? 'error' : 'process';
}

/** The bar while this modal's payment runs: 扫码支付 until paid, then 导出数据 until sent. */
function paymentSteps(progress: PaymentProgress): Pick<RecordSteps, 'current' | 'status'> {
  switch (progress.stage) {
    case 'waiting':
      return { current: PAY_STEP, status: 'process' };
    case 'failed':
    case 'closed':
      return { current: PAY_STEP, status: 'error' };
    case 'sending':
      return { current: EXPORT_STEP, status: 'process' };
    case 'sent':
      return { current: EXPORT_STEP, status: 'finish' };
    case 'sendFailed':
      return { current: EXPORT_STEP, status: 'error' };
  }
}

/**
 * The record modal's progress bar (data-shop.md §2 "Custom record detail modal", §4 "Detail modal
 * start step"): the start step and its label from the contract, the "review not passed" variant
 * (second step 审核未通过, in error), and — once the user pays in the modal — the step rising after
 * the payment and again after the data was sent.
 */
export function recordSteps(
  row: { status: number; order: CustomRequestOrder | null },
  progress: PaymentProgress | null,
): RecordSteps {
  const start = customRequestStartStep(row);
  const titles: string[] = [...customRequestSteps];
  if (start.rejected) titles[1] = CUSTOM_REJECTED_STEP;
  if (start.label) titles[start.step] = start.label;
  if (progress) return { titles, ...paymentSteps(progress) };
  if (start.rejected) return { titles, current: start.step, status: 'error' };
  if (start.step === EXPORT_STEP) return { titles, current: start.step, status: paidStatus(row.order) };
  return { titles, current: start.step, status: 'process' };
}
