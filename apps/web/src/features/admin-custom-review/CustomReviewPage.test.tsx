import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteInto } from '../../test/user-actions.ts';
import {
  CustomRequestMessages as M,
  numsToPrices,
  type CustomAttachSearchRequest,
  type Perm,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { CustomReviewPage } from './CustomReviewPage.tsx';
import { CustomReviewTexts as T } from './texts.ts';
import { AGENTS, at, attached, LIST, PRICE, processingRow, reviewRow } from './test-fixtures.ts';

const ALL_PERMS: Perm[] = ['mall:custom:list', 'mall:custom:audit', 'mall:custom:process'];
const SEARCH_BODY = {
  keyword: '',
  sys_area_id: ['330106'],
  has_email: 1,
} as unknown as CustomAttachSearchRequest;

const rejected = reviewRow({
  agent_label_apply_id: 2,
  name: '已驳回的需求',
  status: 2,
  status_text: '审核未通过',
  app_remark: '条件描述不清',
});
const done = reviewRow({
  agent_label_apply_id: 4,
  name: '已完成的需求',
  status: 4,
  status_text: '处理完成',
  data_source: 'file',
  condition: '西湖区企业.xlsx',
  data_file_name: '西湖区企业.xlsx',
  data_count: 1500,
  nums: 1200,
  price: '36.00',
  reviewed_by_name: '李审核',
  reviewed_at: '2026-11-21T03:00:00.000Z',
  order: {
    per_order_id: 51,
    order_code: 'PC20261122001',
    status: 1,
    nums: 1200,
    email: 'buyer@example.com',
    amount: '36.00',
    is_send: 2,
    send_remark: '邮箱拒收',
  },
});
const rows = [reviewRow(), processingRow, rejected, done];

function server(over: Record<string, (body: unknown) => Response | Promise<Response>> = {}) {
  return installFakeServer({
    [LIST]: () => envelopeResponse({ list: rows, total: rows.length }),
    [AGENTS]: () =>
      envelopeResponse([
        { usr_agent_id: 2, agent_name: '西湖招商中心' },
        { usr_agent_id: 5, agent_name: '滨江科技园' },
      ]),
    [`${LIST}/4`]: () => envelopeResponse(done),
    [PRICE]: (body) => envelopeResponse(numsToPrices(Number((body as { nums: number }).nums))),
    ...over,
  });
}

function renderPage(perms: Perm[] = ALL_PERMS) {
  signIn(userInfo({ sys_module_id: 0, authList: perms }));
  return renderWithProviders(
    <CustomReviewPage
      renderConditionForm={(form) => (
        <button type="button" disabled={form.searching} onClick={() => form.onSearch(SEARCH_BODY)}>
          {form.submitText}
        </button>
      )}
    />,
  );
}

/** The 确定 of the open confirmation asking `question` (once it is shown, not while it closes). */
function confirmButton(question: string): Promise<HTMLElement> {
  return waitFor(() => {
    const popover = screen
      .getAllByText(question)
      .map((q) => q.closest<HTMLElement>('.ant-popover')!)
      .find((p) => !p.classList.contains('ant-popover-hidden'));
    return within(popover!).getByRole('button', { name: new RegExp(T.ok) });
  });
}

const rowOf = async (name: string) => within((await screen.findByText(name)).closest<HTMLElement>('tr')!);
/** The table's list calls (the status switch's counts ask for one row each). */
const listUrls = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.map(([u]) => u).filter((u) => u.startsWith(`${LIST}?`) && !u.endsWith('limit=1'));
const countUrls = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.map(([u]) => u).filter((u) => u.startsWith(`${LIST}?`) && u.endsWith('limit=1'));
const actionNames = (row: ReturnType<typeof within>) =>
  row.queryAllByRole('button').map((b: HTMLElement) => b.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CustomReviewPage (/sys/apply)', () => {
  it('lists the requests and builds the query from the filters', { timeout: 60_000 }, async () => {
    const fetchMock = server();
    const actor = userEvent.setup();
    renderPage();

    const first = await rowOf('杭州软件企业名录');
    expect(first.getByText('王定制')).toBeInTheDocument();
    expect(first.getByText('13600000000')).toBeInTheDocument();
    expect(first.getByText('西湖招商中心')).toBeInTheDocument();
    expect(first.getByText('审核中')).toBeInTheDocument();
    expect(first.getByText('2026-11-20 10:00')).toBeInTheDocument();
    const finished = await rowOf('已完成的需求');
    expect(finished.getByText('处理完成')).toBeInTheDocument();
    expect(finished.getByText('西湖区企业.xlsx')).toBeInTheDocument();
    expect(finished.getByText('共 1,500 条')).toBeInTheDocument();
    expect(finished.getByText('1,200 条')).toBeInTheDocument();
    expect(finished.getByText('¥36.00')).toBeInTheDocument();
    // newest first is the server's order; the first page asks for no filter
    expect(listUrls(fetchMock)[0]).toBe(`${LIST}?page=1&limit=20`);

    // the status switch shows how many wait under review and in processing, and searches at once
    const switcher = document.querySelector<HTMLElement>('.ant-segmented')!;
    await waitFor(() => expect(within(switcher).getAllByTitle('4')).toHaveLength(2));
    expect(countUrls(fetchMock).sort()).toEqual([
      `${LIST}?status=1&page=1&limit=1`,
      `${LIST}?status=3&page=1&limit=1`,
    ]);
    fireEvent.click(within(switcher).getByText('处理中'));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('status=3'));

    // organisation and keyword on 查询
    fireEvent.mouseDown(screen.getByLabelText('机构'));
    fireEvent.click(await screen.findByTitle('滨江科技园'));
    await pasteInto(actor, screen.getByLabelText('关键词'), ' 软件 ');
    await actor.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('keyword='));
    const q = new URL(listUrls(fetchMock).at(-1)!, 'http://x').searchParams;
    expect(q.get('status')).toBe('3');
    expect(q.get('usr_agent_id')).toBe('5');
    expect(q.get('keyword')).toBe('软件');
    expect(q.get('page')).toBe('1');

    // 全部 drops the status again
    fireEvent.click(within(switcher).getByText('全部'));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).not.toContain('status='));
  });

  it('shows the actions each state allows to the permissions held', { timeout: 60_000 }, async () => {
    server();
    const view = renderPage();
    expect(actionNames(await rowOf('杭州软件企业名录'))).toEqual(['详情', '通过', '驳回']);
    expect(actionNames(await rowOf('西湖区有邮箱企业'))).toEqual(['详情', '处理', '驳回']);
    expect(actionNames(await rowOf('已驳回的需求'))).toEqual(['详情']);
    expect(actionNames(await rowOf('已完成的需求'))).toEqual(['详情']);
    view.unmount();

    // audit only: no 处理
    renderPage(['mall:custom:list', 'mall:custom:audit']);
    expect(actionNames(await rowOf('杭州软件企业名录'))).toEqual(['详情', '通过', '驳回']);
    expect(actionNames(await rowOf('西湖区有邮箱企业'))).toEqual(['详情', '驳回']);
  });

  it('a viewer sees the requests without any action', { timeout: 60_000 }, async () => {
    server();
    renderPage(['mall:custom:list']);
    expect(actionNames(await rowOf('杭州软件企业名录'))).toEqual(['详情']);
    expect(actionNames(await rowOf('西湖区有邮箱企业'))).toEqual(['详情']);
  });

  it(
    'approves after the confirmation; a refused transition shows the server text',
    { timeout: 60_000 },
    async () => {
      let answer = () => envelopeResponse(null, 400, '该定制需求当前为「处理中」，不能审核通过');
      const fetchMock = server({ [at(1, 'approve')]: () => answer() });
      renderPage();
      const first = await rowOf('杭州软件企业名录');

      fireEvent.click(first.getByRole('button', { name: '通过' }));
      const listed = listUrls(fetchMock).length;
      fireEvent.click(await confirmButton(T.approveConfirm));
      expect(await screen.findByText('该定制需求当前为「处理中」，不能审核通过')).toBeInTheDocument();
      // the refusal means the state moved on: the list is read again to show it
      await waitFor(() => expect(listUrls(fetchMock).length).toBeGreaterThan(listed));
      expect(screen.queryByText(M.approved)).toBeNull();

      answer = () => envelopeResponse({ ...reviewRow(), status: 3, status_text: '处理中' });
      fireEvent.click(first.getByRole('button', { name: '通过' }));
      fireEvent.click(await confirmButton(T.approveConfirm));
      expect(await screen.findByText(M.approved)).toBeInTheDocument();
      expect(postedBodies(fetchMock, at(1, 'approve'))).toHaveLength(2);
    },
  );

  it('rejects only with a reason', { timeout: 60_000 }, async () => {
    const fetchMock = server({ [at(1, 'reject')]: () => envelopeResponse({ ...reviewRow(), status: 2 }) });
    const actor = userEvent.setup();
    renderPage();
    fireEvent.click((await rowOf('杭州软件企业名录')).getByRole('button', { name: '驳回' }));
    const dialog = await findDialog('驳回定制需求：杭州软件企业名录');

    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(M.rejectReasonRequired)).toBeInTheDocument();
    await pasteInto(actor, within(dialog).getByLabelText('驳回原因'), '   ');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(M.rejectReasonRequired)).toBeInTheDocument();
    expect(postedBodies(fetchMock, at(1, 'reject'))).toHaveLength(0);

    await actor.clear(within(dialog).getByLabelText('驳回原因'));
    await pasteInto(actor, within(dialog).getByLabelText('驳回原因'), ' 条件描述不清，请补充地区 ');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, at(1, 'reject'))).toEqual([{ reason: '条件描述不清，请补充地区' }]),
    );
    expect(await screen.findByText(M.rejected)).toBeInTheDocument();
  });

  it(
    'processes: attaches a search (count and preview), then finishes with a checked count and price',
    { timeout: 60_000 },
    async () => {
      const fetchMock = server({
        [at(3, 'search')]: () => envelopeResponse(attached()),
        [at(3, 'finish')]: (body) => envelopeResponse({ ...attached().row, status: 4, ...(body as object) }),
      });
      const actor = userEvent.setup();
      renderPage();
      fireEvent.click((await rowOf('西湖区有邮箱企业')).getByRole('button', { name: '处理' }));
      const dialog = await findDialog('处理定制需求：西湖区有邮箱企业');
      // the requester's ask is in view while processing; no data yet, so no finishing
      expect(
        within(dialog).getByText('杭州市西湖区的软件和信息技术服务企业，注册资本500万以上'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText(M.dataMissing)).toBeInTheDocument();

      fireEvent.click(within(dialog).getByRole('button', { name: '筛选并保存' }));
      expect(await within(dialog).findByText('搜索到 1,200 家企业，已保存为处理结果')).toBeInTheDocument();
      expect(postedBodies(fetchMock, at(3, 'search'))).toEqual([SEARCH_BODY]);
      expect(within(dialog).getByText('杭州云栖数据科技有限公司')).toBeInTheDocument();
      expect(within(dialog).getByText('1,200 条')).toBeInTheDocument();

      // 记录数 defaults to all the data; 价格 to the tiered price of it
      const nums = within(dialog).getByLabelText('记录数');
      const price = within(dialog).getByLabelText('价格');
      expect(nums).toHaveValue('1200');
      await waitFor(() => expect(price).toHaveValue(numsToPrices(1200).price));

      await actor.clear(nums);
      await pasteInto(actor, nums, '1201');
      expect(await within(dialog).findByText(M.numsTooLarge)).toBeInTheDocument();
      await actor.clear(price);
      await pasteInto(actor, price, '1.234');
      expect(await within(dialog).findByText(M.priceInvalid)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: '完成处理' }));
      await new Promise((r) => setTimeout(r, 100));
      expect(screen.queryByText(/确认完成处理/)).toBeNull();

      await actor.clear(nums);
      await pasteInto(actor, nums, '1000');
      await actor.clear(price);
      await pasteInto(actor, price, '0.5');
      expect(await within(dialog).findByText('不足1元按1元收取')).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: '完成处理' }));
      fireEvent.click(await confirmButton(T.finishConfirm));
      await waitFor(() =>
        expect(postedBodies(fetchMock, at(3, 'finish'))).toEqual([{ nums: '1000', price: '0.5' }]),
      );
      expect(await screen.findByText(M.finished)).toBeInTheDocument();
    },
  );

  it('uploads an .xlsx and shows the server reason for a bad one', { timeout: 60_000 }, async () => {
    let answer = () => envelopeResponse(null, 400, M.fileHeader);
    const fetchMock = server({ [at(3, 'file')]: () => answer() });
    const actor = userEvent.setup({ applyAccept: false });
    renderPage();
    fireEvent.click((await rowOf('西湖区有邮箱企业')).getByRole('button', { name: '处理' }));
    const dialog = await findDialog('处理定制需求：西湖区有邮箱企业');
    fireEvent.click(within(dialog).getByRole('tab', { name: '上传文件' }));
    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

    // the wrong kind of file is refused before anything is sent
    await actor.upload(input(), new File(['a,b'], 'data.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(M.fileType)).toBeInTheDocument();
    expect(postedBodies(fetchMock, at(3, 'file'))).toHaveLength(0);

    const xlsx = () => new File(['PK'], '西湖区企业.xlsx', { type: 'application/vnd.ms-excel' });
    await actor.upload(input(), xlsx());
    expect(await within(dialog).findByText(M.fileHeader)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([u]) => u === at(3, 'file'))!;
    expect(((init?.body as FormData).get('file') as File).name).toBe('西湖区企业.xlsx');
    expect((init?.headers as Record<string, string>).Authorization).toBe('tok-1');

    answer = () =>
      envelopeResponse(
        attached({
          condition: '西湖区企业.xlsx',
          row: {
            ...attached().row,
            data_source: 'file',
            condition: '西湖区企业.xlsx',
            data_file_name: '西湖区企业.xlsx',
          },
        }),
      );
    await actor.upload(input(), xlsx());
    expect(await within(dialog).findByText('文件共 1,200 条数据，已保存为处理结果')).toBeInTheDocument();
    expect(within(dialog).queryByText(M.fileHeader)).toBeNull();
    expect(within(dialog).getByLabelText('记录数')).toHaveValue('1200');
  });

  it('the drawer shows every field, the review and the order', { timeout: 60_000 }, async () => {
    server();
    renderPage();
    fireEvent.click((await rowOf('已完成的需求')).getByRole('button', { name: '详情' }));
    const drawer = (await screen.findByText('定制需求：已完成的需求')).closest<HTMLElement>('.ant-drawer')!;
    const d = within(drawer);
    expect(await d.findByText('用于招商拜访')).toBeInTheDocument();
    expect(d.getByText('排除已注销企业')).toBeInTheDocument();
    expect(d.getByText('李审核')).toBeInTheDocument();
    expect(d.getByText('2026-11-21 11:00')).toBeInTheDocument();
    expect(d.getByText('上传文件')).toBeInTheDocument();
    expect(d.getByText('1,500 条')).toBeInTheDocument();
    expect(d.getByText('PC20261122001')).toBeInTheDocument();
    expect(d.getByText('已支付')).toBeInTheDocument();
    expect(d.getByText('发送失败')).toBeInTheDocument();
    expect(d.getByText('邮箱拒收')).toBeInTheDocument();
  });
});
