import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  SaleLabelPaths,
  ActionMessages as M,
  ActionPaths as P,
  LeadPaths,
  listExportPath,
  type Attachment,
  type ContractRow,
  type Page,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { chooseOption, pasteInto } from '../../test/user-actions.ts';
import { okButton } from '../../test/antd-queries.ts';
import { api, contractRow, fastUser, fetched, LABELS, lastQuery, LEADS, SLOW } from './test-fixtures.ts';
import { ContractsPage } from './ContractsPage.tsx';

const ALL = [
  'action:contract:list',
  'action:contract:create',
  'action:contract:update',
  'action:contract:delete',
  'sale:follow:list',
];

const CONTRACTS = [contractRow()];
const FILES: Attachment[] = [
  {
    attachment_id: 5,
    file_name: '合同扫描件.pdf',
    size: 204_800,
    uploaded_by_name: '林晓峰',
    created_at: '2026-11-20 10:30:00',
  },
];
const UPLOAD = api('/action/contract/61/attachment');
const EXPORT = api(listExportPath(P.contracts));

function serve() {
  return installFakeServer({
    [api(P.contracts)]: () =>
      envelopeResponse({ list: CONTRACTS, total: CONTRACTS.length } satisfies Page<ContractRow>),
    [api(LeadPaths.list)]: () => envelopeResponse({ list: LEADS, total: LEADS.length }),
    [api(SaleLabelPaths.list)]: () => envelopeResponse(LABELS),
    [api(P.contractCreate)]: () => envelopeResponse({ message: M.contractWon, contract_id: 62 }),
    [api('/action/contract/61')]: () => envelopeResponse({ message: M.deleted }),
    [api('/action/contract/61/attachments')]: () => envelopeResponse(FILES),
    [UPLOAD]: () => envelopeResponse({ message: M.attachmentUploaded, attachment_id: 6 }),
    [api('/action/contract/attachment/5')]: () => envelopeResponse({ message: M.deleted }),
    [EXPORT]: () =>
      new Response('PK', {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': "attachment; filename*=UTF-8''%E5%90%88%E5%90%8C.xlsx",
        },
      }),
    [api('/action/contract/attachment/5/file')]: () =>
      new Response('%PDF-1.4', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': "attachment; filename*=UTF-8''%E5%90%88%E5%90%8C.pdf",
        },
      }),
  });
}

