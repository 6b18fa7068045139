import { createContext, useContext, type ReactNode } from 'react';
import { isTableFilterRoute } from '@qishu/contract';

/**
 * Table-filter mode (data-shop.md "Admin shell tag bar"). The old admin shell set a global flag on
 * every route change: on for the list routes of TABLE_FILTER_ROUTES (/raise/list, /ent/corpse,
 * /park/index, …), off elsewhere, and those list pages then laid their filter form out as a compact
 * bar above the table. Here the shell decides the mode from each kept-alive page's own path (so a
 * hidden tab keeps its mode while another is shown): the page's content area gets the class
 * `tableFilter` (compact search form: tighter rows and gaps, the table right under it) and
 * `data-table-filter="on"`, and list pages may read the flag with useTableFilterMode() to choose
 * their own compact layout (e.g. a small-size table).
 */
const TableFilterModeContext = createContext(false);

export function TableFilterModeProvider({ path, children }: { path: string; children: ReactNode }) {
  return (
    <TableFilterModeContext.Provider value={isTableFilterRoute(path)}>
      {children}
    </TableFilterModeContext.Provider>
  );
}

/** Whether the page being rendered is a table-filter list route. */
export function useTableFilterMode(): boolean {
  return useContext(TableFilterModeContext);
}
