/**
 * Account pages of the workspace, open to every signed-in user (no menu check): the forced
 * password-change pages of the landing tables (after_login = 1), the ordinary change, and personal
 * data. Every password page shows the forced form only while after_login is 1 — otherwise the
 * ordinary SMS-code change (the admin's menu item 修改密码 is /sys/editpwd).
 */
export const passwordPages = [
  'config/updatepwd',
  'sys/editpwd',
  'admin/editpassword',
  'ent/editpwd',
  'shb/shbeditpassword',
  'agency/updatepwd',
  'reg/editpwd',
  'gov/editpwd',
  'adgar/updatepwd',
  'adven/updatepwd',
] as const;

/** Personal data pages of the workspace. */
export const profilePages = ['config/editpersonal', 'sys/profile'] as const;

/** The agency's own addresses of the two account pages (its menu's location-1 items). */
export const agencyAccountPages = { profile: 'index/personal', password: 'index/updatepwd' } as const;

/** Every address of the personal-data page and of the password change, as menus spell them. */
export const profileRoutes: readonly string[] = [...profilePages, agencyAccountPages.profile].map(
  (p) => `/${p}`,
);
export const passwordRoutes: readonly string[] = [...passwordPages, agencyAccountPages.password].map(
  (p) => `/${p}`,
);

/**
 * Routes whose location-1 menu items the account dropdown already offers (personal data, change
 * password): the top bar does not repeat them.
 */
export const accountRoutes: readonly string[] = [...profileRoutes, ...passwordRoutes];

/**
 * Pages of WORKSPACE_PAGE_ROUTES (contract) whose screens are not built yet: in the user's menu (or
 * as their home) they say 模块正在建设中, otherwise 403. routes.test.tsx checks that these and the
 * built routes together make up the contract's list: building a page means moving it out of here.
 */
export const unbuiltPages = [
  // landings and home tabs of the user types without their own screens yet
  '/park',
  '/park/index',
  '/ent',
  '/ent/index',
  '/ent/economic',
  '/ven',
  '/epiboly/index',
  '/entaid/index',
  '/biz/project',
  '/api/index',
  '/shb',
  '/shb/index',
  '/agency',
  '/index/home',
  '/reg',
  '/gov',
  '/gov/index',
  '/garden',
  '/garden/index',
  // back-office and settings
  '/sys/update',
  '/usermana/fields',
  '/usermana/statistic',
  '/config/change',
  '/config/park',
  // the public pool, parks, enterprises, supervision and government
  '/public/manas',
  '/public/import',
  '/park/entlist',
  '/park/economy',
  '/raise/zjtx',
  '/raise/hightech',
  '/raise/list',
  '/raise/listed',
  '/ent/special',
  '/ent/corpse',
  '/ent/outlist',
  '/ent/dellist',
] as const;
