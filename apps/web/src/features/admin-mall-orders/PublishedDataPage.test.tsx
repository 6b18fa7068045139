import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublishedRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { orderDelivery, shopBuyer } from './test-fixtures.ts';
import { okButton, tableRow } from '../../test/antd-queries.ts';
import { PublishedDataPage } from './PublishedDataPage.tsx';

const LIST = '/api/malldata/publisheddata';

function row(over: Partial<PublishedRow>): PublishedRow {
  return {
    ...orderDelivery(),
    order_kind: 'shop_order',
    order_id: 1,
    order_code: 'QT20261122001',
    order_name: '广东省制造业企业名录（2026）',
    ...shopBuyer,
    ...over,
  };
}

const sent = row({});
const failed = row({
  data_delivery_id: 12,
  seq: 2,
  reason: 'admin',
  status: 'failed',
  email: 'boss@example.com',
  file_name: null,
  rows: null,
  bytes: null,
  sent_at: null,
  expires_at: null,
  remark: '邮件服务器拒收',
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function server() {
  return installFakeServer({
    [LIST]: () => envelopeResponse({ list: [sent, failed], total: 2 }),
    '/api/malldata/publisheddata/11/download': () =>
      envelopeResponse({
        url: '/api/download/tok123',
        file_name: sent.file_name,
        expires_at: '2026-11-29T02:00:00.000Z',
      }),
    '/api/malldata/publisheddata/12/resend': () =>
      envelopeResponse({ data_delivery_id: 13, email: 'boss@example.com' }),
  });
}

describe('PublishedDataPage (/malldata/publisheddata)', () => {
  it('lists delivered files with size, reason and state; searches', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['mall:published:list'] }));
    const fetchMock = server();
    const actor = userEvent.setup();
    renderWithProviders(<PublishedDataPage />);
    const first = within(await waitFor(() => tableRow('广东省制造业企业名录-20261122.xlsx')));
    expect(first.getByText('24.0 KB')).toBeInTheDocument();
    expect(first.getByText('1,200')).toBeInTheDocument();
    expect(first.getByText('首次发送')).toBeInTheDocument();
    expect(first.getByText('已发送').closest('.ant-tag')).toHaveClass('ant-tag-success');
    expect(first.getByText('2026-11-29 09:02')).toBeInTheDocument();
    const second = within(tableRow('boss@example.com'));
    expect(second.getByText('后台补发')).toBeInTheDocument();
    expect(second.getByText('发送失败').closest('.ant-tag')).toHaveClass('ant-tag-error');
    // no download / resend without those permissions
    expect(screen.queryByRole('button', { name: /下\s*载/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '重新发送' })).toBeNull();

    await actor.click(screen.getByLabelText('关键词'));
    await actor.paste('QT20261122001');
    await actor.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([url]) => url)
          .filter((u) => u.startsWith(`${LIST}?`))
          .at(-1),
      ).toContain('keyword=QT20261122001'),
    );
  });

  it('downloads a built file and resends a failed one', { timeout: 60_000 }, async () => {
    signIn(
      userInfo({
        sys_module_id: 0,
        authList: ['mall:published:list', 'mall:published:download', 'mall:published:resend'],
      }),
    );
    const fetchMock = server();
    const links: HTMLAnchorElement[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      links.push(this);
    });
    const actor = userEvent.setup();
    renderWithProviders(<PublishedDataPage />);
    await screen.findByText('广东省制造业企业名录-20261122.xlsx');

    // a file that was never built cannot be downloaded
    expect(within(tableRow('boss@example.com')).getByRole('button', { name: /下\s*载/ })).toBeDisabled();
    await actor.click(
      within(tableRow('广东省制造业企业名录-20261122.xlsx')).getByRole('button', { name: /下\s*载/ }),
    );
    await waitFor(() => expect(links).toHaveLength(1));
    expect(links[0]?.getAttribute('href')).toBe('/api/download/tok123');
    expect(links[0]?.download).toBe('广东省制造业企业名录-20261122.xlsx');
    clicked.mockRestore();
    expect(postedBodies(fetchMock, '/api/malldata/publisheddata/11/download')).toHaveLength(1);

    await actor.click(within(tableRow('boss@example.com')).getByRole('button', { name: '重新发送' }));
    const dialog = await findDialog('重新发送数据文件');
    expect(within(dialog).getByText('留空则发往 boss@example.com')).toBeInTheDocument();
    await actor.click(okButton(dialog));
    await waitFor(() =>
      expect(postedBodies(fetchMock, '/api/malldata/publisheddata/12/resend')).toEqual([{}]),
    );
    expect(
      await screen.findByText('已安排发送至 boss@example.com，稍后可在发送记录中查看结果'),
    ).toBeInTheDocument();
  });
});
