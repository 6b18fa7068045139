import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CustomReviewRoute = lazy(() =>
  import('./CustomReviewRoute.tsx').then((m) => ({ default: m.CustomReviewRoute })),
);

/** 定制审核 (/sys/apply, lazy): staff review, process and price the custom data requests. */
export const customReviewRoutes: RouteObject[] = [{ path: 'sys/apply', element: <CustomReviewRoute /> }];
