import { Result, Tabs } from 'antd';
import { useCan } from '../../lib/session/index.ts';
import { AssignRulesTab } from './AssignRulesTab.tsx';
import { AssignTexts as T } from './assign-texts.ts';
import { DeliverPendingTab } from './DeliverPendingTab.tsx';
import { LeadMovesTab } from './LeadMovesTab.tsx';
import { TeamCapacityTab } from './TeamCapacityTab.tsx';
import { useTabParam } from './use-tab-param.ts';
import { PageHeader } from './PageHeader.tsx';

const TABS = ['pending', 'team', 'rules', 'moves'] as const;

/**
 * /sale/diliver (线索分发, managers): 待分发 (the pool or the team's leads, delivered by hand, in
 * turn or by rule), 团队容量, 分配规则 and 分发记录; the tab is kept in ?tab=. Perms
 * sale:deliver:list to see, sale:deliver:assign to act.
 */
export function LeadDeliverPage() {
  const can = useCan();
  const [tab, setTab] = useTabParam(TABS);
  if (!can('sale:deliver:list')) return <Result status="403" subTitle={T.deliverNoPermission} />;
  const canAssign = can('sale:deliver:assign');
  return (
    <div style={{ minWidth: 0 }}>
      <PageHeader title={T.deliverTitle} hint={T.deliverHint} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'pending', label: T.tabPending, children: <DeliverPendingTab canAssign={canAssign} /> },
          { key: 'team', label: T.tabTeam, children: <TeamCapacityTab canAssign={canAssign} /> },
          { key: 'rules', label: T.tabRules, children: <AssignRulesTab canAssign={canAssign} /> },
          { key: 'moves', label: T.tabMoves, children: <LeadMovesTab /> },
        ]}
      />
    </div>
  );
}
