import { useState } from 'react';
import { Alert, Flex, Segmented } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { AssignTexts as T } from './assign-texts.ts';
import { DeliverDialog, type DeliverAnswer } from './DeliverDialog.tsx';
import { LeadPickList, type LeadScope as Scope } from './LeadPickList.tsx';

/**
 * 待分发: the shared pool (or, switched, the team's leads to reassign) with row selection over pages;
 * 分发 opens the dialog, and its answer (assigned / full / unmatched) stays above the list.
 */
export function DeliverPendingTab({ canAssign }: { canAssign: boolean }) {
  const [scope, setScope] = useState<Scope>('pool');
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState(false);
  const [answer, setAnswer] = useState<DeliverAnswer | null>(null);
  const pool = scope === 'pool';

  return (
    <Flex vertical gap={12}>
      <Segmented<Scope>
        aria-label={T.scope}
        value={scope}
        onChange={(next) => {
          setScope(next);
          setSelected([]);
        }}
        options={[
          { value: 'pool', label: T.scopePool },
          { value: 'team', label: T.scopeTeam },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {answer && (
        <Alert
          type={answer.full + answer.unmatched > 0 ? 'warning' : 'success'}
          showIcon
          closable={{ 'aria-label': T.close }}
          title={T.resultTitle}
          description={answer.message}
          onClose={() => setAnswer(null)}
        />
      )}
      <LeadPickList
        scope={scope}
        emptyText={pool ? T.poolEmpty : T.teamLeadsEmpty}
        picking={
          canAssign
            ? {
                selected,
                onChange: setSelected,
                action: { label: T.deliver, icon: <SendOutlined />, onClick: () => setDialog(true) },
              }
            : undefined
        }
      />
      <DeliverDialog
        open={dialog}
        leadIds={selected}
        onClose={() => setDialog(false)}
        onDone={(out) => {
          setAnswer(out);
          setDialog(false);
          setSelected([]);
        }}
      />
    </Flex>
  );
}
