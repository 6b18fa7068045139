import { Navigate, type RouteObject } from 'react-router';
import { backofficeRoutes } from './backoffice/index.ts';
import { guardByMenu } from './backoffice/guard-by-menu.tsx';
import { RootEntry } from './auth/RootEntry.tsx';
import { ShopShell } from './auth/ShopShell.tsx';
import {
  BatchLookupPage,
  CompanyMapPage,
  CompanyProfilePage,
  CompanyQueryPage,
  CompanyRelationsPage,
  CompanySeekPage,
  UnderConstructionPage,
  EntallPage,
  customRoute,
  EquityPenetrationPage,
  mallRoute,
  PasswordRoutePage,
  PersonalCentreRoute,
  PersonPage,
  popularRoute,
  SavedSearchesRoute,
  LeadFollowPage,
  LeadDeliverPage,
  LeadApplyPage,
  LabelsPage,
  CollectPage,
  FollowRecordPage,
  VisitsPage,
  ContractsPage,
  OrdersPage,
  ClientsPage,
  LeadPage,
  ProfileForm,
  SearchHomePage,
  WorkspaceLoginPage,
  WorkspaceShell,
} from './lazy-pages.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import type { WorkspaceRouteHandle } from './workspace-shell/page-access.ts';
import { agencyAccountPages, passwordPages, profilePages, unbuiltPages } from './workspace-routes.ts';

/** The company profile pages (shell-and-backoffice.md §2, issue 14), opened from lists (no menu check). */
const profileRoutes: RouteObject[] = [
  { path: 'data/details/:id', element: <CompanyProfilePage /> },
  { path: 'data/stock/:id', element: <EquityPenetrationPage /> },
  { path: 'data/map/:id', element: <CompanyMapPage /> },
  { path: 'data/person/:id', element: <PersonPage /> },
];

/** The data search (issue 15): /data/seek and the dright-333 home. */
const seekRoutes: RouteObject[] = [
  { path: 'data/seek', element: <CompanySeekPage /> },
  { path: 'data/query', element: <CompanyQueryPage /> },
  { path: 'data/relation', element: <CompanyRelationsPage /> },
  { path: 'data/batch', element: <BatchLookupPage /> },
  { path: 'data/entall', element: <EntallPage /> },
  { path: 'search/index', element: <SearchHomePage /> },
  { path: 'search/conditions', element: <SavedSearchesRoute /> },
];

/** The sales-lead workspace (issue 16). */
const saleRoutes: RouteObject[] = [
  { path: 'sale/follow', element: <LeadFollowPage /> },
  // 线索分发: the path as the menu data spells it (diliver)
  { path: 'sale/diliver', element: <LeadDeliverPage /> },
  { path: 'sale/apply', element: <LeadApplyPage /> },
  { path: 'sale/entlabel', element: <LabelsPage /> },
  { path: 'sale/collect', element: <CollectPage /> },
  { path: 'sale/record', element: <FollowRecordPage /> },
  // 线索详情: a lead's own page (from the kanban, the lists, the due list and 我的收藏)
  { path: 'sale/lead/:id', element: <LeadPage /> },
  // 客户管理: visits, contracts, business orders and clients (won leads)
  { path: 'action/visit', element: <VisitsPage /> },
  { path: 'action/contract', element: <ContractsPage /> },
  { path: 'action/orders', element: <OrdersPage /> },
  { path: 'action/clients', element: <ClientsPage /> },
];

/** The agency's menu pages: its 数据商城 is the shop itself; personal data and password as everywhere. */
const agencyRoutes: RouteObject[] = [
  { path: 'index/mall', element: <Navigate to="/mall" replace />, handle: { noTab: true } },
  { path: agencyAccountPages.profile, element: <ProfileForm /> },
  { path: agencyAccountPages.password, element: <PasswordRoutePage /> },
];

const notFound: WorkspaceRouteHandle = { notFound: true };

/**
 * The signed-in workspaces. Menu pages open when the user's menu holds them (else 403, see
 * workspace-shell/page-access.ts); pages not built yet say 模块正在建设中; account pages are open to
 * everyone; any other address is not found (404 in the shell, or bare for a visitor).
 */
const workspaceRoutes: RouteObject[] = [
  ...backofficeRoutes,
  ...profileRoutes,
  ...guardByMenu([
    ...seekRoutes,
    ...saleRoutes,
    ...agencyRoutes,
    ...unbuiltPages.map((path) => ({ path: path.slice(1), element: <UnderConstructionPage /> })),
  ]),
  ...passwordPages.map((path) => ({ path, element: <PasswordRoutePage /> })),
  ...profilePages.map((path) => ({ path, element: <ProfileForm /> })),
  { path: '*', element: null, handle: notFound },
];

/** What the app shows before its first route is ready: nothing (the HTML's background). */
function NothingYet() {
  return null;
}

/** The whole address map (history mode). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // the first draw waits for a shop page's route module (mallRoute, popularRoute) and then shows the
    // whole page at once: nothing before it, not the shell alone
    HydrateFallback: NothingYet,
    children: [
      { index: true, element: <RootEntry /> },
      { path: 'directLogin', element: <RootEntry /> },
      { path: 'login', element: <WorkspaceLoginPage /> },
      {
        element: <ShopShell />,
        children: [
          { path: 'mall', ...mallRoute },
          { path: 'custom', ...customRoute },
          { path: 'popular', ...popularRoute },
          { path: 'manin/*', element: <PersonalCentreRoute /> },
        ],
      },
      { element: <WorkspaceShell />, children: workspaceRoutes },
    ],
  },
];
