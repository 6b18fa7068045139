import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_POLL_MS, type CustomRequestRow, type GetPayUrlResponse } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { advanceTimers } from '../../test/user-actions.ts';
import { address, requestRow } from './custom-test-fixtures.ts';
import { CustomRecordModal } from './CustomRecordModal.tsx';

/** The bar's current step: its index, title and state. */
function activeStep() {
  const items = [...document.querySelectorAll<HTMLElement>('.ant-steps-item')];
  const el = items.find((item) => item.classList.contains('ant-steps-item-active'))!;
  const state = ['process', 'finish', 'error', 'wait'].find((s) =>
    el.classList.contains(`ant-steps-item-${s}`),
  );
  return { index: items.indexOf(el), title: el.querySelector('.ant-steps-item-title')?.textContent, state };
}
const stepTitles = () =>
  [...document.querySelectorAll('.ant-steps-item-title')].map((el) => el.textContent ?? '');

function Harness({ row, onModify = () => {} }: { row: CustomRequestRow; onModify?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        关掉详情
      </button>
      <CustomRecordModal
        row={row}
        open={open}
        onClose={() => setOpen(false)}
        onEdit={() => {}}
        onModify={onModify}
      />
    </>
  );
}

const done = requestRow({
  agent_label_apply_id: 5,
  name: '杭州软件企业',
  status: 4,
  status_text: '处理完成',
  condition: '地区：杭州市；行业：软件和信息技术服务业',
  data_source: 'search',
  nums: 30,
  price: '0.45',
});

const payment: GetPayUrlResponse = {
  code_url: 'http://localhost/api/pay/sandbox/QS202611240005',
  per_order_id: 55,
  shop_order_id: null,
  order_id: 'QS202611240005',
  order_code: 'PC202611240055',
  order_name: '个性化定制：杭州软件企业',
  amount: '1.00',
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('custom record modal: the bar by state', () => {
  beforeEach(() => signIn(userInfo({ sys_user_id: 7 })));

  it.each([
    [0, '暂存', 0, '待提交', 'process'],
    [1, '审核中', 0, '审核中', 'process'],
    [3, '处理中', 2, '处理中', 'process'],
    [4, '处理完成', 2, '处理完成', 'process'],
  ])('status %i (%s) starts at step %i labelled %s', async (status, text, index, title, state) => {
    const row = requestRow({ status, status_text: text, price: '10.00', nums: 3 });
    installFakeServer({
      [address.detail(1)]: () => envelopeResponse(row),
      [address.pricing]: () => envelopeResponse({ nums: 3, price: '10.00', min_price: '1.00' }),
    });
    renderWithProviders(<Harness row={row} />);
    await findDialog('定制详情');
    expect(activeStep()).toEqual({ index, title, state });
    expect(stepTitles()[1]).toBe('审核通过');
  });

  it('review not passed: the variant bar (step 1 审核未通过 in error) and the reason', async () => {
    const row = requestRow({ status: 2, status_text: '审核未通过', app_remark: '筛选条件过于宽泛' });
    installFakeServer({ [address.detail(1)]: () => envelopeResponse(row) });
    renderWithProviders(<Harness row={row} />);
    const dialog = await findDialog('定制详情');
    expect(activeStep()).toEqual({ index: 1, title: '审核未通过', state: 'error' });
    expect(stepTitles()).toEqual(['待提交', '审核未通过', '处理完成', '扫码支付', '导出数据']);
    expect(within(dialog).getByText('未通过原因')).toBeInTheDocument();
    expect(within(dialog).getByText('筛选条件过于宽泛')).toBeInTheDocument();
    // a rejected request may be edited; there is no pay form
    expect(within(dialog).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /立即支付/ })).not.toBeInTheDocument();
  });

  it('shows the requirement and what staff attached; the detail call refreshes it', async () => {
    const fresh = { ...done, explain: '最新的说明' };
    installFakeServer({
      [address.detail(5)]: () => envelopeResponse(fresh),
      [address.pricing]: () => envelopeResponse({ nums: 30, price: '0.45', min_price: '1.00' }),
    });
    renderWithProviders(<Harness row={done} />);
    const dialog = await findDialog('定制详情');
    expect(await within(dialog).findByText('最新的说明')).toBeInTheDocument();
    for (const text of ['杭州软件企业', '2024', '注册地在杭州市，行业为软件和信息技术服务业', '已注销企业']) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getByText('处理结果')).toBeInTheDocument();
    expect(within(dialog).getByText('地区：杭州市；行业：软件和信息技术服务业')).toBeInTheDocument();
  });

  it('done with a paid order: step 4, the order, 发送到邮箱 and 下载数据; no pay form', async () => {
    const row = {
      ...done,
      order: {
        per_order_id: 55,
        order_code: 'PC202611240055',
        status: 1,
        nums: 30,
        email: 'paid@example.com',
        amount: '1.00',
        is_send: 2,
        send_remark: '邮箱拒收',
      },
    };
    installFakeServer({ [address.detail(5)]: () => envelopeResponse(row) });
    renderWithProviders(<Harness row={row} />);
    const dialog = await findDialog('定制详情');
    expect(activeStep()).toEqual({ index: 4, title: '导出数据', state: 'error' });
    const order = within(dialog).getByRole('region', { name: '订单信息' });
    expect(order).toHaveTextContent('PC202611240055');
    expect(order).toHaveTextContent('paid@example.com');
    expect(order).toHaveTextContent('¥1.00');
    expect(order).toHaveTextContent('发送失败');
    expect(order).toHaveTextContent('邮箱拒收');
    expect(within(order).getByRole('button', { name: /发送到邮箱/ })).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: /下载数据/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /立即支付/ })).not.toBeInTheDocument();
  });
});

