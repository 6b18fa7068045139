import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomRequestRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { address, lastQuery, requestRow } from './custom-test-fixtures.ts';
import { MyCustomRequests } from './MyCustomRequests.tsx';

beforeEach(() => signIn(userInfo({ sys_user_id: 7, email: 'zhangsan@example.com' })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** antd's buttons of a card, by their visible label (icons excluded). */
function buttonLabels(card: HTMLElement): string[] {
  return within(card)
    .getAllByRole('button')
    .map((b) => b.textContent?.trim() ?? '');
}

const card = (name: string) => screen.getByRole('listitem', { name });

/** The newest dialog titled `title` (a closed confirm stays in the DOM under jsdom: no animation end). */
async function newestDialog(title: string): Promise<HTMLElement> {
  await findDialog(title);
  const titles = screen.getAllByText(title).filter((el) => el.closest('.ant-modal-title'));
  return titles.at(-1)!.closest<HTMLElement>('[role="dialog"]')!;
}

const paidOrder = {
  per_order_id: 31,
  order_code: 'PC202611240031',
  status: 1,
  nums: 1500,
  email: 'paid@example.com',
  amount: '45.00',
  is_send: 1,
  send_remark: null,
};

/** One request in every state (§4 "Actions by state"). */
const everyState: CustomRequestRow[] = [
  requestRow({ agent_label_apply_id: 1, name: '暂存的需求', status: 0, status_text: '暂存' }),
  requestRow({ agent_label_apply_id: 2, name: '审核中的需求', status: 1, status_text: '审核中' }),
  requestRow({
    agent_label_apply_id: 3,
    name: '未通过的需求',
    status: 2,
    status_text: '审核未通过',
    app_remark: '筛选条件不清晰',
  }),
  requestRow({ agent_label_apply_id: 4, name: '处理中的需求', status: 3, status_text: '处理中' }),
  requestRow({
    agent_label_apply_id: 5,
    name: '待购买的需求',
    status: 4,
    status_text: '处理完成',
    nums: 1500,
    price: '45.00',
  }),
  requestRow({
    agent_label_apply_id: 6,
    name: '已购买的需求',
    status: 4,
    status_text: '处理完成',
    nums: 1500,
    price: '45.00',
    order: paidOrder,
  }),
];

describe('我的数据 → 个性化定制', () => {
  it('shows 暂无个性化定制数据 when there is none, and a load failure with a retry', async () => {
    let fail = true;
    installFakeServer({
      [address.list]: () =>
        fail ? envelopeResponse(null, 500, '服务器开小差了', 500) : envelopeResponse({ list: [], total: 0 }),
    });
    renderWithProviders(<MyCustomRequests />);
    expect(await screen.findByText('个性化定制数据加载失败')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无个性化定制数据')).toBeInTheDocument();
  });

  it('cards: status texts, the cut condition, the reason, the count and price; the buttons of each state', async () => {
    const long = '注册地在浙江省杭州市'.repeat(20);
    const rows = everyState.map((r) => (r.agent_label_apply_id === 1 ? { ...r, filter_condition: long } : r));
    const fetchMock = installFakeServer({ [address.list]: () => envelopeResponse({ list: rows, total: 6 }) });
    renderWithProviders(<MyCustomRequests />);
    await screen.findByRole('list', { name: '个性化定制记录' });
    expect(lastQuery(fetchMock).get('page')).toBe('1');
    expect(lastQuery(fetchMock).get('limit')).toBe('10');

    expect(within(card('暂存的需求')).getByText(`${[...long].slice(0, 120).join('')}…`)).toBeInTheDocument();
    expect(within(card('暂存的需求')).getByText('暂存')).toBeInTheDocument();
    expect(within(card('审核中的需求')).getByText('审核中')).toHaveClass('ant-tag-processing');
    expect(within(card('未通过的需求')).getByText('审核未通过')).toHaveClass('ant-tag-error');
    expect(within(card('未通过的需求')).getByText('未通过原因：筛选条件不清晰')).toBeInTheDocument();
    expect(within(card('处理中的需求')).getByText('处理中')).toHaveClass('ant-tag-warning');
    expect(within(card('待购买的需求')).getByText('处理完成')).toHaveClass('ant-tag-success');
    expect(within(card('待购买的需求')).getByText('¥45.00')).toBeInTheDocument();
    expect(within(card('待购买的需求')).getByText('数据条数：1,500 条')).toBeInTheDocument();
    expect(within(card('暂存的需求')).getByText('提交时间：2026-11-20 10:00')).toBeInTheDocument();

    expect(buttonLabels(card('暂存的需求'))).toEqual(['详情', '编辑', '删除']);
    expect(buttonLabels(card('审核中的需求'))).toEqual(['详情', '撤回']);
    expect(buttonLabels(card('未通过的需求'))).toEqual(['详情', '编辑', '删除']);
    expect(buttonLabels(card('处理中的需求'))).toEqual(['详情', '撤回']);
    expect(buttonLabels(card('待购买的需求'))).toEqual(['详情', '立即购买']);
    expect(buttonLabels(card('已购买的需求'))).toEqual(['详情', '发送到邮箱', '下载数据']);
  });

  it('删除 asks 确认删除 first: cancel changes nothing, OK posts delPerCustData and reloads', async () => {
    let rows = everyState.slice(0, 3);
    const fetchMock = installFakeServer({
      [address.list]: () => envelopeResponse({ list: rows, total: rows.length }),
      [address.remove]: (body) => {
        rows = rows.filter(
          (r) => r.agent_label_apply_id !== (body as { agent_label_apply_id: number }).agent_label_apply_id,
        );
        return envelopeResponse({ message: '删除成功' });
      },
    });
    renderWithProviders(<MyCustomRequests />);
    await screen.findByRole('list', { name: '个性化定制记录' });

    fireEvent.click(within(card('暂存的需求')).getByRole('button', { name: /删除/ }));
    let confirm = await findDialog('确认删除');
    expect(confirm).toHaveTextContent('请确认是否删除该个性化定制数据？');
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(postedBodies(fetchMock, address.remove)).toHaveLength(0);

    fireEvent.click(within(card('未通过的需求')).getByRole('button', { name: /删除/ }));
    confirm = await newestDialog('确认删除');
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, address.remove)).toEqual([{ agent_label_apply_id: 3 }]),
    );
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: '未通过的需求' })).not.toBeInTheDocument(),
    );
    // the click on a button inside the card never opened the record
    expect(screen.queryByText('定制详情')).not.toBeInTheDocument();
  });

  it('撤回 asks 确认撤回 first, then posts setPerCustData', async () => {
    let rows = everyState.slice(0, 4);
    const fetchMock = installFakeServer({
      [address.list]: () => envelopeResponse({ list: rows, total: rows.length }),
      [address.withdraw]: () => {
        rows = rows.map((r) => (r.agent_label_apply_id === 4 ? { ...r, status: 0, status_text: '暂存' } : r));
        return envelopeResponse({ message: '已撤回，可修改后重新提交' });
      },
    });
    renderWithProviders(<MyCustomRequests />);
    await screen.findByRole('list', { name: '个性化定制记录' });
    fireEvent.click(within(card('处理中的需求')).getByRole('button', { name: /撤回/ }));
    const confirm = await findDialog('确认撤回');
    expect(confirm).toHaveTextContent('请确认是否撤回该个性化定制数据？');
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, address.withdraw)).toEqual([{ agent_label_apply_id: 4 }]),
    );
    expect(await screen.findByText('已撤回，可修改后重新提交')).toBeInTheDocument();
    // reloaded: the withdrawn request is a draft now, with 编辑 and 删除
    await waitFor(() => expect(buttonLabels(card('处理中的需求'))).toEqual(['详情', '编辑', '删除']));
  });

  it('steps back one page when a removal empties the current page', async () => {
    const first = Array.from({ length: 10 }, (_, i) =>
      requestRow({ agent_label_apply_id: 100 + i, name: `第一页需求${i + 1}` }),
    );
    let last = [requestRow({ agent_label_apply_id: 99, name: '第二页唯一的需求' })];
    const fetchMock = installFakeServer({
      [address.list]: () => {
        const page = lastQuery(fetchMock).get('page');
        return envelopeResponse({ list: page === '2' ? last : first, total: 10 + last.length });
      },
      [address.remove]: () => {
        last = [];
        return envelopeResponse({ message: '删除成功' });
      },
    });
    renderWithProviders(<MyCustomRequests />);
    await screen.findByRole('listitem', { name: '第一页需求1' });
    // the pager loads when first shown
    fireEvent.click(await screen.findByRole('listitem', { name: '2' }));
    await screen.findByRole('listitem', { name: '第二页唯一的需求' });

    fireEvent.click(within(card('第二页唯一的需求')).getByRole('button', { name: /删除/ }));
    fireEvent.click(within(await findDialog('确认删除')).getByRole('button', { name: '确定' }));
    // page 2 came back empty: the list shows page 1 again
    expect(await screen.findByRole('listitem', { name: '第一页需求1' })).toBeInTheDocument();
    expect(lastQuery(fetchMock).get('page')).toBe('1');
    expect(screen.queryByText('暂无个性化定制数据')).not.toBeInTheDocument();
  });

  it('发送到邮箱 checks the address with the custom flow rule, then sendEmailDatas; 下载数据 is DownloadDirectly', async () => {
    const fetchMock = installFakeServer({
      [address.list]: () => envelopeResponse({ list: everyState.slice(5), total: 1 }),
      [address.send]: () => envelopeResponse({ message: '数据已发送至您的邮箱，请注意查收' }),
      [address.download]: () =>
        envelopeResponse({
          url: '/api/download/t1',
          file_name: 'a.xlsx',
          expires_at: '2026-11-27T00:00:00Z',
        }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<MyCustomRequests />);
    const paid = await screen.findByRole('listitem', { name: '已购买的需求' });

    fireEvent.click(within(paid).getByRole('button', { name: /下载数据/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(postedBodies(fetchMock, address.download)).toEqual([{ per_order_id: 31 }]);

    fireEvent.click(within(paid).getByRole('button', { name: /发送到邮箱/ }));
    const dialog = await findDialog('发送数据到邮箱');
    const email = within(dialog).getByRole('textbox', { name: '接收邮箱' });
    expect(email).toHaveValue('paid@example.com');
    fireEvent.change(email, { target: { value: 'other@' } });
    expect(await within(dialog).findByText('邮箱格式不正确,请输入正确的邮箱地址')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    fireEvent.change(email, { target: { value: '' } });
    expect(await within(dialog).findByText('请输入邮箱')).toBeInTheDocument();
    expect(postedBodies(fetchMock, address.send)).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'other@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, address.send)).toEqual([
        { per_order_id: 31, email: 'other@example.com' },
      ]),
    );
    expect(await screen.findByText('数据已发送至您的邮箱，请注意查收')).toBeInTheDocument();
    click.mockRestore();
  });

  it('编辑 opens the form with the draft; after 暂存 a confirm shows the server’s message; OK goes to 我的数据 → 个性化定制', async () => {
    const fetchMock = installFakeServer({
      [address.list]: () => envelopeResponse({ list: everyState.slice(0, 1), total: 1 }),
      [address.apply]: () =>
        envelopeResponse({
          agent_label_apply_id: 1,
          status: 0,
          message: '暂存成功，可在我的数据-个性化定制中继续编辑并提交',
        }),
    });
    const { router } = renderRoutes([{ path: '/manin/*', element: <MyCustomRequests /> }], {
      route: '/manin/record',
    });
    const draft = await screen.findByRole('listitem', { name: '暂存的需求' });
    fireEvent.click(within(draft).getByRole('button', { name: /编辑/ }));
    const form = await findDialog('修改定制需求');
    await waitFor(() => expect(within(form).getByLabelText('定制名称')).toHaveValue('暂存的需求'));
    fireEvent.click(within(form).getByRole('button', { name: '暂存' }));
    await waitFor(() => expect(postedBodies(fetchMock, address.apply)).toHaveLength(1));
    expect(postedBodies(fetchMock, address.apply)[0]).toMatchObject({
      agent_label_apply_id: 1,
      type: 0,
      sys_user_id: 7,
    });

    const confirm = await findDialog('保存成功');
    expect(confirm).toHaveTextContent('暂存成功，可在我的数据-个性化定制中继续编辑并提交');
    expect(confirm).toHaveTextContent('详情请在“我的数据 - 个性化定制”中查看。');
    fireEvent.click(within(confirm).getByRole('button', { name: '查看我的数据' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=custom'));
    expect(router.state.location.pathname).toBe('/manin/record');
  });

  it('a card opens its record; 立即购买 too, and 修改定制条件 starts a NEW request from the done one', async () => {
    const doneRow = everyState[4]!;
    const fetchMock = installFakeServer({
      [address.list]: () => envelopeResponse({ list: [everyState[0]!, doneRow], total: 2 }),
      [address.detail(1)]: () => envelopeResponse(everyState[0]),
      [address.detail(5)]: () => envelopeResponse(doneRow),
      [address.pricing]: () => envelopeResponse({ nums: 1500, price: '45.00', min_price: '1.00' }),
      [address.apply]: () =>
        envelopeResponse({
          agent_label_apply_id: 77,
          status: 1,
          message: '提交成功，工作人员将在2-3个工作日内完成审核',
        }),
    });
    renderWithProviders(<MyCustomRequests />);

    // the card itself opens the record (a draft: step 0, no pay form)
    fireEvent.click(await screen.findByText('暂存的需求'));
    let record = await findDialog('定制详情');
    expect(within(record).queryByRole('region', { name: '购买定制数据' })).not.toBeInTheDocument();
    // the footer's 关闭 (the corner × is also named 关闭)
    fireEvent.click(within(record).getAllByRole('button', { name: '关闭' }).at(-1)!);

    fireEvent.click(within(card('待购买的需求')).getByRole('button', { name: /立即购买/ }));
    record = await newestDialog('定制详情');
    const pay = await within(record).findByRole('region', { name: '购买定制数据' });
    await waitFor(() => expect(within(pay).getByTestId('custom-price')).toHaveTextContent('¥45.00'));
    expect(within(pay).getByRole('textbox', { name: '接收邮箱' })).toHaveFocus();

    fireEvent.click(within(pay).getByRole('button', { name: /修改定制条件/ }));
    const form = await findDialog('个性化定制');
    await waitFor(() => expect(within(form).getByLabelText('定制名称')).toHaveValue('待购买的需求'));
    fireEvent.click(within(form).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(postedBodies(fetchMock, address.apply)).toHaveLength(1));
    const body = postedBodies(fetchMock, address.apply)[0] as Record<string, unknown>;
    expect(body).toMatchObject({ name: '待购买的需求', type: 1, sys_user_id: 7 });
    expect(body).not.toHaveProperty('agent_label_apply_id');
    expect(await findDialog('保存成功')).toHaveTextContent('提交成功，工作人员将在2-3个工作日内完成审核');
  });
});
