import type { OrderDelivery } from '@qishu/contract';

/** The shop buyer the order lists show (王购物 13600000000), as the order and delivery rows carry them. */
export const shopBuyer = {
  sys_user_id: 9,
  phone: '13600000000',
  realname: '王购物',
  agent_name: '商城用户',
};

/** The data file mailed for order QT20261122001; override what the test is about. */
export function orderDelivery(over: Partial<OrderDelivery> = {}): OrderDelivery {
  return {
    data_delivery_id: 11,
    seq: 1,
    email: 'buyer@example.com',
    reason: 'payment',
    status: 'sent',
    file_name: '广东省制造业企业名录-20261122.xlsx',
    rows: 1200,
    bytes: 24_576,
    attached: 1,
    expires_at: '2026-11-29T01:02:00.000Z',
    sent_at: '2026-11-22T01:02:00.000Z',
    remark: null,
    created_at: '2026-11-22T01:01:30.000Z',
    mail_status: 'sent',
    mail_error: null,
    ...over,
  };
}
