import { ModuleId, SpecialAgent } from '../modules.ts';

/** One opened page in the workspace tab strip. */
export interface OpenTab {
  /** full path (with the id of a detail page) */
  path: string;
  title: string;
}

export interface TabContext {
  sys_module_id: number;
  usr_agent_id: number;
  /** the home tab of the user's type, always first and never closable */
  homePath: string;
}

/** shell-and-backoffice.md §9 */
export const MAX_OPEN_TABS = 50;
export const DETAIL_TAB_TITLE = '企业详情';
/** The person page of the company profiles (issue 14): who holds or runs which companies. */
export const PERSON_TAB_TITLE = '人员详情';
/** A sales lead's own page (issue 16 point 8). */
export const LEAD_TAB_TITLE = '线索详情';
const LEAD_PATTERN = /^\/sale\/lead\/[^/]+$/;
const DETAIL_PATTERN = /^\/data\/(details|stock|map)\/[^/]+$/;
const PERSON_PATTERN = /^\/data\/person\/[^/]+$/;
const MALL_TABS = ['/mall', '/index/mall'];
const SEEK_TAB = '/data/seek';

/** Agent 511's renamed tabs ('all enterprises', 'external publish'). */
const RENAMED_FOR_511: Record<string, string> = { '/data/seek': '全部企业', '/public/manas': '对外发布' };

export function tabTitle(path: string, menuTitle: string, ctx: Pick<TabContext, 'usr_agent_id'>): string {
  if (DETAIL_PATTERN.test(path)) return DETAIL_TAB_TITLE;
  if (PERSON_PATTERN.test(path)) return PERSON_TAB_TITLE;
  if (LEAD_PATTERN.test(path)) return LEAD_TAB_TITLE;
  if (ctx.usr_agent_id === SpecialAgent.renamedTabs && RENAMED_FOR_511[path]) return RENAMED_FOR_511[path];
  return menuTitle;
}

/**
 * The home page's second address per landing route: the landing and the home item of the user
 * type's menu show one page (shell-and-backoffice.md §2: "/admin/index, /admin — Admin home"; the
 * home tabs /park/index, /ent/index, …; the agency's /index/home), so both belong to the home tab.
 */
const HOME_TAB_ALIASES: Readonly<Record<string, string>> = {
  '/admin': '/admin/index',
  '/park': '/park/index',
  '/ent': '/ent/index',
  '/shb': '/shb/index',
  '/gov': '/gov/index',
  '/garden': '/garden/index',
  '/agency': '/index/home',
};

/** The other address of the home tab, if the home route has one. */
export function homeTabAlias(homePath: string): string | undefined {
  return HOME_TAB_ALIASES[homePath];
}

/** The tab an address opens: the home tab for the home page's second address, else its own. */
export function tabPathFor(path: string, ctx: Pick<TabContext, 'homePath'>): string {
  return path !== ctx.homePath && homeTabAlias(ctx.homePath) === path ? ctx.homePath : path;
}

/** The home tab is never closable; agent 100 may not close the mall tab, everyone else not the seek tab. */
export function isTabClosable(path: string, ctx: TabContext): boolean {
  if (path === ctx.homePath) return false;
  if (ctx.usr_agent_id === SpecialAgent.mall) return !MALL_TABS.includes(path);
  return path !== SEEK_TAB;
}

/** Opens (or re-focuses) a tab; the home tab stays first; beyond 50 tabs the second is dropped. */
export function openTab(tabs: readonly OpenTab[], tab: OpenTab, ctx: TabContext): OpenTab[] {
  const withHome = tabs.some((t) => t.path === ctx.homePath)
    ? [...tabs]
    : [{ path: ctx.homePath, title: tab.path === ctx.homePath ? tab.title : '首页' }, ...tabs];
  const existing = withHome.findIndex((t) => t.path === tab.path);
  if (existing >= 0) {
    withHome[existing] = { ...withHome[existing]!, title: tab.title };
    return withHome;
  }
  const next = [...withHome, tab];
  while (next.length > MAX_OPEN_TABS) next.splice(1, 1);
  return next;
}

export function closeTab(tabs: readonly OpenTab[], path: string, ctx: TabContext): OpenTab[] {
  if (!isTabClosable(path, ctx)) return [...tabs];
  return tabs.filter((t) => t.path !== path);
}

export function closeOtherTabs(tabs: readonly OpenTab[], keep: string, ctx: TabContext): OpenTab[] {
  return tabs.filter((t) => t.path === keep || !isTabClosable(t.path, ctx));
}

export function closeAllTabs(tabs: readonly OpenTab[], ctx: TabContext): OpenTab[] {
  return tabs.filter((t) => !isTabClosable(t.path, ctx));
}

/** The close all / current / others menu appears only when more than 2 tabs are open. */
export function showTabMenu(tabs: readonly OpenTab[]): boolean {
  return tabs.length > 2;
}

/** Where closing a tab leads when it was the active one: its left neighbour. */
export function neighbourAfterClose(tabs: readonly OpenTab[], closed: string): string | undefined {
  const i = tabs.findIndex((t) => t.path === closed);
  if (i < 0) return undefined;
  return (tabs[i - 1] ?? tabs[i + 1])?.path;
}

/** After closing all: the admin goes to /admin, others to their home tab. */
export function pathAfterCloseAll(ctx: TabContext): string {
  return ctx.sys_module_id === ModuleId.admin ? '/admin' : ctx.homePath;
}
