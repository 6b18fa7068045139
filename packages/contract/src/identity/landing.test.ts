import { describe, expect, it } from 'vitest';
import { landingRoute, type LandingContext, type LandingUser } from './landing.ts';

const base: LandingUser = {
  sys_module_id: 5,
  usr_agent_id: 200,
  sys_dright_id: null,
  is_api: 0,
  after_login: 0,
  epiboly: 0,
  entaid: 0,
};
const ws: LandingContext = { entry: 'workspace' };
const link: LandingContext = { entry: 'link' };
const u = (over: Partial<LandingUser>): LandingUser => ({ ...base, ...over });

describe('landing table, row by row', () => {
  it.each([
    [0, '/admin', '/sys/editpwd'],
    [3, '/park', '/admin/editpassword'],
    [4, '/ent', '/ent/editpwd'],
    [5, '/data/seek', '/config/updatepwd'],
    [6, '/shb', '/shb/shbeditpassword'],
    [7, '/agency', '/agency/updatepwd'],
    [8, '/reg', '/reg/editpwd'],
    [9, '/gov', '/gov/editpwd'],
    [31, '/garden', '/adgar/updatepwd'],
  ])('module %i → %s, forced %s', (module, home, forced) => {
    expect(landingRoute(u({ sys_module_id: module }), ws)).toBe(home);
    expect(landingRoute(u({ sys_module_id: module, after_login: 1 }), ws)).toBe(forced);
  });

  it('other modules go to /', () => expect(landingRoute(u({ sys_module_id: 42 }), ws)).toBe('/'));
  it('dright 333 → /search/index', () =>
    expect(landingRoute(u({ sys_dright_id: 333 }), ws)).toBe('/search/index'));
  it('dright 666 of the special agent → /biz/project', () =>
    expect(landingRoute(u({ sys_dright_id: 666, usr_agent_id: 300 }), ws)).toBe('/biz/project'));
  it('dright 666 of another agent is an ordinary module-5 user', () =>
    expect(landingRoute(u({ sys_dright_id: 666, usr_agent_id: 200 }), ws)).toBe('/data/seek'));
  it('an API user → /api/index', () => expect(landingRoute(u({ is_api: 1 }), ws)).toBe('/api/index'));
  it('entaid mode → /entaid/index', () => expect(landingRoute(u({ entaid: 1 }), ws)).toBe('/entaid/index'));
  it('epiboly flag → /epiboly/index', () =>
    expect(landingRoute(u({ epiboly: 1 }), ws)).toBe('/epiboly/index'));
  it('module 5 on the link-login path → /ven, forced /adven/updatepwd', () => {
    expect(landingRoute(u({}), link)).toBe('/ven');
    expect(landingRoute(u({ after_login: 1 }), link)).toBe('/adven/updatepwd');
  });
  it('module 4 on an economic host → /ent/economic', () =>
    expect(landingRoute(u({ sys_module_id: 4 }), { entry: 'workspace', economicHost: true })).toBe(
      '/ent/economic',
    ));
  it('the shop login always returns to /mall', () => {
    expect(landingRoute(u({ sys_module_id: 0, after_login: 1 }), { entry: 'shop' })).toBe('/mall');
    expect(landingRoute(u({}), { entry: 'shop' })).toBe('/mall');
  });
  it('the forced password change comes before any special landing', () =>
    expect(landingRoute(u({ sys_dright_id: 333, after_login: 1 }), ws)).toBe('/config/updatepwd'));
});
