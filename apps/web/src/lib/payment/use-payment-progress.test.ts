import { describe, expect, it } from 'vitest';
import { isPaymentPending, nextPaymentProgress, type PaymentProgress } from './use-payment-progress.ts';

const answer = (status: number, is_send = 0, send_remark: string | null = null) => ({
  status,
  is_send,
  send_remark,
});
const waiting: PaymentProgress = { stage: 'waiting' };
const sending: PaymentProgress = { stage: 'sending' };

describe('nextPaymentProgress (data-shop.md §4 "Payment polling")', () => {
  it('0 keeps waiting (the same object: nothing changes), 1 is paid, 3 closed, others failed', () => {
    expect(nextPaymentProgress(waiting, answer(0))).toBe(waiting);
    expect(nextPaymentProgress(waiting, answer(1, 0))).toEqual({ stage: 'sending' });
    expect(nextPaymentProgress(waiting, answer(3))).toEqual({ stage: 'closed' });
    expect(nextPaymentProgress(waiting, answer(2))).toEqual({ stage: 'failed' });
    expect(nextPaymentProgress(waiting, answer(7))).toEqual({ stage: 'failed' });
  });

  it('a paid answer already carrying the send result skips straight to it', () => {
    expect(nextPaymentProgress(waiting, answer(1, 1))).toEqual({ stage: 'sent' });
    expect(nextPaymentProgress(waiting, answer(1, 2, '邮箱拒收'))).toEqual({
      stage: 'sendFailed',
      remark: '邮箱拒收',
    });
  });

  it('while sending: is_send 0 polls again, 1 sent, 2 failed with the remark', () => {
    expect(nextPaymentProgress(sending, answer(1, 0))).toBe(sending);
    expect(nextPaymentProgress(sending, answer(1, 1))).toEqual({ stage: 'sent' });
    expect(nextPaymentProgress(sending, answer(1, 2, '附件过大'))).toEqual({
      stage: 'sendFailed',
      remark: '附件过大',
    });
  });

  it('final stages never change and are not polled', () => {
    for (const final of [
      { stage: 'sent' },
      { stage: 'failed' },
      { stage: 'closed' },
      { stage: 'sendFailed', remark: null },
    ] as PaymentProgress[]) {
      expect(nextPaymentProgress(final, answer(1, 1))).toBe(final);
      expect(isPaymentPending(final)).toBe(false);
    }
    expect(isPaymentPending(waiting)).toBe(true);
    expect(isPaymentPending(sending)).toBe(true);
  });
});
