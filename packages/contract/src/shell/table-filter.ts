/** List routes that switch the app into table-filter mode on navigation (data-shop.md "Admin shell tag bar"). */
export const TABLE_FILTER_ROUTES = [
  '/raise/list',
  '/raise/listed',
  '/raise/zjtx',
  '/raise/hightech',
  '/ent/corpse',
  '/ent/outlist',
  '/ent/dellist',
  '/ent/special',
  '/park/index',
  '/gov/index',
  '/config/park',
] as const;

export function isTableFilterRoute(path: string): boolean {
  return (TABLE_FILTER_ROUTES as readonly string[]).includes(path.replace(/\/+$/, ''));
}
