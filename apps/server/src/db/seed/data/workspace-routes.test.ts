import { describe, expect, it } from 'vitest';
import { isWorkspacePageRoute, landingRoute } from '@qishu/contract';
import { demoUsers } from '../demo-accounts.ts';
import { flattenMenus, menus } from './menus.ts';

/**
 * The web answers 404 for an address the contract's WORKSPACE_PAGE_ROUTES does not list (and 403
 * for a listed one outside the user's menu): every seeded menu route and every landing must be listed.
 */
describe('WORKSPACE_PAGE_ROUTES', () => {
  it('lists every route of every seeded menu', () => {
    const routes = Object.values(menus).flatMap((tree) =>
      flattenMenus(tree)
        .map((m) => m.vue_url)
        .filter((url) => url !== ''),
    );
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !isWorkspacePageRoute(r))).toEqual([]);
  });

  it('lists where every demo user lands, forced password change and login by link included', () => {
    const landings = demoUsers.flatMap((u) =>
      [0, 1].flatMap((after_login) =>
        (['workspace', 'link'] as const).map((entry) =>
          landingRoute(
            {
              sys_module_id: u.sys_module_id,
              usr_agent_id: u.usr_agent_id,
              sys_dright_id: u.sys_dright_id ?? null,
              is_api: u.is_api ?? 0,
              after_login,
              epiboly: 0,
              entaid: 0,
            },
            { entry },
          ),
        ),
      ),
    );
    expect(landings.filter((r) => !isWorkspacePageRoute(r))).toEqual([]);
  });
});
