export * from './calls.ts';
export * from './fields.ts';
export * from './landing.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './user-info.ts';
export * from './paths.ts';
export * from './responses.ts';
