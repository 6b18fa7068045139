import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ActionPaths as P,
  SaleLabelPaths,
  type ClientRow,
  type Page,
  type SaleLabelRow,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { chooseOption, pasteInto } from '../../test/user-actions.ts';
import { button } from '../../test/antd-queries.ts';
import { api, clientRow, fastUser, lastQuery, SLOW } from './test-fixtures.ts';
import { ClientsPage } from './ClientsPage.tsx';

const ALL = ['action:client:list', 'action:contract:list', 'action:order:list', 'sale:label:list'];

const LABELS: SaleLabelRow[] = [
  { label_id: 3, name: '重点客户', color: 'red', lead_count: 4, created_at: '2026-11-01 09:00:00' },
  { label_id: 4, name: '续约', color: 'blue', lead_count: 2, created_at: '2026-11-02 09:00:00' },
];
const CLIENTS = [clientRow()];

function serve() {
  return installFakeServer({
    [api(P.clients)]: () =>
      envelopeResponse({ list: CLIENTS, total: CLIENTS.length } satisfies Page<ClientRow>),
    [api(SaleLabelPaths.list)]: () => envelopeResponse(LABELS),
  });
}

describe('我的客户 (/action/clients)', SLOW, () => {
  it('shows each won lead with its sums in yuan and links to its contracts and orders', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<ClientsPage />, { route: '/action/clients' });

    const row = within((await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest('tr')!);
    expect(row.getByRole('link', { name: '深圳市蓝鲸科技有限公司' })).toHaveAttribute(
      'href',
      '/sale/lead/11',
    );
    expect(row.getByText('重点客户')).toBeInTheDocument();
    expect(row.getByText('2026-11-20 10:00')).toBeInTheDocument();
    expect(row.getByText('¥1,234,567.89')).toBeInTheDocument();
    expect(row.getByText('¥60,000.00')).toBeInTheDocument();
    expect(row.getByText('¥75,000.50')).toBeInTheDocument();
    expect(row.getByText('2026-11-25')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '查看合同：深圳市蓝鲸科技有限公司' })).toHaveAttribute(
      'href',
      '/action/contract?lead_id=11',
    );
    expect(row.getByRole('link', { name: '查看订单：深圳市蓝鲸科技有限公司' })).toHaveAttribute(
      'href',
      '/action/orders?lead_id=11',
    );
    const q = lastQuery(fetchMock, api(P.clients));
    expect([q.get('sort'), q.get('order')]).toEqual(['won_at', 'desc']);
  });

  it('sends the keyword, the label and the sort', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<ClientsPage />, { route: '/action/clients' });
    const user = fastUser();
    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });

    await pasteInto(user, screen.getByLabelText('企业'), ' 蓝鲸 ');
    await chooseOption(user, document.body, '标签', '续约');
    await user.click(button('查询'));
    await waitFor(() => {
      const q = lastQuery(fetchMock, api(P.clients));
      expect([q.get('keyword'), q.get('label_id')]).toEqual(['蓝鲸', '4']);
    });

    await chooseOption(user, document.body, '排序', '已回款（从高到低）');
    await waitFor(() => {
      const q = lastQuery(fetchMock, api(P.clients));
      expect([q.get('keyword'), q.get('label_id'), q.get('sort'), q.get('order')]).toEqual([
        '蓝鲸',
        '4',
        'received_fen',
        'desc',
      ]);
    });

    await chooseOption(user, document.body, '排序', '合同金额（从高到低）');
    await waitFor(() => expect(lastQuery(fetchMock, api(P.clients)).get('sort')).toBe('contract_fen'));
  });

  it('is refused without action:client:list; without the label permission there is no label filter', async () => {
    serve();
    signIn(userInfo({ authList: ['action:contract:list'] }));
    const { unmount } = renderWithProviders(<ClientsPage />, { route: '/action/clients' });
    expect(await screen.findByText('当前角色无权查看客户')).toBeInTheDocument();
    unmount();

    signIn(userInfo({ authList: ['action:client:list'] }));
    renderWithProviders(<ClientsPage />, { route: '/action/clients' });
    const row = within((await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest('tr')!);
    expect(screen.queryByRole('combobox', { name: '标签' })).not.toBeInTheDocument();
    expect(row.queryByRole('link', { name: /查看合同/ })).not.toBeInTheDocument();
  });
});
