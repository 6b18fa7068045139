import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AMOUNT_WARNING_MS,
  numsToPrices,
  PAYMENT_POLL_MS,
  PaymentPaths,
  PRICE_REFRESH_MS,
  PrecisePaths,
  searchConditionGroups,
  ShopCataloguePaths,
  type AccurateScreeningResponse,
  type GetOrderStatusResponse,
  type GetPayUrlResponse,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { advanceTimers } from '../../test/user-actions.ts';
import { companyPreviewRow } from '../../test/company-fixtures.ts';
import { PreciseWizard } from './PreciseWizard.tsx';

const url = (path: string) => `/api${path}`;
const SEARCH = url(PrecisePaths.accurateScreening);
const PRICE = url(PrecisePaths.getNumsToPrices);
const ORDER = url(PrecisePaths.addAccurateScreeningOrder);
const PAY = url(PaymentPaths.getPayUrl);
const STATUS = url(PaymentPaths.getOrderStatus);

const found: AccurateScreeningResponse = {
  count: 12345,
  ES_sql: '41',
  res: [companyPreviewRow],
  search_text: '经营状态：存续；联系方式：有邮箱',
  search_arr: [{ title: '联系方式', value: '有邮箱' }],
  shop_search_condition_id: 41,
};

const payment: GetPayUrlResponse = {
  code_url: 'http://localhost/api/pay/sandbox/QS1',
  per_order_id: 5,
  shop_order_id: null,
  order_id: 'QS1',
  order_code: 'PQ20261124001',
  order_name: '精准查询导出',
  amount: '10.00',
  expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
};

const st = (status: number, is_send = 0, send_remark: string | null = null): GetOrderStatusResponse => ({
  status,
  is_send,
  send_remark,
});

