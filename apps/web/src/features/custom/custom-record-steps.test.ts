import { describe, expect, it } from 'vitest';
import type { CustomRequestOrder } from '@qishu/contract';
import { recordSteps } from './custom-record-steps.ts';

const order = (over: Partial<CustomRequestOrder> = {}): CustomRequestOrder => ({
  per_order_id: 5,
  order_code: 'PC202611240001',
  status: 1,
  nums: 120,
  email: 'buyer@example.com',
  amount: '12.00',
  is_send: 1,
  send_remark: null,
  ...over,
});

const BASE = ['待提交', '审核通过', '处理完成', '扫码支付', '导出数据'];
const titled = (step: number, title: string) => BASE.map((t, i) => (i === step ? title : t));

describe('recordSteps (data-shop.md §4 "Detail modal start step")', () => {
  it('draft and under review start at step 0, labelled 待提交 and 审核中', () => {
    expect(recordSteps({ status: 0, order: null }, null)).toEqual({
      current: 0,
      status: 'process',
      titles: BASE,
    });
    expect(recordSteps({ status: 1, order: null }, null)).toEqual({
      current: 0,
      status: 'process',
      titles: titled(0, '审核中'),
    });
  });

  it('review failed: step 1 of the variant bar, 审核未通过 in error', () => {
    expect(recordSteps({ status: 2, order: null }, null)).toEqual({
      current: 1,
      status: 'error',
      titles: titled(1, '审核未通过'),
    });
  });

  it('processing: step 2 labelled 处理中; done and unpaid: step 2 labelled 处理完成', () => {
    expect(recordSteps({ status: 3, order: null }, null)).toEqual({
      current: 2,
      status: 'process',
      titles: titled(2, '处理中'),
    });
    expect(recordSteps({ status: 4, order: null }, null)).toEqual({
      current: 2,
      status: 'process',
      titles: BASE,
    });
    // an unpaid order is still "done without order.status 1"
    expect(recordSteps({ status: 4, order: order({ status: 0, is_send: 0 }) }, null).current).toBe(2);
  });

  it('done with a paid order: step 4, finished once sent, in error when sending failed', () => {
    expect(recordSteps({ status: 4, order: order() }, null)).toMatchObject({ current: 4, status: 'finish' });
    expect(recordSteps({ status: 4, order: order({ is_send: 0 }) }, null)).toMatchObject({
      current: 4,
      status: 'process',
    });
    expect(recordSteps({ status: 4, order: order({ is_send: 2 }) }, null)).toMatchObject({
      current: 4,
      status: 'error',
    });
  });

  it('an unknown status starts at step 0', () => {
    expect(recordSteps({ status: 9, order: null }, null)).toMatchObject({ current: 0, status: 'process' });
  });

  it('a payment in the modal: 扫码支付 until paid, then 导出数据 until sent', () => {
    const done = { status: 4, order: null };
    expect(recordSteps(done, { stage: 'waiting' })).toMatchObject({ current: 3, status: 'process' });
    expect(recordSteps(done, { stage: 'failed' })).toMatchObject({ current: 3, status: 'error' });
    expect(recordSteps(done, { stage: 'closed' })).toMatchObject({ current: 3, status: 'error' });
    expect(recordSteps(done, { stage: 'sending' })).toMatchObject({ current: 4, status: 'process' });
    expect(recordSteps(done, { stage: 'sent' })).toMatchObject({ current: 4, status: 'finish' });
    expect(recordSteps(done, { stage: 'sendFailed', remark: '邮箱拒收' })).toMatchObject({
      current: 4,
      status: 'error',
    });
  });
});
