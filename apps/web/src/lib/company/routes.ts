/**
 * Addresses of the company profile pages (shell-and-backoffice.md §2 routes; issue 14): the
 * profile, its equity penetration and map, and the person page. Workspace pages: inside the shell
 * they open as tabs.
 */
export const ProfileRoutes = {
  company: (id: number) => `/data/details/${id}`,
  equity: (id: number) => `/data/stock/${id}`,
  map: (id: number) => `/data/map/${id}`,
  person: (id: number) => `/data/person/${id}`,
} as const;
