import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpenTabList } from './OpenTabList.tsx';

const tabs = [
  { path: '/ent', title: '企业首页' },
  { path: '/ent/a', title: '页面A' },
  { path: '/ent/b', title: '页面B' },
];

function renderList(activePath = '/ent/a') {
  const onOpen = vi.fn();
  const onClose = vi.fn();
  render(
    <OpenTabList
      tabs={tabs}
      activePath={activePath}
      isClosable={(path) => path !== '/ent'}
      onOpen={onOpen}
      onClose={onClose}
    />,
  );
  return { onOpen, onClose };
}

describe('OpenTabList', () => {
  it('is a tab list of tabs only, the current one selected and alone in the tab order', () => {
    renderList();
    const list = screen.getByRole('tablist', { name: '已打开的页面' });
    // nothing but tabs inside (no close, overflow or menu buttons: axe aria-required-children)
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['企业首页', '页面A', '页面B']);
    expect(screen.getByRole('tab', { name: '页面A' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '页面A' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '企业首页' })).toHaveAttribute('tabindex', '-1');
  });

  it('without a current tab the first one takes the focus', () => {
    renderList('/elsewhere');
    expect(screen.getByRole('tab', { name: '企业首页' })).toHaveAttribute('tabindex', '0');
    expect(screen.queryAllByRole('tab', { selected: true })).toHaveLength(0);
  });

  it('arrow keys, Home and End move between the tabs; Enter opens, Delete closes a closable tab', async () => {
    const user = userEvent.setup();
    const { onOpen, onClose } = renderList();
    screen.getByRole('tab', { name: '页面A' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '页面B' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '企业首页' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '页面B' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '企业首页' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{End}{Enter}');
    expect(onOpen).toHaveBeenCalledWith('/ent/b');
    await user.keyboard('{Delete}');
    expect(onClose).toHaveBeenCalledWith('/ent/b');
  });

  it('a click opens a tab; the cross, shown on closable tabs only, closes it without opening it', async () => {
    const user = userEvent.setup();
    const { onOpen, onClose } = renderList();
    await user.click(screen.getByRole('tab', { name: '页面B' }));
    expect(onOpen).toHaveBeenCalledWith('/ent/b');
    expect(within(screen.getByRole('tab', { name: '企业首页' })).queryByTestId('tab-close')).toBeNull();
    onOpen.mockClear();
    await user.click(within(screen.getByRole('tab', { name: '页面A' })).getByTestId('tab-close'));
    expect(onClose).toHaveBeenCalledWith('/ent/a');
    expect(onOpen).not.toHaveBeenCalled();
  });
});
