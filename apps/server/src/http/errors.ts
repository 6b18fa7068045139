// Temporary: the domain errors moved to shared/errors.ts; route files switch over once their migration lands.
export * from '../shared/errors.ts';
