import type { RouteObject } from 'react-router';

// Filled in by session 3's work.
export const mailboxRoutes: RouteObject[] = [];
