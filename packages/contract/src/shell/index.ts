export * from './capacity.ts';
export * from './table-filter.ts';
export * from './tabs.ts';
export * from './menu.ts';
export * from './workspace-routes.ts';
