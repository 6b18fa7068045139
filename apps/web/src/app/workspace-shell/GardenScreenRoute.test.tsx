import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { envelopeResponse, installFakeServer, SITE_INFO_PATH, siteInfo } from '../../test/fake-server.ts';
import { menuNode, signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { chartLoader } from '../../features/garden-screen/EChart.tsx';
import { appRoutes } from '../routes.tsx';

const gardenUser = userInfo({ sys_module_id: 31, usr_agent_id: 3101, agent_name: '松山湖园区' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/garden/screen', () => {
  it('is a guarded workspace route shown without the shell (no menu, header or tabs)', async () => {
    vi.spyOn(chartLoader, 'load').mockResolvedValue({
      init: () => ({ setOption: () => {}, resize: () => {}, dispose: () => {} }),
    });
    installFakeServer({
      [SITE_INFO_PATH]: () => envelopeResponse(siteInfo),
      '/api/admin/base/checkLogin': () =>
        envelopeResponse({
          userInfo: gardenUser,
          menuList: [menuNode({ sys_menu_id: 1, name: '园区大屏', vue_url: '/garden/screen' })],
          quickList: [],
        }),
      '/api/park/index/screen': () =>
        envelopeResponse({
          total: 3,
          operating: 2,
          newThisYear: 1,
          totalCapital: 3e8,
          capitalBands: [{ code: 'lt1m', name: '100 万元以下', count: 3 }],
          monthly: [{ month: '2026-11', count: 1 }],
          industries: [{ code: 'I', name: '信息技术', count: 3 }],
          generatedAt: '2026-11-22T02:00:00.000Z',
        }),
    });
    signIn(gardenUser);
    renderRoutes(appRoutes, { route: '/garden/screen' });

    expect(await screen.findByRole('heading', { name: '松山湖园区 · 园区企业数据大屏' })).toBeInTheDocument();
    expect(await screen.findByTestId('screen-企业总数')).toHaveTextContent('3');
    expect(screen.queryByRole('menu', { name: '工作台菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
