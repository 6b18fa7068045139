import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render.tsx';
import { ShopNavMenuButton } from './ShopNavMenuButton.tsx';

function renderAt(route: string) {
  const page = (text: string) => (
    <>
      <ShopNavMenuButton />
      <p>{text}</p>
    </>
  );
  return renderRoutes(
    [
      { path: 'mall', element: page('商城页') },
      { path: 'custom', element: page('定制页') },
      { path: 'popular', element: page('热门页') },
    ],
    { route },
  );
}

describe('ShopNavMenuButton (the tabs on a phone)', () => {
  it('opens a menu of the three tabs with the current one selected, and goes where one points', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/popular');
    await user.click(await screen.findByRole('button', { name: '打开商城导航菜单' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['商城首页', '数据定制', '热门数据']);
    expect(within(menu).getByRole('menuitem', { name: '热门数据' })).toHaveClass(
      'ant-dropdown-menu-item-selected',
    );

    await user.click(within(menu).getByRole('link', { name: '数据定制' }));
    expect(await screen.findByText('定制页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/custom');
  });
});
