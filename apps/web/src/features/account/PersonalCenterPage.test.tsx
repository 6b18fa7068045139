import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render.tsx';
import { PersonalCenterPage } from './PersonalCenterPage.tsx';
import { PERSONAL_INDEX_KEY } from './personal-menu-index.ts';

function renderCentre(route: string) {
  return renderRoutes(
    [
      {
        path: '/manin/*',
        element: <PersonalCenterPage header={<p>头部</p>} sections={{ person: <p>资料表单</p> }} />,
      },
    ],
    { route },
  );
}

function selected(): string | null {
  return (
    screen.getByRole('navigation', { name: '个人中心菜单' }).querySelector('[aria-current="page"]')
      ?.textContent ?? null
  );
}

describe('personal centre menu', () => {
  it('keeps the index of the section in sessionStorage', async () => {
    const actor = userEvent.setup();
    renderCentre('/manin/person');
    expect(await screen.findByText('资料表单')).toBeInTheDocument();
    expect(screen.getByText('头部')).toBeInTheDocument();
    expect(sessionStorage.getItem(PERSONAL_INDEX_KEY)).toBe('3');
    await actor.click(screen.getByRole('link', { name: '修改密码' }));
    expect(sessionStorage.getItem(PERSONAL_INDEX_KEY)).toBe('4');
    await actor.click(screen.getByRole('link', { name: '我的购物车' }));
    expect(sessionStorage.getItem(PERSONAL_INDEX_KEY)).toBe('1');
  });

  it('the order sub-items are Unpaid = 5 and Paid = 6, restored from the stored index', async () => {
    const actor = userEvent.setup();
    sessionStorage.setItem(PERSONAL_INDEX_KEY, '6');
    renderCentre('/manin/manorder');
    await screen.findByRole('link', { name: '已支付' });
    expect(selected()).toBe('已支付');
    await actor.click(screen.getByRole('link', { name: '未支付' }));
    expect(sessionStorage.getItem(PERSONAL_INDEX_KEY)).toBe('5');
    expect(selected()).toBe('未支付');
  });
});