/** getOrderStatus answers `status()`: the order's state on the server, read whenever a poll comes. */
function server(status: () => GetOrderStatusResponse = () => st(0)) {
  return installFakeServer({
    [url(PrecisePaths.searchCondition)]: () => envelopeResponse({ groups: searchConditionGroups() }),
    [url(ShopCataloguePaths.getCityAll)]: () =>
      envelopeResponse([{ sys_area_id: 330000, label: '浙江省', children: [] }]),
    [url(ShopCataloguePaths.getIndustryList)]: () => envelopeResponse([{ code: 'I', name: '信息技术' }]),
    [SEARCH]: () => envelopeResponse(found),
    [PRICE]: (body) => envelopeResponse(numsToPrices(Number((body as { nums: number }).nums))),
    [ORDER]: (body) =>
      envelopeResponse({
        per_order_id: 5,
        order_code: 'PQ20261124001',
        order_name: '精准查询导出',
        nums: (body as { nums: number }).nums,
        amount: '10.00',
      }),
    [PAY]: () => envelopeResponse(payment),
    [STATUS]: () => envelopeResponse(status()),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signIn(userInfo({ sys_user_id: 7, email: 'buyer@example.com' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The title of the active step. */
const activeStep = () => document.querySelector('.ant-steps-item-active')?.textContent ?? '';
const option = (group: string, label: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name: label });

async function chooseAndSearch() {
  fireEvent.click(await screen.findByRole('checkbox', { name: '有邮箱' }));
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByTestId('found-count');
}

/** Step 0 → 1 → 100 records at ¥10.00 → 去支付 → the QR, then one payment poll. */
async function searchAndPayFor100() {
  await chooseAndSearch();
  fireEvent.change(screen.getByRole('textbox', { name: '导出数量' }), { target: { value: '100' } });
  await advanceTimers(PRICE_REFRESH_MS);
  await waitFor(() => expect(screen.getByTestId('precise-price')).toHaveTextContent('¥10.00'));
  fireEvent.click(screen.getByRole('button', { name: '去支付' }));
  await screen.findByAltText('支付二维码');
  await advanceTimers(PAYMENT_POLL_MS);
}

describe('PreciseWizard', () => {
  it('step 0: nothing chosen, keyword length, 16-digit cut, custom ranges, exclusive contact', async () => {
    const fetchMock = server();
    renderWithProviders(<PreciseWizard />);
    await screen.findByRole('group', { name: '注册资本' });
    expect(activeStep()).toContain('填写条件');

    // unchanged form: a warning and no search
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请先选择筛选条件')).toBeInTheDocument();
    expect(postedBodies(fetchMock, SEARCH)).toHaveLength(0);

    // keyword over 30 characters
    const keyword = screen.getByRole('textbox', { name: '关键词' });
    fireEvent.change(keyword, { target: { value: '数'.repeat(31) } });
    expect(screen.getByText('关键词最多只能输入30个字符')).toBeInTheDocument();
    fireEvent.change(keyword, { target: { value: '' } });

    // custom capital: digits only, more than 16 cut with the 5 s message
    fireEvent.click(option('注册资本', '自定义'));
    const low = screen.getByRole('textbox', { name: '最低金额' });
    fireEvent.change(low, { target: { value: '12345678901234567890' } });
    expect(low).toHaveValue('1234567890123456');
    expect(screen.getByText('可输入最大金额长度：16')).toBeInTheDocument();
    await advanceTimers(AMOUNT_WARNING_MS);
    expect(screen.queryByText('可输入最大金额长度：16')).not.toBeInTheDocument();
    fireEvent.change(low, { target: { value: '5a00' } });
    expect(low).toHaveValue('500');
    fireEvent.change(screen.getByRole('textbox', { name: '最高金额' }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('后面的金额，必须大于前面的金额')).toBeInTheDocument();

    // unchecking the custom option clears its values
    fireEvent.click(option('注册资本', '自定义'));
    expect(screen.queryByRole('textbox', { name: '最低金额' })).not.toBeInTheDocument();
    fireEvent.click(option('注册资本', '自定义'));
    expect(screen.getByRole('textbox', { name: '最低金额' })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('自定义注册资本必填')).toBeInTheDocument();
    fireEvent.click(option('注册资本', '自定义'));

    // custom founding date without dates
    fireEvent.click(option('成立年限', '自定义'));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请选择正确的注册时间范围')).toBeInTheDocument();
    fireEvent.click(option('成立年限', '自定义'));

    // the contact choice is exclusive
    fireEvent.click(option('联系方式', '有邮箱'));
    fireEvent.click(option('联系方式', '有手机'));
    expect(option('联系方式', '有邮箱')).not.toBeChecked();
    expect(option('联系方式', '有手机')).toBeChecked();
    fireEvent.click(option('经营状态', '存续'));
    expect(postedBodies(fetchMock, SEARCH)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('found-count')).toHaveTextContent('12,345');
    const body = postedBodies(fetchMock, SEARCH)[0] as Record<string, unknown>;
    expect(body).toMatchObject({ have_mobile: 1, status: ['存续'], reg_amount: [], sys_user_id: 7 });
    expect(body).not.toHaveProperty('have_email');
    expect(body).not.toHaveProperty('low_amount');
    expect(activeStep()).toContain('完善导出信息');
  });

  it('step 1 → 3: count clamp, e-mail, price debounce and minimum; QR close goes back and stops polling; sent', async () => {
    let order = st(0);
    const fetchMock = server(() => order);
    renderWithProviders(<PreciseWizard />);
    await chooseAndSearch();

    // preview: the first rows
    fireEvent.click(screen.getByRole('button', { name: /预览/ }));
    const preview = await findDialog('数据预览（前 10 条）');
    expect(within(preview).getByText('杭州云栖数据科技有限公司')).toBeInTheDocument();
    fireEvent.click(within(preview).getByRole('button', { name: '关闭' }));

    // count: digits only, capped at the found count, 0 cleared; blur checks empty
    const count = screen.getByRole('textbox', { name: '导出数量' });
    fireEvent.change(count, { target: { value: '99999' } });
    expect(count).toHaveValue('12345');
    fireEvent.change(count, { target: { value: '0' } });
    expect(count).toHaveValue('');
    fireEvent.blur(count);
    expect(await screen.findByText('请输入导出数量')).toBeInTheDocument();

    // the price is asked 300 ms after the last change, for the last count only
    fireEvent.change(count, { target: { value: '1' } });
    fireEvent.change(count, { target: { value: '5' } });
    expect(postedBodies(fetchMock, PRICE)).toHaveLength(0);
    await advanceTimers(PRICE_REFRESH_MS / 3);
    expect(postedBodies(fetchMock, PRICE)).toHaveLength(0);
    await advanceTimers(PRICE_REFRESH_MS);
    await waitFor(() => expect(postedBodies(fetchMock, PRICE)).toEqual([{ nums: 5 }]));
    // 5 records cost less than the 1-yuan minimum: refused
    expect(await screen.findByText('订单金额不能小于1元,请重新填写导出数量')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去支付' })).toBeDisabled();

    fireEvent.change(count, { target: { value: '100' } });
    await advanceTimers(PRICE_REFRESH_MS);
    await waitFor(() => expect(screen.getByTestId('precise-price')).toHaveTextContent('¥10.00'));

    // e-mail checked on change
    const email = screen.getByRole('textbox', { name: '接收邮箱' });
    expect(email).toHaveValue('buyer@example.com');
    fireEvent.change(email, { target: { value: '' } });
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'buyer@' } });
    expect(await screen.findByText('请输入正确的邮箱！')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'buyer@example.com' } });

    // 去支付: the order, then the payment with per_order_id
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(await screen.findByAltText('支付二维码')).toBeInTheDocument();
    expect(activeStep()).toContain('扫码支付');
    expect(postedBodies(fetchMock, ORDER)).toEqual([
      { shop_search_condition_id: 41, nums: 100, email: 'buyer@example.com', sys_user_id: 7 },
    ]);
    expect(postedBodies(fetchMock, PAY)[0]).toEqual({
      money: '10.00',
      per_order_id: 5,
      sys_user_id: 7,
      type: 1,
      email: 'buyer@example.com',
      pay_type: 0,
      count: 100,
    });

    // polls (status 0), then closing goes back one step and stops polling
    await advanceTimers(PAYMENT_POLL_MS);
    await waitFor(() => expect(postedBodies(fetchMock, STATUS).length).toBeGreaterThan(0));
    fireEvent.click(within(await findDialog('扫码支付')).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByAltText('支付二维码')).not.toBeInTheDocument());
    expect(activeStep()).toContain('完善导出信息');
    const polled = postedBodies(fetchMock, STATUS).length;
    await advanceTimers(PAYMENT_POLL_MS * 3);
    expect(postedBodies(fetchMock, STATUS)).toHaveLength(polled);

    // paying again reuses the order; paid (send pending), then sent
    // (the button's leaving loading icon keeps its name "loading 去支付" under fake timers)
    fireEvent.click(screen.getByRole('button', { name: /去支付/ }));
    await screen.findByAltText('支付二维码');
    expect(postedBodies(fetchMock, ORDER)).toHaveLength(1);
    order = st(1, 0);
    await advanceTimers(PAYMENT_POLL_MS);
    expect(await screen.findByText('数据正在打包发送，请稍候…')).toBeInTheDocument();
    order = st(1, 1);
    await advanceTimers(PAYMENT_POLL_MS);
    expect(await screen.findByText('数据发送成功')).toBeInTheDocument();
    expect(screen.getByText('数据已发送至 buyer@example.com，请注意查收')).toBeInTheDocument();
    expect(activeStep()).toContain('导出数据');
    expect(screen.getByRole('button', { name: '查看我的数据' })).toBeInTheDocument();
    const polls = postedBodies(fetchMock, STATUS).length;
    await advanceTimers(PAYMENT_POLL_MS * 2);
    expect(postedBodies(fetchMock, STATUS)).toHaveLength(polls);

    // a new search starts over at step 0
    fireEvent.click(screen.getByRole('button', { name: '重新查询' }));
    expect(activeStep()).toContain('填写条件');
    expect(await screen.findByRole('checkbox', { name: '有邮箱' })).not.toBeChecked();
  });

  it('shows 数据发送失败！ with send_remark, and 支付失败 for a failed payment', async () => {
    server(() => st(1, 2, '邮箱地址不存在'));
    const first = renderWithProviders(<PreciseWizard />);
    await searchAndPayFor100();
    expect(await screen.findByText('数据发送失败！')).toBeInTheDocument();
    expect(screen.getByText('邮箱地址不存在')).toBeInTheDocument();
    first.unmount();

    server(() => st(2));
    renderWithProviders(<PreciseWizard />);
    await searchAndPayFor100();
    expect(await screen.findByText('支付失败')).toBeInTheDocument();
    // the X and the result's own 关闭 both go back one step
    fireEvent.click(
      within(await findDialog('扫码支付'))
        .getAllByRole('button', { name: '关闭' })
        .at(-1)!,
    );
    await waitFor(() => expect(activeStep()).toContain('完善导出信息'));
  });
});
