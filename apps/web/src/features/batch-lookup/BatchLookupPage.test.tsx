import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BatchLookupLimits as L,
  BatchLookupMessages as M,
  BatchLookupPaths as P,
  WorkspaceExportMessages,
  WorkspaceExportPaths,
  type BatchLookupResult,
  type BatchMatch,
  type ExportResult,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { pasteInto } from '../../test/user-actions.ts';
import { BatchLookupPage } from './BatchLookupPage.tsx';
import { unmatchedCsv } from './unmatched-files.ts';

const SLOW = { timeout: 60_000 };
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const api = (path: string) => `/api${path}`;
const SEEK_AND_EXPORT = ['data:search:seek', 'data:search:export'];

function match(over: Partial<BatchMatch>): BatchMatch {
  return {
    line: '深圳市星河科技有限公司',
    company_id: 700_001,
    name: '深圳市星河科技有限公司',
    ccode: '91440300MA5ABCDE01',
    matched_by: 'name',
    former_name: null,
    status: '存续',
    legal_person: '王伟',
    reg_capital: 5_000_000,
    reg_currency: '人民币',
    reg_date: '2015-06-01',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    ...over,
  };
}

const answer: BatchLookupResult = {
  read: 3,
  blank: 0,
  duplicates: 0,
  looked_up: 3,
  matched_lines: 2,
  matched: [
    match({}),
    match({
      line: '深圳市华创信息技术有限公司',
      company_id: 700_002,
      name: '华创（深圳）信息技术有限公司',
      matched_by: 'former_name',
      former_name: '深圳市华创信息技术有限公司',
      status: '注销',
    }),
  ],
  unmatched: ['不存在的公司'],
};

const exported: ExportResult = {
  export: {
    workspace_export_id: 31,
    title: '批量查询：粘贴名单 匹配结果',
    rows: 2,
    created_at: '2026-11-22 10:00:00',
    downloadable: true,
  },
  number_rest: 98,
};