describe('custom record modal: the pay step', () => {
  let user: ReturnType<typeof userEvent.setup>;
  /** Moves the fake clock by `ms` and lets the answers settle. */
  const tick = (ms = PAYMENT_POLL_MS) => advanceTimers(ms);

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signIn(userInfo({ sys_user_id: 7, email: 'zhangsan@example.com' }));
  });

  /** The server of a done request; `status` is what getOrderStatus answers when polled. */
  function server(status: { current: { status: number; is_send: number; send_remark: string | null } }) {
    return installFakeServer({
      [address.detail(5)]: () => envelopeResponse(done),
      [address.pricing]: () => envelopeResponse({ nums: 30, price: '0.45', min_price: '1.00' }),
      [address.preview]: () =>
        envelopeResponse({
          count: 30,
          data: [
            {
              name: '杭州云栖科技有限公司',
              legal_person: '王五',
              reg_amount: '500万元',
              reg_date: '2019-03-01',
              reg_address: '浙江省杭州市西湖区',
              gs_tel: '0571-88880000',
            },
          ],
        }),
      [address.order]: () =>
        envelopeResponse({
          per_order_id: 55,
          order_code: 'PC202611240055',
          order_name: '个性化定制：杭州软件企业',
          nums: 30,
          amount: '1.00',
        }),
      [address.payUrl]: () => envelopeResponse(payment),
      [address.orderStatus]: () => envelopeResponse(status.current),
    });
  }

  /** Opens the done request's detail and waits for its pay form to show the price. */
  async function openPayForm(): Promise<HTMLElement> {
    renderWithProviders(<Harness row={done} />);
    const dialog = await findDialog('定制详情');
    await waitFor(() => expect(within(dialog).getByTestId('custom-price')).toHaveTextContent('¥1.00'));
    return dialog;
  }

  /** Orders from the pay form and waits for the payment QR. */
  async function payAndShowQr(dialog: HTMLElement) {
    await user.click(within(dialog).getByRole('button', { name: /立即支付/ }));
    await within(dialog).findByAltText('支付二维码');
  }

  it('shows the count, the e-mail, 微信支付 and the price raised to 1 yuan; 预览数据 shows the rows', async () => {
    const fetchMock = server({ current: { status: 0, is_send: 0, send_remark: null } });
    renderWithProviders(<Harness row={done} />);
    const dialog = await findDialog('定制详情');
    expect(activeStep()).toEqual({ index: 2, title: '处理完成', state: 'process' });
    const form = within(dialog).getByRole('region', { name: '购买定制数据' });
    expect(within(form).getByRole('textbox', { name: '数据条数' })).toHaveValue('30 条');
    expect(within(form).getByRole('textbox', { name: '数据条数' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: '接收邮箱' })).toHaveValue('zhangsan@example.com');
    expect(within(form).getByRole('radio', { name: /微信支付/ })).toBeChecked();
    // the server says 0.45 yuan: shown as the 1-yuan floor of the custom flow
    await waitFor(() => expect(within(form).getByTestId('custom-price')).toHaveTextContent('¥1.00'));
    expect(postedBodies(fetchMock, address.pricing)).toEqual([{ agent_label_apply_id: 5 }]);

    await user.click(within(form).getByRole('button', { name: /预览数据/ }));
    const preview = await findDialog('数据预览（前 10 条）');
    expect(await within(preview).findByText('杭州云栖科技有限公司')).toBeInTheDocument();
    expect(within(preview).getByText('共 30 条数据')).toBeInTheDocument();
    expect(postedBodies(fetchMock, address.preview)).toEqual([{ agent_label_apply_id: 5 }]);
  });

  it('checks the e-mail with the contract’s messages before ordering', async () => {
    const fetchMock = server({ current: { status: 0, is_send: 0, send_remark: null } });
    const dialog = await openPayForm();
    const email = within(dialog).getByRole('textbox', { name: '接收邮箱' });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    expect(await within(dialog).findByText('邮箱格式不正确,请输入正确的邮箱地址')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: '' } });
    expect(await within(dialog).findByText('请输入邮箱')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /立即支付/ }));
    await tick(100);
    expect(postedBodies(fetchMock, address.order)).toHaveLength(0);
  });

  it('立即支付 → the QR polled every 2 s → paid (bar to 导出数据) → 数据发送成功 (bar finished); then polling stops', async () => {
    const status = { current: { status: 0, is_send: 0, send_remark: null as string | null } };
    const fetchMock = server(status);
    const dialog = await openPayForm();
    await user.click(within(dialog).getByRole('button', { name: /立即支付/ }));

    expect(await within(dialog).findByAltText('支付二维码')).toBeInTheDocument();
    expect(postedBodies(fetchMock, address.order)).toEqual([
      { agent_label_apply_id: 5, sys_user_id: 7, email: 'zhangsan@example.com' },
    ]);
    expect(postedBodies(fetchMock, address.payUrl)).toEqual([
      {
        money: '1.00',
        per_order_id: 55,
        sys_user_id: 7,
        type: 1,
        email: 'zhangsan@example.com',
        pay_type: 0,
        count: 30,
      },
    ]);
    expect(activeStep()).toEqual({ index: 3, title: '扫码支付', state: 'process' });
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent('¥1.00');

    // not paid yet: polled every 2 s, the QR stays
    const polls = () => postedBodies(fetchMock, address.orderStatus).length;
    expect(polls()).toBe(0);
    await tick();
    await waitFor(() => expect(polls()).toBe(1));
    await tick();
    await waitFor(() => expect(polls()).toBe(2));
    expect(postedBodies(fetchMock, address.orderStatus)[0]).toEqual({ order_id: 'QS202611240005' });
    expect(within(dialog).getByAltText('支付二维码')).toBeInTheDocument();

    // paid, the data is on its way: 扫码支付 done, 导出数据 in progress
    status.current = { status: 1, is_send: 0, send_remark: null };
    await tick();
    expect(await within(dialog).findByText('数据正在打包发送，请稍候…')).toBeInTheDocument();
    expect((await screen.findAllByText('支付成功')).length).toBeGreaterThan(0);
    expect(activeStep()).toEqual({ index: 4, title: '导出数据', state: 'process' });
    expect(within(dialog).queryByAltText('支付二维码')).not.toBeInTheDocument();

    // sent: 数据发送成功 and the bar reaches its end
    status.current = { status: 1, is_send: 1, send_remark: null };
    await tick();
    expect(await within(dialog).findByText('数据发送成功')).toBeInTheDocument();
    expect(within(dialog).getByText('数据已发送至 zhangsan@example.com，请注意查收')).toBeInTheDocument();
    expect(activeStep()).toEqual({ index: 4, title: '导出数据', state: 'finish' });
    const atSent = polls();
    await tick(10 * PAYMENT_POLL_MS);
    expect(polls()).toBe(atSent);
  });

  it('a failed delivery shows the send_remark', async () => {
    const status = { current: { status: 0, is_send: 0, send_remark: null as string | null } };
    server(status);
    const dialog = await openPayForm();
    await payAndShowQr(dialog);
    status.current = { status: 1, is_send: 2, send_remark: '附件超过邮箱大小限制' };
    await tick();
    expect(await within(dialog).findByText('附件超过邮箱大小限制')).toBeInTheDocument();
    expect(within(dialog).getByText('数据发送失败！')).toBeInTheDocument();
    expect(activeStep()).toEqual({ index: 4, title: '导出数据', state: 'error' });
  });

  it('支付失败 offers 重新支付, which returns to the pay form', async () => {
    const status = { current: { status: 2, is_send: 0, send_remark: null as string | null } };
    server(status);
    const dialog = await openPayForm();
    await payAndShowQr(dialog);
    await tick();
    expect(await within(dialog).findByText('支付失败')).toBeInTheDocument();
    expect(activeStep()).toEqual({ index: 3, title: '扫码支付', state: 'error' });
    await user.click(within(dialog).getByRole('button', { name: '重新支付' }));
    expect(within(dialog).getByRole('button', { name: /立即支付/ })).toBeInTheDocument();
  });

  it('closing the modal stops the polling at once', async () => {
    const fetchMock = server({ current: { status: 0, is_send: 0, send_remark: null } });
    const dialog = await openPayForm();
    await payAndShowQr(dialog);
    await tick();
    await waitFor(() => expect(postedBodies(fetchMock, address.orderStatus)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '关掉详情' }));
    await tick(10 * PAYMENT_POLL_MS);
    expect(postedBodies(fetchMock, address.orderStatus)).toHaveLength(1);
  });

  it('修改定制条件 hands the request over (a new request starts from it)', async () => {
    server({ current: { status: 0, is_send: 0, send_remark: null } });
    const onModify = vi.fn();
    renderWithProviders(<Harness row={done} onModify={onModify} />);
    const dialog = await findDialog('定制详情');
    await user.click(within(dialog).getByRole('button', { name: /修改定制条件/ }));
    expect(onModify).toHaveBeenCalledWith(
      expect.objectContaining({ agent_label_apply_id: 5, name: '杭州软件企业' }),
    );
  });
});
