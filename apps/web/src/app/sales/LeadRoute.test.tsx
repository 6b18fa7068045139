import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ActionPaths, fillPath, type LeadDetail } from '@qishu/contract';
import { envelopeResponse, installFakeServer, SITE_INFO_PATH, siteInfo } from '../../test/fake-server.ts';
import { menuNode, signIn, userInfo } from '../../test/identity-fixtures.ts';
import { companyHeader, PROFILE_API } from '../../test/profile-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { appRoutes } from '../routes.tsx';

const lead: LeadDetail = {
  lead_id: 11,
  company_id: 42,
  company_name: '深圳华瑞科技有限公司',
  ccode: '91440300MA5DCNLX2Q',
  legal_person: '林晓峰',
  reg_capital: 5_000_000,
  reg_date: '2015-06-18',
  company_status: '存续',
  address: '广东省深圳市南山区科技园科发路 8 号',
  owner_id: 7,
  owner_name: '张三',
  stage: 'contacted',
  lost_reason: null,
  amount_fen: 0,
  source: 'profile',
  labels: [],
  next_follow_at: null,
  next_action: null,
  last_follow_at: null,
  created_at: '2026-11-20 09:00:00',
  owned_at: '2026-11-20 09:00:00',
  can_edit: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/sale/lead/:id (composed in app/sales)', () => {
  it('opens the lead in the workspace shell with the company’s profile summary beside it', async () => {
    const user = userInfo({ authList: ['sale:follow:list', 'data:search:details'] });
    const fetchMock = installFakeServer({
      [SITE_INFO_PATH]: () => envelopeResponse(siteInfo),
      '/api/admin/base/checkLogin': () =>
        envelopeResponse({
          userInfo: user,
          menuList: [menuNode({ sys_menu_id: 2, name: '线索跟进', vue_url: '/sale/follow' })],
          quickList: [],
        }),
      [`/api${fillPath(ActionPaths.lead, { id: 11 })}`]: () => envelopeResponse(lead),
      [`/api${fillPath(ActionPaths.timeline, { id: 11 })}`]: () => envelopeResponse([]),
      [`${PROFILE_API}/getBaseInfo/42`]: () => envelopeResponse(companyHeader()),
    });
    signIn(user);
    renderRoutes(appRoutes, { route: '/sale/lead/11' });

    expect(await screen.findByRole('menu', { name: '工作台菜单' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: '深圳华瑞科技有限公司', level: 4 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('模块正在建设中，敬请期待')).not.toBeInTheDocument();

    const aside = screen.getByRole('complementary', { name: '企业概况' });
    expect(await within(aside).findByRole('link', { name: '林晓峰' })).toHaveAttribute(
      'href',
      '/data/person/7',
    );
    expect(within(aside).getByText('法定代表人')).toBeInTheDocument();
    expect(within(aside).getByText('注册资本')).toBeInTheDocument();
    expect(within(aside).getByText('2015-06-18')).toBeInTheDocument();
    expect(within(aside).getByText('存续')).toBeInTheDocument();
    expect(within(aside).getByText('广东省深圳市南山区科技园科发路 8 号')).toBeInTheDocument();
    expect(within(aside).getByText('电话：0755-26881234')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: '查看企业详情' })).toHaveAttribute(
      'href',
      '/data/details/42',
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url.split('?')[0])).toContain(
        `${PROFILE_API}/getBaseInfo/42`,
      ),
    );
  });
});
