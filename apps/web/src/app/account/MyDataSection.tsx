import { useState } from 'react';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { CustomRequestModal, type CustomRequestDraft } from '../../features/custom/CustomRequestModal.tsx';
import { CustomRequestModalRecords } from '../../features/custom/CustomRequestModalRecords.tsx';
import { PreciseOrderList } from '../../features/precise/PreciseOrderList.tsx';

export const MyDataTexts = { precise: '精准查询', custom: '个性化定制' } as const;

/**
 * 我的数据 (/manin/record, data-shop.md §2 "My data"): two tabs — 精准查询 (the precise orders) and
 * 个性化定制 (the user's custom requests; a draft or rejected one opens in the request dialog).
 * ?tab=custom opens the second tab.
 */
export function MyDataSection() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'custom' ? 'custom' : 'precise';
  const [draft, setDraft] = useState<CustomRequestDraft | null>(null);
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (key === 'custom') next.set('tab', 'custom');
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        items={[
          { key: 'precise', label: MyDataTexts.precise, children: <PreciseOrderList /> },
          {
            key: 'custom',
            label: MyDataTexts.custom,
            children: <CustomRequestModalRecords onContinue={setDraft} pageSize={10} />,
          },
        ]}
      />
      <CustomRequestModal open={draft !== null} initial={draft ?? undefined} onClose={() => setDraft(null)} />
    </>
  );
}
