import { useState, type ReactNode } from 'react';
import { Tabs } from 'antd';
import { SectionEmpty } from './SectionEmpty.tsx';
import { formatCount } from '../../lib/format.ts';

export interface KindTab {
  key: string;
  label: string;
  count: number;
  /** the kind's table, rendered when its tab is first shown */
  render: () => ReactNode;
}

/**
 * The sub-tabs of a section with kinds (risks, IP, 经营状况): each kind with its count; kinds without
 * rows stay visible but disabled, so the user sees what was looked for. The first kind with rows is
 * shown; a section with no rows at all says so instead.
 */
export function KindTabs({ tabs, emptyText }: { tabs: readonly KindTab[]; emptyText: string }) {
  const first = tabs.find((tab) => tab.count > 0);
  const [active, setActive] = useState(first?.key);
  if (!first) return <SectionEmpty text={emptyText} />;
  return (
    <Tabs
      size="small"
      activeKey={active}
      onChange={setActive}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: `${tab.label} ${formatCount(tab.count)}`,
        disabled: tab.count === 0,
        children: tab.render(),
      }))}
    />
  );
}
