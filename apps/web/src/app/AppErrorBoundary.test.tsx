import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProviders } from './AppProviders.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { createQueryClient } from './query-client.ts';
import { renderRoutes } from '../test/render.tsx';

function Broken(): never {
  throw new Error('boom');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error pages', () => {
  it('the app boundary shows 页面出错了 with a reload button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AppErrorBoundary>
          <p>正常内容</p>
        </AppErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByText('正常内容')).toBeInTheDocument();
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument();
  });

  it('a page that throws inside the router shows the same result', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { RouteErrorPage } = await import('./RouteErrorPage.tsx');
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
  });
});
