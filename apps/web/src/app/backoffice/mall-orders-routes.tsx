import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const OrderManagePage = lazy(() =>
  import('../../features/admin-mall-orders/OrderManagePage.tsx').then((m) => ({
    default: m.OrderManagePage,
  })),
);
const PublishedDataPage = lazy(() =>
  import('../../features/admin-mall-orders/PublishedDataPage.tsx').then((m) => ({
    default: m.PublishedDataPage,
  })),
);
const SpecialSubjectPage = lazy(() =>
  import('../../features/admin-mall-orders/SpecialSubjectPage.tsx').then((m) => ({
    default: m.SpecialSubjectPage,
  })),
);
const PreciseQueryPage = lazy(() =>
  import('../../features/admin-mall-orders/PreciseQueryPage.tsx').then((m) => ({
    default: m.PreciseQueryPage,
  })),
);

/** Workspace routes of the shop operations (/malldata/*, lazy): 订单管理, 已发布数据, 专题管理, 精准查询订单. */
export const mallOrderRoutes: RouteObject[] = [
  { path: 'malldata/ordermanage', element: <OrderManagePage /> },
  { path: 'malldata/publisheddata', element: <PublishedDataPage /> },
  { path: 'malldata/specialsubject', element: <SpecialSubjectPage /> },
  { path: 'malldata/precisequery', element: <PreciseQueryPage /> },
];