describe('批量查询 (/data/batch)', SLOW, () => {
  const created = vi.fn(() => 'blob:batch');
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

  const serve = (over: Record<string, (body: unknown) => Response | Promise<Response>> = {}) =>
    installFakeServer({
      [api(P.lookup)]: () => envelopeResponse(answer),
      [api(P.file)]: () =>
        envelopeResponse({
          file_name: '客户名单.xlsx',
          sheet: '客户名单',
          column: '企业名称',
          lines: ['深圳市星河科技有限公司', '', '深圳市华创信息技术有限公司', '不存在的公司'],
        }),
      [api(WorkspaceExportPaths.companies)]: () => envelopeResponse(exported),
      [api(WorkspaceExportPaths.file.replace(':id', '31'))]: () =>
        new Response('xlsx', {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('匹配结果.xlsx')}`,
          },
        }),
      ...over,
    });

  it('counts the pasted lines, looks up the distinct ones and shows both tabs', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: SEEK_AND_EXPORT }));
    const actor = fastUser();
    renderWithProviders(<BatchLookupPage />, { route: '/data/batch' });
    const box = await screen.findByRole('textbox', { name: '企业名单' });
    await pasteInto(
      actor,
      box,
      '深圳市星河科技有限公司\n\n 深圳市星河科技有限公司 \n深圳市华创信息技术有限公司\n不存在的公司\n',
    );
    expect(
      await screen.findByText('共 5 行：空行 1 行已跳过，重复 1 行已合并，待查询 3 个'),
    ).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: /开始查询/ }));

    expect(await screen.findByText('查询 3 个，匹配成功 2 个（2 家企业），未匹配 1 个')).toBeInTheDocument();
    expect(postedBodies(fetchMock, api(P.lookup))).toEqual([
      { lines: ['深圳市星河科技有限公司', '深圳市华创信息技术有限公司', '不存在的公司'] },
    ]);
    const link = screen.getByRole('link', { name: '华创（深圳）信息技术有限公司' });
    expect(link).toHaveAttribute('href', '/data/details/700002');
    expect(link).toHaveAttribute('target', '_blank');
    const row = link.closest('tr')!;
    expect(within(row).getByText('曾用名')).toBeInTheDocument();
    expect(within(row).getByText('曾用名：深圳市华创信息技术有限公司')).toBeInTheDocument();
    expect(within(row).getByText('注销')).toBeInTheDocument();
    expect(within(row).getByText('500万人民币')).toBeInTheDocument();
    expect(within(row).getByText('广东省 深圳市 南山区')).toBeInTheDocument();

    await actor.click(screen.getByRole('tab', { name: '未匹配 1' }));
    expect(await screen.findByText('不存在的公司')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: /下载 \.csv/ }));
    const blob = (created.mock.calls as unknown as [Blob][])[0]![0];
    // the text after a BOM (which text() strips)
    const csv = '输入内容\r\n不存在的公司\r\n';
    expect(await blob.text()).toBe(csv);
    expect(blob.size).toBe(new TextEncoder().encode(`\uFEFF${csv}`).length);
  });

  it('refuses an empty list, too many lines and an over-long line before calling the server', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: SEEK_AND_EXPORT }));
    const actor = fastUser();
    renderWithProviders(<BatchLookupPage />);
    const box = await screen.findByRole('textbox', { name: '企业名单' });
    await actor.click(screen.getByRole('button', { name: /开始查询/ }));
    expect(await screen.findByText(M.empty)).toBeInTheDocument();

    fireEvent.change(box, {
      target: { value: Array.from({ length: L.maxLines + 1 }, (_, i) => `企业${i}`).join('\n') },
    });
    await actor.click(screen.getByRole('button', { name: /开始查询/ }));
    expect(await screen.findByText(M.tooMany)).toBeInTheDocument();

    fireEvent.change(box, { target: { value: `甲公司\n\n${'长'.repeat(L.lineMax + 1)}` } });
    await actor.click(screen.getByRole('button', { name: /开始查询/ }));
    expect(await screen.findByText(M.lineTooLong(3))).toBeInTheDocument();
    expect(postedBodies(fetchMock, api(P.lookup))).toEqual([]);
  });

  it('reads an uploaded file, says which column it used and looks its lines up', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ['data:search:seek'] }));
    const actor = fastUser();
    const { container } = renderWithProviders(<BatchLookupPage />);
    await screen.findByRole('textbox', { name: '企业名单' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await actor.upload(input, new File(['x'], '客户名单.xlsx'));
    expect(
      await screen.findByText('已读取「客户名单.xlsx」工作表「客户名单」的「企业名称」列，共 4 行'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '企业名单' })).toHaveValue(
      '深圳市星河科技有限公司\n\n深圳市华创信息技术有限公司\n不存在的公司',
    );
    await screen.findByText('查询 3 个，匹配成功 2 个（2 家企业），未匹配 1 个');
    expect(postedBodies(fetchMock, api(P.lookup))).toEqual([
      { lines: ['深圳市星河科技有限公司', '深圳市华创信息技术有限公司', '不存在的公司'] },
    ]);
    // without data:search:export there is no export button
    expect(screen.queryByRole('button', { name: /导出匹配结果/ })).toBeNull();
  });

  it('shows the server’s refusal of an upload', async () => {
    serve({ [api(P.file)]: () => envelopeResponse(null, 400, M.fileType) });
    signIn(userInfo({ authList: ['data:search:seek'] }));
    const actor = fastUser();
    const { container } = renderWithProviders(<BatchLookupPage />);
    await screen.findByRole('textbox', { name: '企业名单' });
    await actor.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], 'a.xlsx'),
    );
    expect(await screen.findByText(M.fileType)).toBeInTheDocument();
  });

  it('exports the matched companies, updates the capacity at once and downloads the file', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: SEEK_AND_EXPORT, number_rest: 100 }));
    const actor = fastUser();
    renderWithProviders(<BatchLookupPage />);
    await pasteInto(
      actor,
      await screen.findByRole('textbox', { name: '企业名单' }),
      '深圳市星河科技有限公司',
    );
    await actor.click(screen.getByRole('button', { name: /开始查询/ }));
    await actor.click(await screen.findByRole('button', { name: /导出匹配结果/ }));
    const dialog = await findDialog('导出匹配结果');
    expect(
      within(dialog).getByText('将导出 2 家企业的工商信息（.xlsx），占用本机构 2 条导出额度。'),
    ).toBeInTheDocument();
    await actor.click(within(dialog).getByRole('button', { name: /^导\s?出$/ }));

    expect(await screen.findByText(WorkspaceExportMessages.exported(2))).toBeInTheDocument();
    expect(postedBodies(fetchMock, api(WorkspaceExportPaths.companies))).toEqual([
      { company_ids: [700_001, 700_002], title: '批量查询：粘贴名单 匹配结果' },
    ]);
    expect(JSON.parse(localStorage.getItem('userInfo')!).number_rest).toBe(98);
    const download = fetchMock.mock.calls.find(([url]) => url.endsWith('/exportFile/31'));
    expect(download?.[1]?.headers).toMatchObject({ Authorization: 'tok-1' });
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(clicked).toHaveBeenCalled();
  });

  it('shows the capacity refusal and changes nothing', async () => {
    const refusal = WorkspaceExportMessages.capacityShort(1, 2);
    const fetchMock = serve({
      [api(WorkspaceExportPaths.companies)]: () => envelopeResponse(null, 400, refusal),
    });
    signIn(userInfo({ authList: SEEK_AND_EXPORT, number_rest: 1 }));
    const actor = fastUser();
    renderWithProviders(<BatchLookupPage />);
    await pasteInto(
      actor,
      await screen.findByRole('textbox', { name: '企业名单' }),
      '深圳市星河科技有限公司',
    );
    await actor.click(screen.getByRole('button', { name: /开始查询/ }));
    await actor.click(await screen.findByRole('button', { name: /导出匹配结果/ }));
    await actor.click(within(await findDialog('导出匹配结果')).getByRole('button', { name: /^导\s?出$/ }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userInfo')!).number_rest).toBe(1);
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/exportFile/'))).toBe(false);
  });
});

describe('unmatchedCsv', () => {
  it('quotes fields that need it and neutralises formulas', () => {
    expect(unmatchedCsv(['a,b', 'say "hi"', '=1+1', '普通'], '输入内容')).toBe(
      '输入内容\r\n"a,b"\r\n"say ""hi"""\r\n\'=1+1\r\n普通\r\n',
    );
  });
});
