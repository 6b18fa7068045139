import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { menuNode, signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWorkspaceLayout } from './test-render.tsx';
import type { WorkspaceMenuItem } from './workspace-menu.ts';
import { useTableFilterMode } from './table-filter-mode.tsx';

const menus: WorkspaceMenuItem[] = [
  menuNode({ sys_menu_id: 1, name: '园区首页', vue_url: '/park/index' }),
  menuNode({ sys_menu_id: 2, name: '企业名单', vue_url: '/ent/a' }),
  menuNode({ sys_menu_id: 3, name: '统计', vue_url: '/ent/b' }),
];

function NotePage({ label }: { label: string }) {
  const tableFilter = useTableFilterMode();
  return (
    <label>
      {label}
      <input aria-label={label} />
      <span>{tableFilter ? '筛选模式' : '普通模式'}</span>
    </label>
  );
}

function renderShell(route: string) {
  installFakeServer({ '/api/admin/Msgcontent/unreadCount': () => envelopeResponse(0) });
  // module 3 (park): the home tab is /park
  signIn(userInfo({ sys_module_id: 3, usr_agent_id: 300 }), menus);
  return renderWorkspaceLayout(route, {
    menus,
    pages: [
      { path: 'park/index', element: <NotePage label="园区备注" /> },
      { path: 'ent/a', element: <NotePage label="备注A" /> },
      { path: 'ent/b', element: <NotePage label="备注B" /> },
      { path: '*', element: <p>其他页面</p> },
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keep-alive tabs', () => {
  it('keeps a page’s input across tab switches and drops it when its tab closes', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/ent/a');

    await user.type(await screen.findByRole('textbox', { name: '备注A' }), '待回访');
    await act(async () => {
      await router.navigate('/ent/b');
    });
    expect(await screen.findByRole('textbox', { name: '备注B' })).toBeVisible();
    // the first page stays mounted, hidden
    expect(screen.queryByRole('textbox', { name: '备注A' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '备注A', hidden: true })).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: '企业名单' }));
    const back = await screen.findByRole('textbox', { name: '备注A' });
    expect(back).toBeVisible();
    expect(back).toHaveValue('待回访');

    // closing the 企业名单 tab (the active one) drops its page: reopened, it starts empty
    const tab = screen.getByRole('tab', { name: '企业名单' });
    const closeIcon = within(tab).getByTestId('tab-close');
    await user.click(closeIcon);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/ent/a'));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: '备注A', hidden: true })).not.toBeInTheDocument(),
    );
    await act(async () => {
      await router.navigate('/ent/a');
    });
    expect(await screen.findByRole('textbox', { name: '备注A' })).toHaveValue('');
  });

  it('puts the table-filter routes in table-filter mode, each kept page by its own path', async () => {
    const { router } = renderShell('/park/index');
    expect(await screen.findByText('筛选模式')).toBeInTheDocument();
    expect(screen.getByText('筛选模式').closest('[data-table-filter]')).toHaveAttribute(
      'data-table-filter',
      'on',
    );

    await act(async () => {
      await router.navigate('/ent/b');
    });
    expect(await screen.findByText('普通模式')).toBeVisible();
    expect(screen.getByText('普通模式').closest('[data-table-filter]')).toHaveAttribute(
      'data-table-filter',
      'off',
    );
  });
});
