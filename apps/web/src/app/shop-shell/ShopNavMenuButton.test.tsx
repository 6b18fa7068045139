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
    const menu = await screen.findByRole('list', { name: '商城导航' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((item) => item.textContent),
    ).toEqual(['商城首页', '数据定制', '热门数据']);
    expect(within(menu).getByRole('link', { name: '热门数据' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '打开商城导航菜单' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(menu).getByRole('link', { name: '数据定制' }));
    expect(await screen.findByText('定制页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/custom');
    expect(screen.queryByRole('list', { name: '商城导航' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the button; the arrow keys move between the links', async () => {
    const user = userEvent.setup();
    renderAt('/mall');
    const button = await screen.findByRole('button', { name: '打开商城导航菜单' });
    await user.click(button);
    const menu = screen.getByRole('list', { name: '商城导航' });
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('link', { name: '商城首页' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('link', { name: '数据定制' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('link', { name: '热门数据' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: '商城导航' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    // from the button, up goes to the last link
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}');
    expect(
      within(screen.getByRole('list', { name: '商城导航' })).getByRole('link', { name: '热门数据' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByText('商城页'));
    expect(screen.queryByRole('list', { name: '商城导航' })).not.toBeInTheDocument();
  });
});
