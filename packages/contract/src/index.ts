import './locale.ts';
export * from './envelope.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './company-filter.ts';
export * from './shop.ts';
export * from './site.ts';
export * from './modules.ts';
export * from './identity/index.ts';