describe('合同管理 (/action/contract)', SLOW, () => {
  const created = vi.fn(() => 'blob:contract');
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let clicked: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    clicked.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    created.mockClear();
  });

  it('lists contracts with money in yuan, the share received, the term and the status in words', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<ContractsPage />, { route: '/action/contract' });

    const row = (await screen.findByText('HT-2026-001')).closest('tr')!;
    const r = within(row);
    expect(r.getByRole('link', { name: '深圳市蓝鲸科技有限公司' })).toHaveAttribute('href', '/sale/lead/11');
    expect(r.getByText('¥100,000.00')).toBeInTheDocument();
    expect(r.getByText('¥60,000.00')).toBeInTheDocument();
    expect(r.getByText('60%')).toBeInTheDocument();
    expect(r.getByText('2026-12-01 至 2027-11-30')).toBeInTheDocument();
    expect(r.getByText('执行中')).toBeInTheDocument();
    expect(lastQuery(fetchMock, api(P.contracts)).get('sort')).toBe('created_at');
  });

  it('searches by keyword and sorts by amount', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<ContractsPage />, { route: '/action/contract' });
    const user = fastUser();
    await screen.findByText('HT-2026-001');

    await pasteInto(user, screen.getByLabelText('关键词'), 'HT-2026');
    await chooseOption(user, document.body, '排序', '金额（从高到低）');
    await waitFor(() => {
      const q = lastQuery(fetchMock, api(P.contracts));
      expect([q.get('keyword'), q.get('sort'), q.get('order'), q.get('page')]).toEqual([
        'HT-2026',
        'amount_fen',
        'desc',
        '1',
      ]);
    });

    // 导出: the rows the list shows (its search and order), every page
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(fetched(fetchMock, EXPORT)).toHaveLength(1));
    expect(Object.fromEntries(lastQuery(fetchMock, EXPORT))).toEqual({
      keyword: 'HT-2026',
      sort: 'amount_fen',
      order: 'desc',
    });
    expect(await screen.findByText('导出完成')).toBeInTheDocument();
    expect(created).toHaveBeenCalled();
  });

  it('filters by a label of the clients (with sale:label:list)', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: [...ALL, 'sale:label:list'] }));
    renderWithProviders(<ContractsPage />, { route: '/action/contract' });
    const user = fastUser();
    await screen.findByText('HT-2026-001');
    await chooseOption(user, document.body, '标签', LABELS[0]!.name);
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(lastQuery(fetchMock, api(P.contracts)).get('label_id')).toBe(String(LABELS[0]!.label_id)),
    );
  });

  it('creates a contract: yuan to fen, dates as YYYY-MM-DD, received never above the amount', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<ContractsPage />, { route: '/action/contract?lead_id=11' });
    const user = fastUser();
    await screen.findByText('HT-2026-001');
    expect(lastQuery(fetchMock, api(P.contracts)).get('lead_id')).toBe('11');

    await user.click(screen.getByRole('button', { name: /新建合同/ }));
    const dialog = await findDialog('新建合同');
    // the page is for one client: it is preselected
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: '客户' }).closest('.ant-select')).toHaveTextContent(
        '深圳市蓝鲸科技有限公司',
      ),
    );
    const d = within(dialog);
    await pasteInto(user, d.getByLabelText('合同编号'), ' HT-2026-002 ');
    await pasteInto(user, d.getByLabelText('合同名称'), '数据接口服务合同');
    await pasteInto(user, d.getByLabelText('合同金额（元）'), '12345.67');
    await pasteInto(user, d.getByLabelText('已回款（元）'), '20000');
    await user.type(d.getByLabelText('签订日期'), '2026-11-20{Enter}');
    await user.type(d.getByLabelText('开始日期'), '2026-12-01{Enter}');
    await user.type(d.getByLabelText('结束日期'), '2027-11-30{Enter}');
    await chooseOption(user, dialog, '状态', '已签订');
    expect(await d.findByText('保存后，该线索将标记为赢单。')).toBeInTheDocument();

    await user.click(okButton(dialog));
    expect(await d.findByText(M.receivedOverAmount)).toBeInTheDocument();
    expect(postedBodies(fetchMock, api(P.contractCreate))).toEqual([]);

    const received = d.getByLabelText('已回款（元）');
    await user.clear(received);
    await user.paste('2345.6');
    await user.click(okButton(dialog));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.contractCreate))).toEqual([
        {
          lead_id: 11,
          code: 'HT-2026-002',
          title: '数据接口服务合同',
          amount_fen: 1234567,
          received_fen: 234560,
          signed_on: '2026-11-20',
          start_on: '2026-12-01',
          end_on: '2027-11-30',
          status: 'signed',
          remark: null,
        },
      ]),
    );
    // the server's answer says the lead is won
    expect(await screen.findByText(M.contractWon)).toBeInTheDocument();
  });

  it('refuses an end date before the start', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<ContractsPage />, { route: '/action/contract' });
    const user = fastUser();
    await screen.findByText('HT-2026-001');
    await user.click(screen.getByRole('button', { name: '修改：HT-2026-001' }));
    const dialog = await findDialog('修改合同');
    const d = within(dialog);
    // the row's values are in the form, in yuan
    expect(d.getByLabelText('合同金额（元）')).toHaveValue('100,000.00');
    const end = d.getByLabelText('结束日期');
    await user.clear(end);
    await user.type(end, '2026-11-01{Enter}');
    await user.click(okButton(dialog));
    expect(await d.findByText(M.endBeforeStart)).toBeInTheDocument();
    expect(fetched(fetchMock, api('/action/contract/61'))).toEqual([]);
  });

  it('attachments: refuses an oversize file without a request, uploads multipart with the token, downloads', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<ContractsPage />, { route: '/action/contract' });
    const user = fastUser();

    await user.click(await screen.findByRole('button', { name: '附件：HT-2026-001（1 个）' }));
    const drawer = (await screen.findByText('附件 · HT-2026-001')).closest<HTMLElement>('.ant-drawer')!;
    expect(await within(drawer).findByText('合同扫描件.pdf')).toBeInTheDocument();
    // the Upload replaces its file input after every pick
    const input = () => drawer.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input()).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg,.doc,.docx,.xls,.xlsx');

    const big = new File(['x'], '合同全文.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(input(), big);
    expect(await within(drawer).findByText(M.attachmentTooLarge)).toBeInTheDocument();
    expect(fetched(fetchMock, UPLOAD)).toEqual([]);

    await user.upload(input(), new File(['%PDF'], '补充协议.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(M.attachmentUploaded)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([u]) => u === UPLOAD)!;
    expect(init?.method).toBe('POST');
    expect(((init?.body as FormData).get('file') as File).name).toBe('补充协议.pdf');
    expect((init?.headers as Record<string, string>).Authorization).toBe('tok-1');
    // the list and the count load again
    await waitFor(() => expect(fetched(fetchMock, api('/action/contract/61/attachments')).length).toBe(2));

    await user.click(within(drawer).getByRole('button', { name: '下载：合同扫描件.pdf' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const [, download] = fetchMock.mock.calls.find(([u]) => u === api('/action/contract/attachment/5/file'))!;
    expect((download?.headers as Record<string, string>).Authorization).toBe('tok-1');
  });
});
