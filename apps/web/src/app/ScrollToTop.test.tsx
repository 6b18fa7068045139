import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { ScrollToTop } from './ScrollToTop.tsx';

function Page({ name }: { name: string }) {
  return (
    <div>
      <h1>{name}</h1>
      <Link to="/b">去B</Link>
      <Link to="/a">去A</Link>
      <Link to="/b?page=2">B第二页</Link>
    </div>
  );
}

/** Re-renders ScrollToTop on every click without navigating. */
function Shell() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <ScrollToTop />
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        点击 {clicks}
      </button>
      <Outlet />
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: 'a', element: <Page name="A" /> },
          { path: 'b', element: <Page name="B" /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.mocked(window.scrollTo).mockClear();
});

describe('ScrollToTop', () => {
  it('scrolls to the top when a link is followed', async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole('heading', { name: 'A' });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: '去B' }));

    expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls when the page changes, going back included, but not when only the query changes', async () => {
    const user = userEvent.setup();
    const router = renderApp();
    await screen.findByRole('heading', { name: 'A' });
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: '去B' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // a filter or a page of a list: the user keeps working where they are
    await user.click(screen.getByRole('link', { name: 'B第二页' }));
    expect(router.state.location.search).toBe('?page=2');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/a');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    for (const call of scrollTo.mock.calls) expect(call).toEqual([0, 0]);
  });

  it('does not scroll when the page re-renders without navigating', async () => {
    const user = userEvent.setup();
    renderApp();
    await screen.findByRole('heading', { name: 'A' });
    const scrollTo = vi.mocked(window.scrollTo);
    // the page the app opens on keeps the browser's scroll (the visitor may have scrolled the
    // server's picture of it before the app took over)
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '点击 0' }));

    expect(screen.getByRole('button', { name: '点击 1' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
