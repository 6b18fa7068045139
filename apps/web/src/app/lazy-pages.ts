import { lazy, type ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { prefetchFirstScreen } from '../features/shop/mall-prefetch.ts';
import { appQueryClient } from './query-client.ts';

/**
 * Every page and the workspace shell load as their own chunk, so the first page carries only the
 * shop shell. (Named exports are mapped to the default export React.lazy expects.)
 */
/**
 * The shop's landing pages (/mall, /popular, /custom) as route modules: the router loads a page's code
 * (its HTML preloads it) before it draws, so the shell and the page with its data (answered inside the
 * HTML, http/first-screen.ts) paint together — and the app hydrates the server's picture of the page
 * (start.tsx) only once the page is ready. The loader fills the cache with the first screen of the
 * address being opened, while the code loads; it runs only when the page is opened (by default a
 * loader runs again on every navigation within the page — a filter, a page, the login dialog's
 * return — and each run is a navigation the page re-renders for).
 */
function landingRoute(load: () => Promise<ComponentType>) {
  return {
    loader: ({ request }: LoaderFunctionArgs) => {
      // on the server (its picture of the page, first-screen-render.tsx) the answers are seeded there
      if (typeof document !== 'undefined') prefetchFirstScreen(appQueryClient, new URL(request.url));
      return null;
    },
    shouldRevalidate: () => false,
    lazy: async () => ({ Component: await load() }),
  } satisfies Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'lazy'>;
}
export const mallRoute = landingRoute(
  async () => (await import('./shop-shell/ProductBrowsing.tsx')).MallRoute,
);
export const popularRoute = landingRoute(
  async () => (await import('./shop-shell/ProductBrowsing.tsx')).PopularRoute,
);
export const customRoute = landingRoute(async () => (await import('./custom/CustomRoute.tsx')).CustomRoute);
// the 404 a visitor gets and a page not built yet: rare, and antd's Result brings its illustrations
export const NotFoundPage = lazy(() =>
  import('./RefusalPages.tsx').then((m) => ({ default: m.NotFoundPage })),
);
export const UnderConstructionPage = lazy(() =>
  import('./UnderConstructionPage.tsx').then((m) => ({ default: m.UnderConstructionPage })),
);
export const PersonalCentreRoute = lazy(() =>
  import('./account/PersonalCentreRoute.tsx').then((m) => ({ default: m.PersonalCentreRoute })),
);
export const WorkspaceShell = lazy(() =>
  import('./auth/WorkspaceShell.tsx').then((m) => ({ default: m.WorkspaceShell })),
);
export const WorkspaceLoginPage = lazy(() =>
  import('./auth/WorkspaceLoginPage.tsx').then((m) => ({ default: m.WorkspaceLoginPage })),
);
export const PasswordRoutePage = lazy(() =>
  import('./auth/PasswordRoutePage.tsx').then((m) => ({ default: m.PasswordRoutePage })),
);
export const ProfileForm = lazy(() =>
  import('../features/auth/ProfileForm.tsx').then((m) => ({ default: m.ProfileForm })),
);

// ── company profiles (issue 14): each page its own chunk; the graph and the map bring ECharts ──
export const CompanyProfilePage = lazy(() =>
  import('./company/ProfileRoute.tsx').then((m) => ({ default: m.ProfileRoute })),
);
export const PersonPage = lazy(() =>
  import('../features/company-profile/PersonPage.tsx').then((m) => ({ default: m.PersonPage })),
);
export const EquityPenetrationPage = lazy(() =>
  import('../features/equity-penetration/EquityPenetrationPage.tsx').then((m) => ({
    default: m.EquityPenetrationPage,
  })),
);
export const CompanyMapPage = lazy(() =>
  import('../features/company-map/CompanyMapPage.tsx').then((m) => ({ default: m.CompanyMapPage })),
);

// ── 批量查询 (issue 15 point 4) ──
export const BatchLookupPage = lazy(() =>
  import('./data-search/BatchRoute.tsx').then((m) => ({ default: m.BatchRoute })),
);
// ── data search (issue 15): the search page and the dright-333 home share one chunk ──
export const CompanySeekPage = lazy(() =>
  import('./data-search/SeekRoutes.tsx').then((m) => ({ default: m.SeekRoute })),
);
export const CompanyQueryPage = lazy(() =>
  import('./data-search/QueryRoute.tsx').then((m) => ({ default: m.QueryRoute })),
);
export const SavedSearchesRoute = lazy(() =>
  import('./data-search/SavedSearchesRoute.tsx').then((m) => ({ default: m.SavedSearchesRoute })),
);
export const EntallPage = lazy(() =>
  import('../features/company-seek/EntallPage.tsx').then((m) => ({ default: m.EntallPage })),
);
export const SearchHomePage = lazy(() =>
  import('./data-search/SeekRoutes.tsx').then((m) => ({ default: m.SearchHomeRoute })),
);
// ── sales leads (issue 16) ──
export const LeadFollowPage = lazy(() =>
  import('../features/sales-leads/LeadFollowPage.tsx').then((m) => ({ default: m.LeadFollowPage })),
);
export const LabelsPage = lazy(() =>
  import('../features/sales-leads/LabelsPage.tsx').then((m) => ({ default: m.LabelsPage })),
);
export const CollectPage = lazy(() =>
  import('../features/sales-leads/CollectPage.tsx').then((m) => ({ default: m.CollectPage })),
);
export const LeadDeliverPage = lazy(() =>
  import('../features/sales-leads/LeadDeliverPage.tsx').then((m) => ({ default: m.LeadDeliverPage })),
);
export const LeadApplyPage = lazy(() =>
  import('../features/sales-leads/LeadApplyPage.tsx').then((m) => ({ default: m.LeadApplyPage })),
);
export const FollowRecordPage = lazy(() =>
  import('../features/sales-leads/FollowRecordPage.tsx').then((m) => ({ default: m.FollowRecordPage })),
);
// 客户管理 (issue 16 points 7 and 8)
export const VisitsPage = lazy(() =>
  import('../features/sales-leads/VisitsPage.tsx').then((m) => ({ default: m.VisitsPage })),
);
export const ContractsPage = lazy(() =>
  import('../features/sales-leads/ContractsPage.tsx').then((m) => ({ default: m.ContractsPage })),
);
export const OrdersPage = lazy(() =>
  import('../features/sales-leads/OrdersPage.tsx').then((m) => ({ default: m.OrdersPage })),
);
export const ClientsPage = lazy(() =>
  import('../features/sales-leads/ClientsPage.tsx').then((m) => ({ default: m.ClientsPage })),
);
// the lead's own page, with the company's profile summary beside it (composed in app/sales)
export const LeadPage = lazy(() => import('./sales/LeadRoute.tsx').then((m) => ({ default: m.LeadRoute })));
// 查关系 (issue 15 point 5): the page and its graph (ECharts loads with the first graph)
export const CompanyRelationsPage = lazy(() =>
  import('../features/company-relations/CompanyRelationsPage.tsx').then((m) => ({
    default: m.CompanyRelationsPage,
  })),
);
