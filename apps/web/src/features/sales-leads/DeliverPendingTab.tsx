import { useState } from 'react';
import { Alert, Button, Flex, Segmented, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { LeadRow } from '@qishu/contract';
import { ListPage } from '../../lib/admin-ui/index.ts';
import { AssignTexts as T } from './assign-texts.ts';
import { DeliverDialog, type DeliverAnswer } from './DeliverDialog.tsx';
import { leadPickColumns, leadSelection } from './lead-columns.tsx';
import { leadApi, leadsKey } from './lead-api.ts';
import { leadListInput, LeadSearchFields } from './LeadSearchFields.tsx';
import { TableEmpty } from './TableEmpty.tsx';

type Scope = 'pool' | 'team';

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
      <TableEmpty text={pool ? T.poolEmpty : T.teamLeadsEmpty}>
        <ListPage<LeadRow>
          // a fresh list (search, page) for each scope
          key={scope}
          queryKey={[...leadsKey, scope]}
          fetchPage={(p, signal) => leadApi.page(leadListInput(p, pool), signal)}
          columns={leadPickColumns(!pool)}
          rowKey="lead_id"
          searchFields={<LeadSearchFields />}
          rowSelection={canAssign ? leadSelection(selected, setSelected) : undefined}
          toolbar={
            canAssign && (
              <>
                {selected.length > 0 && (
                  <>
                    <Typography.Text key="count" type="secondary" aria-live="polite">
                      {T.selected(selected.length)}
                    </Typography.Text>
                    <Button key="clear" type="link" size="small" onClick={() => setSelected([])}>
                      {T.clearSelection}
                    </Button>
                  </>
                )}
                {/* keyed: the toolbar's Space flattens its children, and the button must stay the same element */}
                <Button
                  key="deliver"
                  type="primary"
                  icon={<SendOutlined />}
                  disabled={selected.length === 0}
                  onClick={() => setDialog(true)}
                >
                  {T.deliver}
                </Button>
              </>
            )
          }
        />
      </TableEmpty>
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
