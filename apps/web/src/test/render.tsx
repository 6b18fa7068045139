import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { createQueryClient } from '../app/query-client.ts';

/** Renders `ui` inside the app's providers and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: { route?: string } = {},
): RenderResult {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** Renders a route table inside the app's providers; returns the router to inspect the location. */
export function renderRoutes(routes: RouteObject[], { route = '/' }: { route?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/**
 * The open dialog whose title is `title`. (antd gives every modal title the same id under test, so
 * `getByRole('dialog', { name })` only finds the first modal.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const { screen, waitFor } = await import('@testing-library/react');
  return waitFor(() => {
    const heading = screen
      .getAllByText(title)
      .find((element) => element.closest('.ant-modal-title') && element.closest('[role="dialog"]'));
    const dialog = heading?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  });
}
