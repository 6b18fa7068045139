import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabStrip } from './TabStrip.tsx';

function Tabs() {
  const [key, setKey] = useState<'a' | 'b' | 'c'>('a');
  return (
    <TabStrip
      activeKey={key}
      onChange={setKey}
      items={[
        { key: 'a', label: '个性化定制' },
        { key: 'b', label: '精准查询导出' },
        { key: 'c', label: '第三页' },
      ]}
    >
      <p>面板 {key}</p>
    </TabStrip>
  );
}

describe('TabStrip', () => {
  it('shows the chosen tab’s panel, named by its tab; a click chooses another', async () => {
    render(<Tabs />);
    const panel = screen.getByRole('tabpanel', { name: '个性化定制' });
    expect(panel).toHaveTextContent('面板 a');
    expect(screen.getByRole('tab', { name: '个性化定制' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '精准查询导出' })).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(screen.getByRole('tab', { name: '精准查询导出' }));
    expect(screen.getByRole('tabpanel', { name: '精准查询导出' })).toHaveTextContent('面板 b');
    // only the chosen tab is in the tab order, and only it names the panel it controls
    expect(screen.getByRole('tab', { name: '精准查询导出' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '个性化定制' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: '个性化定制' })).not.toHaveAttribute('aria-controls');
  });

  it('the arrow keys, Home and End move the choice and the focus, round the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(screen.getByRole('tab', { name: '个性化定制' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '精准查询导出' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('面板 b');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '第三页' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '个性化定制' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('面板 c');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('面板 a');
  });
});
