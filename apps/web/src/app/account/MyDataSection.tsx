import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { TabStrip } from '../../lib/ui/TabStrip.tsx';
import { useTabParam } from '../../lib/use-tab-param.ts';

export const MyDataTexts = { precise: '精准查询', custom: '个性化定制' } as const;

// each tab's list loads when its tab is shown: the first (精准查询) is preloaded with the page
// (vite-plugins/landing-pages.ts), 个性化定制's cards, calls and dialogs come when it is chosen
const PreciseOrderList = lazy(() =>
  import('../../features/precise/PreciseOrderList.tsx').then((m) => ({ default: m.PreciseOrderList })),
);
const MyCustomRequests = lazy(() =>
  import('../../features/custom/MyCustomRequests.tsx').then((m) => ({ default: m.MyCustomRequests })),
);

/**
 * 我的数据 (/manin/record, data-shop.md §2 "My data"): two tabs — 精准查询 (the precise orders) and
 * 个性化定制 (the user's custom requests with their record modal, edit dialog and payment).
 * ?tab=custom opens the second tab.
 */
export function MyDataSection() {
  const [tab, chooseTab] = useTabParam(['precise', 'custom']);
  return (
    <TabStrip
      activeKey={tab}
      onChange={chooseTab}
      items={[
        { key: 'precise', label: MyDataTexts.precise },
        { key: 'custom', label: MyDataTexts.custom },
      ]}
    >
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        {tab === 'custom' ? <MyCustomRequests /> : <PreciseOrderList />}
      </Suspense>
    </TabStrip>
  );
}
