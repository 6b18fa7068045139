import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ActionCalls, FollowCalls, LeadCalls } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { exportQuery, ExportListButton, type ListFilters } from './ExportListButton.tsx';
import { api, fastUser, SLOW } from './test-fixtures.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LEADS_EXPORT = api('/sale/lead/list/export');

/** The .xlsx answer of an export, named as the server names it. */
const xlsx = (name: string) =>
  new Response('PK\u0003\u0004', {
    headers: {
      'content-type': XLSX,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

/** Path and query of every request to `path`, in order. */
const requestsTo = (fetchMock: ReturnType<typeof installFakeServer>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.split('?')[0] === path)
    .map(([url, init]) => ({
      query: Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')),
      auth: (init?.headers as Record<string, string> | undefined)?.Authorization,
    }));

const exportButton = () => screen.getByRole('button', { name: /导\s*出/ });

describe('ExportListButton (导出 of a sales list)', SLOW, () => {
  // jsdom has no blob URLs, and the hidden link's click would navigate: record the saved names
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let saved: string[];
  let clicked: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    clicked.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('downloads <list path>/export with the list’s filters (sort and order too), never page or limit', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = installFakeServer({
      [LEADS_EXPORT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    signIn(userInfo({ authList: ['sale:follow:list'] }));
    const filters: ListFilters<typeof LeadCalls.list> = {
      pool: true,
      keyword: '蓝鲸 科技',
      label_id: 3,
      stage: undefined,
      sort: 'amount_fen',
      order: 'asc',
    };
    // a page's whole input, paging included: the export leaves the paging out
    const pageInput = { ...filters, page: 3, limit: 50 };
    renderWithProviders(<ExportListButton call={LeadCalls.list} filters={pageInput} />);

    await fastUser().click(exportButton());
    await waitFor(() => expect(requestsTo(fetchMock, LEADS_EXPORT)).toHaveLength(1));
    expect(requestsTo(fetchMock, LEADS_EXPORT)[0]).toEqual({
      query: { pool: 'true', keyword: '蓝鲸 科技', label_id: '3', sort: 'amount_fen', order: 'asc' },
      auth: 'tok-1',
    });
    // loading while the file streams in
    await waitFor(() => expect(exportButton()).toHaveAttribute('aria-busy', 'true'));
    expect(exportButton()).toHaveClass('ant-btn-loading');

    answer(xlsx('销售线索-20261127-101500.xlsx'));
    expect(await screen.findByText('导出完成')).toBeInTheDocument();
    expect(saved).toEqual(['销售线索-20261127-101500.xlsx']);
    await waitFor(() => expect(exportButton()).toHaveAttribute('aria-busy', 'false'));
  });

  it('exports any list by its own path: 待跟进 by range, 合同 with the lead of the address', async () => {
    const dueExport = api(`${FollowCalls.due.path}/export`);
    const contractExport = api(`${ActionCalls.contracts.path}/export`);
    const fetchMock = installFakeServer({
      [dueExport]: () => xlsx('待跟进线索.xlsx'),
      [contractExport]: () => xlsx('合同.xlsx'),
    });
    signIn(userInfo({ authList: ['sale:record:list', 'action:contract:list'] }));
    renderWithProviders(
      <>
        <ExportListButton call={FollowCalls.due} filters={{ range: 'overdue' }} />
        <ExportListButton
          call={ActionCalls.contracts}
          filters={{ status: 'signed', lead_id: 11, sort: 'signed_on', order: 'desc' }}
        />
      </>,
    );
    const [due, contracts] = screen.getAllByRole('button', { name: /导\s*出/ });
    const user = fastUser();
    await user.click(due!);
    await waitFor(() => expect(saved).toEqual(['待跟进线索.xlsx']));
    await user.click(contracts!);
    await waitFor(() => expect(saved).toEqual(['待跟进线索.xlsx', '合同.xlsx']));
    expect(requestsTo(fetchMock, dueExport).map((r) => r.query)).toEqual([{ range: 'overdue' }]);
    expect(requestsTo(fetchMock, contractExport).map((r) => r.query)).toEqual([
      { status: 'signed', lead_id: '11', sort: 'signed_on', order: 'desc' },
    ]);
  });

  it('shows the server’s reason when the export is refused, and saves nothing', async () => {
    installFakeServer({
      [LEADS_EXPORT]: () => envelopeResponse(null, 400, '筛选条件不正确：关键词最多 50 个字符', 400),
    });
    signIn(userInfo({ authList: ['sale:follow:list'] }));
    renderWithProviders(<ExportListButton call={LeadCalls.list} filters={{ keyword: '蓝鲸' }} />);
    await fastUser().click(exportButton());
    expect(await screen.findByText('筛选条件不正确：关键词最多 50 个字符')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.queryByText('导出完成')).not.toBeInTheDocument();
    await waitFor(() => expect(exportButton()).toHaveAttribute('aria-busy', 'false'));
  });

  it('says the export failed when the answer is neither the file nor an envelope', async () => {
    installFakeServer({ [LEADS_EXPORT]: () => new Response('<html>502</html>', { status: 502 }) });
    signIn(userInfo({ authList: ['sale:follow:list'] }));
    renderWithProviders(<ExportListButton call={LeadCalls.list} filters={{}} />);
    await fastUser().click(exportButton());
    expect(await screen.findByText('导出失败，请稍后重试')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is not offered without the list’s own permission', () => {
    signIn(userInfo({ authList: ['sale:apply:list'] }));
    renderWithProviders(<ExportListButton call={LeadCalls.list} filters={{ pool: true }} />);
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
  });
});

describe('exportQuery', () => {
  it('drops paging and empty fields, and writes true / false as words', () => {
    expect(
      exportQuery({ page: 2, limit: 20, pool: false, review: true, keyword: '', stage: undefined, id: 0 }),
    ).toEqual({ pool: 'false', review: 'true', id: 0 });
  });
});
