import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  CustomRequestMessages as M,
  PrecisePaths,
  searchConditionGroups,
  ShopCataloguePaths,
} from '@qishu/contract';
import {
  AGENTS,
  at,
  attached,
  LIST,
  processingRow,
} from '../../features/admin-custom-review/test-fixtures.ts';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { menuNode, signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { CustomReviewRoute } from './CustomReviewRoute.tsx';
import { backofficeRoutes } from './index.ts';

const url = (path: string) => `/api${path}`;

afterEach(() => vi.unstubAllGlobals());

describe('/sys/apply with the precise search form', () => {
  it('is the back-office route of 定制审核', { timeout: 60_000 }, async () => {
    installFakeServer({
      [LIST]: () => envelopeResponse({ list: [processingRow], total: 1 }),
      [AGENTS]: () => envelopeResponse([]),
    });
    const routes = [
      {
        path: '/',
        element: (
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        ),
        children: backofficeRoutes,
      },
    ];
    signIn(userInfo({ sys_module_id: 0, authList: ['mall:custom:list'] }), [
      menuNode({ sys_menu_id: 9, name: '定制审核', vue_url: '/sys/apply' }),
    ]);
    // (a user whose menu lacks it gets 403 from the shell: workspace-shell/page-tabs.test.tsx)
    renderRoutes(routes, { route: '/sys/apply' });
    expect(await screen.findByText('西湖区有邮箱企业')).toBeInTheDocument();
  });

  it(
    '处理 → 按条件筛选 checks the conditions like the wizard, attaches them and shows count and preview',
    { timeout: 60_000 },
    async () => {
      signIn(userInfo({ sys_module_id: 0, authList: ['mall:custom:list', 'mall:custom:process'] }));
      const fetchMock = installFakeServer({
        [LIST]: () => envelopeResponse({ list: [processingRow], total: 1 }),
        [AGENTS]: () => envelopeResponse([]),
        [url(PrecisePaths.searchCondition)]: () => envelopeResponse({ groups: searchConditionGroups() }),
        [url(ShopCataloguePaths.getCityAll)]: () =>
          envelopeResponse([{ sys_area_id: 330000, label: '浙江省', children: [] }]),
        [url(ShopCataloguePaths.getIndustryList)]: () => envelopeResponse([{ code: 'I', name: '信息技术' }]),
        [url(PrecisePaths.getNumsToPrices)]: () => envelopeResponse({ price: '120.00', min_price: '1.00' }),
        [at(3, 'search')]: () => envelopeResponse(attached()),
      });
      renderWithProviders(<CustomReviewRoute />);
      const row = within((await screen.findByText('西湖区有邮箱企业')).closest<HTMLElement>('tr')!);
      fireEvent.click(row.getByRole('button', { name: '处理' }));
      const dialog = await findDialog('处理定制需求：西湖区有邮箱企业');

      // nothing chosen: the wizard's own warning, nothing sent
      await within(dialog).findByRole('group', { name: '注册资本' });
      fireEvent.click(within(dialog).getByRole('button', { name: '筛选并保存' }));
      expect(await screen.findByText('请先选择筛选条件')).toBeInTheDocument();
      expect(postedBodies(fetchMock, at(3, 'search'))).toHaveLength(0);

      fireEvent.click(within(dialog).getByRole('checkbox', { name: '有邮箱' }));
      fireEvent.click(within(dialog).getByRole('button', { name: '筛选并保存' }));
      expect(await within(dialog).findByText('搜索到 1,200 家企业，已保存为处理结果')).toBeInTheDocument();
      const body = postedBodies(fetchMock, at(3, 'search'))[0] as Record<string, unknown>;
      expect(body).toMatchObject({ have_email: 1, keyword: '', sys_area_id: [] });
      // staff search for the requester: no sys_user_id of their own
      expect(body).not.toHaveProperty('sys_user_id');
      expect(within(dialog).getByText('杭州云栖数据科技有限公司')).toBeInTheDocument();
      expect(screen.getByText(M.attached)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('记录数')).toHaveValue('1200');
    },
  );
});
