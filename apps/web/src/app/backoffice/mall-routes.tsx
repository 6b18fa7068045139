import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ProductPage = lazy(() =>
  import('../../features/admin-mall/ProductPage.tsx').then((m) => ({ default: m.ProductPage })),
);
const CategoryPage = lazy(() =>
  import('../../features/admin-mall/CategoryPage.tsx').then((m) => ({ default: m.CategoryPage })),
);
const LabelPage = lazy(() =>
  import('../../features/admin-mall/LabelPage.tsx').then((m) => ({ default: m.LabelPage })),
);

/** Workspace routes of the area 'mall' (/malldata/*, pages load lazily): 数据产品, 商品分类, 商品标签. */
export const mallRoutes: RouteObject[] = [
  { path: 'malldata/dataproduct', element: <ProductPage /> },
  { path: 'malldata/category', element: <CategoryPage /> },
  { path: 'malldata/label', element: <LabelPage /> },
];
