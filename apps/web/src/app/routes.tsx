import { type RouteObject } from 'react-router';
import { backofficeRoutes } from './backoffice/index.ts';
import { RootEntry } from './auth/RootEntry.tsx';
import { ShopShell } from './auth/ShopShell.tsx';
import {
  BatchLookupPage,
  CompanyMapPage,
  CompanyProfilePage,
  CompanyQueryPage,
  CompanyRelationsPage,
  CompanySeekPage,
  EntallPage,
  CustomRoute,
  EquityPenetrationPage,
  ForcedPasswordPage,
  MallPage,
  PasswordRoutePage,
  PersonalCentreRoute,
  PersonPage,
  PopularPage,
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
import { UnderConstructionPage } from './UnderConstructionPage.tsx';
import {
  forcedPasswordPages,
  profilePages,
  workspacePrefixes,
  workspaceSinglePages,
} from './workspace-routes.ts';

/** The company profile pages (shell-and-backoffice.md §2, issue 14), ahead of the data/* placeholder. */
const profileRoutes: RouteObject[] = [
  { path: 'data/details/:id', element: <CompanyProfilePage /> },
  { path: 'data/stock/:id', element: <EquityPenetrationPage /> },
  { path: 'data/map/:id', element: <CompanyMapPage /> },
  { path: 'data/person/:id', element: <PersonPage /> },
];

/** The data search (issue 15): /data/seek and the dright-333 home, ahead of the placeholders. */
const seekRoutes: RouteObject[] = [
  { path: 'data/seek', element: <CompanySeekPage /> },
  { path: 'data/query', element: <CompanyQueryPage /> },
  { path: 'data/relation', element: <CompanyRelationsPage /> },
  { path: 'data/batch', element: <BatchLookupPage /> },
  { path: 'data/entall', element: <EntallPage /> },
  { path: 'search/index', element: <SearchHomePage /> },
  { path: 'search/conditions', element: <SavedSearchesRoute /> },
];

/** The sales-lead workspace (issue 16), ahead of the sale/* placeholder. */
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

const workspaceRoutes: RouteObject[] = [
  ...backofficeRoutes,
  ...profileRoutes,
  ...seekRoutes,
  ...saleRoutes,
  ...workspacePrefixes.flatMap((prefix) => [
    { path: prefix, element: <UnderConstructionPage /> },
    { path: `${prefix}/*`, element: <UnderConstructionPage /> },
  ]),
  ...workspaceSinglePages.map((path) => ({ path, element: <UnderConstructionPage /> })),
  ...forcedPasswordPages.map((path) => ({ path, element: <ForcedPasswordPage /> })),
  { path: 'config/updatepwd', element: <PasswordRoutePage /> },
  ...profilePages.map((path) => ({ path, element: <ProfileForm /> })),
];

/** The whole address map (history mode). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <RootEntry /> },
      { path: 'directLogin', element: <RootEntry /> },
      { path: 'login', element: <WorkspaceLoginPage /> },
      {
        element: <ShopShell />,
        children: [
          { path: 'mall', element: <MallPage /> },
          { path: 'custom', element: <CustomRoute /> },
          { path: 'popular', element: <PopularPage /> },
          { path: 'manin/*', element: <PersonalCentreRoute /> },
        ],
      },
      { element: <WorkspaceShell />, children: workspaceRoutes },
      { path: '*', element: <UnderConstructionPage /> },
    ],
  },
];
