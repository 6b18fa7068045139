import { ModuleId, SpecialAgent, SpecialDright } from '../modules.ts';

/** What the landing tables read of a user. */
export interface LandingUser {
  sys_module_id: number;
  usr_agent_id: number;
  sys_dright_id: number | null;
  is_api: number;
  after_login: number;
  epiboly: number;
  entaid: number;
}

export interface LandingContext {
  /** workspace login, the shop's login modal, or login by link (hash query) */
  entry: 'workspace' | 'shop' | 'link';
  /** module-4 hosts that land on /ent/economic */
  economicHost?: boolean;
}

/** Module → [landing, forced password-change page] of both specs' landing tables. */
const byModule: Record<number, { home: string; forced: string }> = {
  [ModuleId.admin]: { home: '/admin', forced: '/sys/editpwd' },
  [ModuleId.park]: { home: '/park', forced: '/admin/editpassword' },
  [ModuleId.enterprise]: { home: '/ent', forced: '/ent/editpwd' },
  [ModuleId.dataSearch]: { home: '/data/seek', forced: '/config/updatepwd' },
  [ModuleId.shb]: { home: '/shb', forced: '/shb/shbeditpassword' },
  [ModuleId.agency]: { home: '/agency', forced: '/agency/updatepwd' },
  [ModuleId.reg]: { home: '/reg', forced: '/reg/editpwd' },
  [ModuleId.government]: { home: '/gov', forced: '/gov/editpwd' },
  [ModuleId.garden]: { home: '/garden', forced: '/adgar/updatepwd' },
};

/**
 * Where a user goes after signing in (shell-and-backoffice.md §2 and data-shop.md §2 landing tables).
 * after_login = 1 forces the module's password-change page before anything else; the shop's login
 * always returns to /mall.
 */
export function landingRoute(u: LandingUser, ctx: LandingContext): string {
  if (ctx.entry === 'shop') return '/mall';
  const module = byModule[u.sys_module_id];
  if (u.after_login === 1 && module) {
    if (u.sys_module_id === ModuleId.dataSearch && ctx.entry === 'link') return '/adven/updatepwd';
    return module.forced;
  }
  if (u.is_api === 1) return '/api/index';
  if (u.sys_dright_id === SpecialDright.project && u.usr_agent_id === SpecialAgent.project)
    return '/biz/project';
  if (u.sys_dright_id === SpecialDright.searchWorkspace) return '/search/index';
  if (u.entaid === 1) return '/entaid/index';
  if (!module) return '/';
  if (u.sys_module_id === ModuleId.dataSearch) {
    if (u.epiboly === 1) return '/epiboly/index';
    return ctx.entry === 'link' ? '/ven' : module.home;
  }
  if (u.sys_module_id === ModuleId.enterprise && ctx.economicHost) return '/ent/economic';
  return module.home;
}
