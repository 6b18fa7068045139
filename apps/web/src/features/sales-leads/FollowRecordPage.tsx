import { Result, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useCan } from '../../lib/session/index.ts';
import { FollowDueList } from './FollowDueList.tsx';
import { FollowRecordList } from './FollowRecordList.tsx';
import { FollowTexts as T } from './follow-texts.ts';
import { PageHeader } from './PageHeader.tsx';

export type FollowTab = 'today' | 'records';

/** The tab an address asks for (?tab=today|records); 今日待办 unless it says records. */
export const followTab = (params: URLSearchParams): FollowTab =>
  params.get('tab') === 'records' ? 'records' : 'today';

/**
 * /sale/record (跟进记录, issue 16 point 5): 今日待办 — my leads whose next follow-up is overdue,
 * today or within 7 days, each with 记录跟进 — and 跟进记录, the follow-up records the role may see,
 * searched by company, way and date. The tab is in the address (?tab=today|records).
 */
export function FollowRecordPage() {
  const can = useCan();
  const [params, setParams] = useSearchParams();
  if (!can('sale:record:list')) return <Result status="403" subTitle={T.noPermission} />;
  const tab = followTab(params);

  return (
    <div style={{ padding: 16, minWidth: 0 }}>
      <PageHeader title={T.title} hint={T.hint} />
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={[
          { key: 'today', label: T.tabToday, children: <FollowDueList /> },
          { key: 'records', label: T.tabRecords, children: <FollowRecordList /> },
        ]}
      />
    </div>
  );
}
