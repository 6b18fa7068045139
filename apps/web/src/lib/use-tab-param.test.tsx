import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderRoutes } from '../test/render.tsx';
import { useTabParam } from './use-tab-param.ts';

let choose: (tab: string) => void = () => undefined;

function Probe({ clears }: { clears?: readonly string[] }) {
  const [tab, chooseTab] = useTabParam(['personal', 'precise'], clears ? { clears } : {});
  choose = chooseTab;
  return <p>当前 {tab}</p>;
}

describe('useTabParam', () => {
  it('reads the tab from the address, the first for none or an unknown one', async () => {
    renderRoutes([{ path: '/custom', element: <Probe /> }], { route: '/custom?tab=precise' });
    expect(await screen.findByText('当前 precise')).toBeInTheDocument();
  });

  it.each(['/custom', '/custom?tab=nonsense'])('%s is the first tab', async (route) => {
    renderRoutes([{ path: '/custom', element: <Probe /> }], { route });
    expect(await screen.findByText('当前 personal')).toBeInTheDocument();
  });

  it('choosing writes the address in place (the first tab without the parameter), keeping the rest', async () => {
    const { router } = renderRoutes([{ path: '/custom', element: <Probe /> }], { route: '/custom?page=2' });
    await screen.findByText('当前 personal');
    const entries = router.state.historyAction;
    act(() => choose('precise'));
    expect(await screen.findByText('当前 precise')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&tab=precise');
    expect(router.state.historyAction).toBe('REPLACE');
    act(() => choose('personal'));
    expect(await screen.findByText('当前 personal')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(entries).toBe('POP');
  });

  it('removes the parameters it is told to clear when the tab changes (a tab’s paging)', async () => {
    const clears = ['page'];
    const { router } = renderRoutes([{ path: '/custom', element: <Probe clears={clears} /> }], {
      route: '/custom?page=3&q=软件',
    });
    await screen.findByText('当前 personal');
    act(() => choose('precise'));
    expect(await screen.findByText('当前 precise')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('软件')}&tab=precise`);
  });
});
