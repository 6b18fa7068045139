import { Result, Tabs } from 'antd';
import { useCan } from '../../lib/session/index.ts';
import { AssignTexts as T } from './assign-texts.ts';
import { ClaimListTab } from './ClaimListTab.tsx';
import { PoolClaimTab } from './PoolClaimTab.tsx';
import { useTabParam } from './use-tab-param.ts';
import { PageHeader } from './PageHeader.tsx';

const TABS = ['pool', 'mine', 'review'] as const;

/**
 * /sale/apply (线索申领): 公海线索 (choose pool leads and apply to claim them), 我的申请, and with
 * public:apply:audit 待审核 (通过 / 驳回 with a reason); the tab is kept in ?tab=. Perms
 * sale:apply:list to see, sale:apply:create to apply.
 */
export function LeadApplyPage() {
  const can = useCan();
  const [tab, setTab] = useTabParam(TABS);
  if (!can('sale:apply:list')) return <Result status="403" subTitle={T.applyNoPermission} />;
  const canReview = can('public:apply:audit');
  const items = [
    { key: 'pool', label: T.tabPool, children: <PoolClaimTab canClaim={can('sale:apply:create')} /> },
    { key: 'mine', label: T.tabMine, children: <ClaimListTab review={false} /> },
    ...(canReview ? [{ key: 'review', label: T.tabReview, children: <ClaimListTab review /> }] : []),
  ];
  return (
    <div style={{ minWidth: 0 }}>
      <PageHeader title={T.applyTitle} hint={T.applyHint} />
      <Tabs
        activeKey={tab === 'review' && !canReview ? 'pool' : tab}
        onChange={setTab}
        destroyOnHidden
        items={items}
      />
    </div>
  );
}
