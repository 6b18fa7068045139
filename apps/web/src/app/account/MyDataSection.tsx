import { Tabs } from 'antd';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { MyCustomRequests } from '../../features/custom/MyCustomRequests.tsx';
import { PreciseOrderList } from '../../features/precise/PreciseOrderList.tsx';

export const MyDataTexts = { precise: '精准查询', custom: '个性化定制' } as const;

/**
 * 我的数据 (/manin/record, data-shop.md §2 "My data"): two tabs — 精准查询 (the precise orders) and
 * 个性化定制 (the user's custom requests with their record modal, edit dialog and payment).
 * ?tab=custom opens the second tab.
 */
export function MyDataSection() {
  const [tab, chooseTab] = useTabParam(['precise', 'custom']);
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => chooseTab(key === 'custom' ? 'custom' : 'precise')}
      items={[
        { key: 'precise', label: MyDataTexts.precise, children: <PreciseOrderList /> },
        { key: 'custom', label: MyDataTexts.custom, children: <MyCustomRequests /> },
      ]}
    />
  );
}
