/**
 * Types of the seed data definitions. These files are pure data: no database access, no I/O.
 * A seeder turns them into rows (sys_module, sys_action, sys_menu, sys_role, shop_*), giving
 * numeric ids in definition order and resolving the stable string keys used here.
 */
import type { CompanyFilter, LeadDataScope, Perm } from '@qishu/contract';

/** sys_module_id values of shell-and-backoffice.md §6. */
export type ModuleId = 0 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 31;

export interface SeedModule {
  sys_module_id: ModuleId;
  /** Short stable key, also the prefix of this module's menu and role keys. */
  key: string;
  name: string;
  remark: string;
  /** Landing route after login (landing table of shell-and-backoffice.md §2). */
  home: string;
  /** Route of the home tab, i.e. the menu item that is always open and cannot be closed. */
  homeTab: string;
  /** Forced password-change page when after_login is 1. */
  pwdRoute: string;
  orders: number;
}

/**
 * A permission, `module:entity:action`. The string is the identity; `group` is the
 * `module:entity` prefix under which the role editor shows it as a tree.
 */
export interface SeedAction {
  perm: Perm;
  name: string;
  /** The module the action belongs to (where it is listed and maintained). */
  sys_module_id: ModuleId;
  /**
   * Every module that offers the action (GET /sys/modules/{id}/actions), owner first.
   * Workspace features such as /config/users exist in several workspaces; they are one
   * action offered to several modules rather than copies with the same string.
   */
  modules: readonly ModuleId[];
  /** `module:entity`, key of a SeedActionGroup. */
  group: string;
  orders: number;
}

/** Parent node of the role editor's action tree. */
export interface SeedActionGroup {
  /** `module:entity` */
  key: string;
  name: string;
  sys_module_id: ModuleId;
  orders: number;
}

/** 0 left menu, 1 top bar (user-name dropdown / header). */
export type MenuLocation = 0 | 1;

export interface SeedMenu {
  /** Stable unique key across all modules, e.g. 'admin.sys.users'. */
  key: string;
  name: string;
  /** Route path; '' for a group, or for an item whose module is still under construction. */
  vue_url: string;
  /** An @ant-design/icons component name. */
  style: string;
  intro: string;
  location: MenuLocation;
  orders: number;
  /** Permission needed to see the item (a SeedAction perm offered in the same module). */
  perm?: Perm;
  children?: SeedMenu[];
}

/** A route with an {id} parameter: opened from a list, never a menu item. */
export interface SeedDetailRoute {
  /** Route pattern, e.g. '/data/details/:id' (spec spelling '/data/details/{id}'). */
  path: string;
  name: string;
  /** Tab title. */
  title: string;
  sys_module_id: ModuleId;
  perm?: Perm;
}

/** Top-bar quick links of one module (login response quickList). */
export interface SeedQuickLinks {
  sys_module_id: ModuleId;
  /** Menu keys, in display order. */
  keys: readonly string[];
}

export interface SeedRole {
  key: string;
  role_name: string;
  sys_module_id: ModuleId;
  remark: string;
  /** Menu keys (groups included). */
  menus: readonly string[];
  /** Permission strings. */
  actions: readonly Perm[];
  /** which sales leads its users see (sys_role.data_scope); absent: the whole organisation */
  data_scope?: LeadDataScope;
}

export interface SeedShopCategory {
  key: string;
  name: string;
  /** Topic introduction shown in the topic panel. */
  brief: string;
  orders: number;
  children?: SeedShopCategory[];
}

/** Boolean flags of CompanyFilter. */
export type CompanyFilterFlag = {
  [K in keyof CompanyFilter]-?: NonNullable<CompanyFilter[K]> extends boolean ? K : never;
}[keyof CompanyFilter];

export interface SeedShopLabel {
  key: string;
  label_name: string;
  orders: number;
  /**
   * The filter condition a product carrying this label must have. A flag must be true; the
   * special rules cover labels that are not flags: 'newlyFounded' (foundedFrom no earlier than
   * 1 January of the year before the product's year) and 'aboveScale' (capitalMin at least
   * ABOVE_SCALE_CAPITAL 万元, the catalogue's stand-in for 规模以上). Without a rule
   * the label is an editorial tag (e.g. 高新技术, which the company table cannot express).
   */
  rule?: { flag: CompanyFilterFlag } | { special: 'newlyFounded' | 'aboveScale' };
}

export interface SeedShopProduct {
  key: string;
  /** Key of a second-level SeedShopCategory. */
  category: string;
  name: string;
  year: string;
  source: string;
  ext: 'xlsx';
  /** Integer fen. */
  price: number;
  is_hot: 0 | 1;
  /** 1 on shelf, 2 withdrawn (ProductStatus of the contract). */
  status: 1 | 2;
  /** SeedShopLabel keys. */
  labels: readonly string[];
  brief: string;
  /** Which companies the product contains; gs_basic_counts is computed from it at seed time. */
  filter: CompanyFilter;
  /** Display text of the region(s) in the filter, '全国' when there is none. */
  sys_area_name: string;
  /** Display text of the industry codes in the filter, '全行业' when there is none. */
  industry: string;
}
