/** Modules decide a user's workspace (shell-and-backoffice.md §6). */
export const ModuleId = {
  admin: 0,
  park: 3,
  enterprise: 4,
  dataSearch: 5,
  shb: 6,
  agency: 7,
  reg: 8,
  government: 9,
  garden: 31,
} as const;
export type ModuleId = (typeof ModuleId)[keyof typeof ModuleId];
export const allModuleIds: ModuleId[] = Object.values(ModuleId);

/** Agents the spec singles out. */
export const SpecialAgent = {
  /** its users may not close the mall tab; the public shop's organisation */
  mall: 100,
  /** sees renamed tabs ('all enterprises', 'external publish') */
  renamedTabs: 511,
  /** the "one particular agent" whose dright-666 users land on /biz/project */
  project: 300,
} as const;

export const SpecialDright = { searchWorkspace: 333, project: 666 } as const;

/**
 * The role the shop's organisation (SpecialAgent.mall) gives a shopper who registers: data search
 * without the organisation's configuration (groups, members, roles, capacity).
 */
export const SHOPPER_ROLE_NAME = '商城用户';

/** Ranks with unlimited capacity. */
export const UNLIMITED_RANKS = [30, 999] as const;

/** Password length enforced on every password-setting call (data-shop.md §9). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
