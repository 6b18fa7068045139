import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RoleRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { RolesPage } from './RolesPage.tsx';

const row = (over: Partial<RoleRow>): RoleRow => ({
  sys_role_id: 1,
  role_name: '管理员',
  sys_module_id: 5,
  module_name: '数据搜索',
  usr_agent_id: null,
  agent_name: null,
  remark: null,
  data_scope: 'org',
  status: 1,
  user_count: 0,
  updated_at: '2026-11-20T02:00:00.000Z',
  editable: false,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RolesPage (/config/roles)', () => {
  it('shows platform roles read-only and the organisation’s own roles editable', async () => {
    signIn(
      userInfo({
        authList: ['config:role:list', 'config:role:create', 'config:role:update', 'config:role:delete'],
      }),
    );
    installFakeServer({
      '/api/config/roles': () =>
        envelopeResponse({
          list: [
            row({}),
            row({
              sys_role_id: 9,
              role_name: '销售专员',
              usr_agent_id: 200,
              data_scope: 'self',
              editable: true,
              user_count: 3,
            }),
          ],
          total: 2,
        }),
    });
    renderWithProviders(<RolesPage area="config" />);
    const platformRow = (await screen.findByText('管理员')).closest('tr')!;
    expect(within(platformRow).getByText('平台预置')).toBeInTheDocument();
    expect(within(platformRow).getByText('查看')).toBeInTheDocument();
    expect(within(platformRow).queryByText('删除')).not.toBeInTheDocument();
    const ownRow = screen.getByText('销售专员').closest('tr')!;
    expect(within(ownRow).getByText('编辑')).toBeInTheDocument();
    // a role still in use cannot be deleted
    expect(within(ownRow).getByText('删除').closest('button')).toBeDisabled();
    expect(within(ownRow).getByText('2026-11-20 10:00')).toBeInTheDocument();
    // 数据权限 by its label
    expect(screen.getByRole('columnheader', { name: '数据权限' })).toBeInTheDocument();
    expect(within(platformRow).getByText('全部数据')).toBeInTheDocument();
    expect(within(ownRow).getByText('仅本人数据')).toBeInTheDocument();
    expect(screen.getAllByText('新增角色').some((e) => e.closest('button'))).toBe(true);
  });

  it('hides the buttons a user lacks', async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['sys:role:list'] }));
    installFakeServer({
      '/api/sys/roles': () => envelopeResponse({ list: [row({ editable: true })], total: 1 }),
      '/api/sys/roles/options': () => envelopeResponse({ modules: [], actions: [], menus: [] }),
    });
    renderWithProviders(<RolesPage area="sys" />);
    const only = (await screen.findByText('管理员')).closest('tr')!;
    await waitFor(() => expect(within(only).getByText('查看')).toBeInTheDocument());
    expect(within(only).queryByText('删除')).not.toBeInTheDocument();
    expect(screen.queryAllByText('新增角色').some((e) => e.closest('button'))).toBe(false);
  });
});
