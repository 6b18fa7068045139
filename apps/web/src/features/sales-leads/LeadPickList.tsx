import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { LeadCalls, type LeadRow } from '@qishu/contract';
import { ListPage } from '../../lib/admin-ui/index.ts';
import { AssignTexts as T } from './assign-texts.ts';
import { leadPickColumns, leadSelection } from './lead-columns.tsx';
import { leadApi, leadsKey } from './lead-api.ts';
import { ExportListButton } from './ExportListButton.tsx';
import { leadListFilters, leadListInput, LeadSearchFields } from './LeadSearchFields.tsx';
import { TableEmpty } from './TableEmpty.tsx';

/** Which leads a pick list holds: the shared pool, or the team's (owned) leads. */
export type LeadScope = 'pool' | 'team';

/** Choosing leads in a pick list, and the one button that acts on the chosen. */
export interface LeadPicking {
  selected: number[];
  onChange: (ids: number[]) => void;
  action: { label: string; icon: ReactNode; onClick: () => void };
}

/**
 * A lead list to choose from (公海线索 of 线索申领, 待分发 of 线索分发): the company and label search,
 * the leads of `scope` (the team's with their owner), server-paged. With `picking` each row has a
 * checkbox kept over pages, and the toolbar says how many are chosen, clears them and acts on them
 * (its button disabled until one is chosen). 导出 downloads the rows the list shows, every page.
 */
export function LeadPickList(props: {
  scope: LeadScope;
  emptyText: string;
  picking?: LeadPicking | undefined;
}) {
  const { scope, picking } = props;
  const pool = scope === 'pool';
  return (
    <TableEmpty text={props.emptyText}>
      <ListPage<LeadRow>
        // a fresh list (search, page) for each scope
        key={scope}
        queryKey={[...leadsKey, scope]}
        fetchPage={(p, signal) => leadApi.page(leadListInput(p, pool), signal)}
        columns={leadPickColumns(!pool)}
        rowKey="lead_id"
        searchFields={<LeadSearchFields />}
        rowSelection={picking ? leadSelection(picking.selected, picking.onChange) : undefined}
        toolbar={(search) => (
          <>
            {picking && picking.selected.length > 0 && (
              <>
                <Typography.Text key="count" type="secondary" aria-live="polite">
                  {T.selected(picking.selected.length)}
                </Typography.Text>
                <Button key="clear" type="link" size="small" onClick={() => picking.onChange([])}>
                  {T.clearSelection}
                </Button>
              </>
            )}
            {/* keyed: the toolbar's Space flattens its children, and the buttons must stay the same elements */}
            {picking && (
              <Button
                key="action"
                type="primary"
                icon={picking.action.icon}
                disabled={picking.selected.length === 0}
                onClick={picking.action.onClick}
              >
                {picking.action.label}
              </Button>
            )}
            {/* the rows the list shows: its scope and its submitted search, every page */}
            <ExportListButton key="export" call={LeadCalls.list} filters={leadListFilters(search, pool)} />
          </>
        )}
      />
    </TableEmpty>
  );
}
