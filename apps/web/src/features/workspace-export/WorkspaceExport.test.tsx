import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ResultCode,
  WorkspaceExportMessages as M,
  WorkspaceExportPaths as P,
  type CapacityEntry,
  type ExportResult,
  type Page,
  type WorkspaceExport,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { readUserInfo } from '../../lib/session/index.ts';
import { CapacityHistory, ExportHistory } from './ExportHistory.tsx';
import { ExportSeekButton } from './ExportSeekButton.tsx';

const SLOW = { timeout: 60_000 };
const api = (path: string) => `/api${path}`;
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const done: WorkspaceExport = {
  workspace_export_id: 41,
  title: '企业查询：关键词：科技',
  rows: 30,
  created_at: '2026-11-26 10:00:00',
  downloadable: true,
};

/** URL.createObjectURL and the hidden link's click, which jsdom lacks or would navigate. */
function stubDownloads() {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    clicked,
    restore() {
      clicked.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('导出 on the search (ExportSeekButton)', SLOW, () => {
  const condition = { keyword: '科技', sort: 'relevance' as const };

  it('exports the chosen number of rows, takes the new rest into the stored user and downloads the file', async () => {
    const downloads = stubDownloads();
    const fetchMock = installFakeServer({
      [api(P.seek)]: () => envelopeResponse({ export: done, number_rest: 70 } satisfies ExportResult),
      [api(P.file.replace(':id', '41'))]: () => new Response('xlsx', { headers: { 'Content-Type': XLSX } }),
    });
    signIn(userInfo({ authList: ['data:search:export'], number_rest: 100, agent_rank: 10 }));
    const actor = fastUser();
    renderWithProviders(<ExportSeekButton condition={condition} summary="关键词：科技" total={1234} />);
    await actor.click(screen.getByRole('button', { name: /导\s*出/ }));
    const dialog = await findDialog('导出企业数据');
    expect(within(dialog).getByText('共找到 1,234 家企业')).toBeInTheDocument();
    expect(within(dialog).getByTestId('export-rest')).toHaveTextContent('100');
    // 1,234 found, 100 left: the whole search is more than the rest
    expect(within(dialog).getByText(/不足本次导出条数/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /导出并下载/ })).toBeDisabled();

    const rows = within(dialog).getByRole('spinbutton', { name: '导出条数' });
    await actor.clear(rows);
    await actor.type(rows, '30');
    expect(within(dialog).getByText('（导出后剩余 70 条）')).toBeInTheDocument();
    await actor.click(within(dialog).getByRole('button', { name: /导出并下载/ }));

    await waitFor(() => expect(downloads.clicked).toHaveBeenCalled());
    expect(postedBodies(fetchMock, api(P.seek))).toEqual([{ keyword: '科技', sort: 'relevance', rows: 30 }]);
    expect(readUserInfo()?.number_rest).toBe(70);
    expect(await screen.findByText(M.exported(30))).toBeInTheDocument();
    downloads.restore();
  });

  it('shows the server’s refusal and keeps the stored rest', async () => {
    installFakeServer({
      [api(P.seek)]: () => envelopeResponse(null, ResultCode.invalid, M.capacityShort(5, 30)),
    });
    signIn(userInfo({ authList: ['data:search:export'], number_rest: 100 }));
    const actor = fastUser();
    renderWithProviders(<ExportSeekButton condition={condition} total={30} />);
    await actor.click(screen.getByRole('button', { name: /导\s*出/ }));
    const dialog = await findDialog('导出企业数据');
    await actor.click(within(dialog).getByRole('button', { name: /导出并下载/ }));
    expect(await screen.findByText(M.capacityShort(5, 30))).toBeInTheDocument();
    expect(readUserInfo()?.number_rest).toBe(100);
  });

  it('shows 不限 for an unlimited rank and is hidden without data:search:export', async () => {
    signIn(userInfo({ authList: ['data:search:export'], agent_rank: 999, number_rest: null }));
    const actor = fastUser();
    const { unmount } = renderWithProviders(<ExportSeekButton condition={condition} total={9_000} />);
    await actor.click(screen.getByRole('button', { name: /导\s*出/ }));
    const dialog = await findDialog('导出企业数据');
    expect(within(dialog).getByTestId('export-rest')).toHaveTextContent('不限');
    expect(within(dialog).getByRole('spinbutton', { name: '导出条数' })).toHaveValue('5000');
    unmount();
    signIn(userInfo({ authList: [] }));
    renderWithProviders(<ExportSeekButton condition={condition} total={9_000} />);
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});

describe('capacity history and my exports (/config/resource)', SLOW, () => {
  it('lists the ledger and the caller’s exports; an export downloads again', async () => {
    const downloads = stubDownloads();
    const fetchMock = installFakeServer({
      [api(P.capacityLog)]: () =>
        envelopeResponse({
          list: [
            {
              capacity_log_id: 2,
              kind: 'export',
              delta: -30,
              rest_after: 70,
              operator: '张三',
              note: done.title,
              created_at: '2026-11-26 10:00:00',
            },
            {
              capacity_log_id: 1,
              kind: 'adjust',
              delta: 100,
              rest_after: 100,
              operator: '平台管理员',
              note: '续费加量',
              created_at: '2026-11-20 09:00:00',
            },
          ],
          total: 2,
        } satisfies Page<CapacityEntry>),
      [api(P.list)]: () =>
        envelopeResponse({
          list: [done, { ...done, workspace_export_id: 7, downloadable: false, title: '旧的导出' }],
          total: 2,
        } satisfies Page<WorkspaceExport>),
      [api(P.file.replace(':id', '41'))]: () => new Response('xlsx', { headers: { 'Content-Type': XLSX } }),
    });
    signIn(userInfo({ authList: ['data:search:export'] }));
    const actor = fastUser();
    renderWithProviders(
      <>
        <CapacityHistory />
        <ExportHistory />
      </>,
    );
    const adjust = (await screen.findByText('续费加量')).closest('tr')!;
    expect(within(adjust).getByText('+100')).toBeInTheDocument();
    expect(within(adjust).getByText('额度调整')).toBeInTheDocument();
    const used = screen.getAllByText(done.title)[0]!.closest('tr')!;
    expect(within(used).getByText('-30')).toBeInTheDocument();
    const old = (await screen.findByText('旧的导出')).closest('tr')!;
    expect(within(old).getByText('已过期')).toBeInTheDocument();
    const mine = screen
      .getAllByText(done.title)
      .map((e) => e.closest('tr')!)
      .find((tr) => within(tr).queryByRole('button'))!;
    await actor.click(within(mine).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(downloads.clicked).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([u]) => u === api(P.file.replace(':id', '41')))).toBe(true);
    downloads.restore();
  });
});
