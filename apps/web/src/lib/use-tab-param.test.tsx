import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderRoutes } from '../test/render.tsx';
import { useTabParam } from './use-tab-param.ts';

let choose: (tab: 'personal' | 'precise') => void = () => undefined;

function Probe() {
  const [tab, chooseTab] = useTabParam(['personal', 'precise']);
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
});
