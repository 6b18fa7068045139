import { useCallback, useState } from 'react';
import { UsrCateMessages as M } from '@qishu/contract';

export type RowEditStart =
  { ok: true; editing: number } | { ok: false; editing: number | null; message: string };

/**
 * The editable table's rule (shell-and-backoffice.md §5): one row at a time. Starting to edit `key`
 * while another row is being edited is refused with 请先保存当前编辑的数据.
 */
export function startRowEdit(editing: number | null, key: number): RowEditStart {
  if (editing !== null && editing !== key) return { ok: false, editing, message: M.editOneRow };
  return { ok: true, editing: key };
}

/**
 * The rule as a hook: `start(key)` answers whether editing may begin and, when not, reports the
 * spec's message through `warn`; `stop()` ends the current edit (saved or cancelled).
 */
export function useSingleRowEdit(warn: (message: string) => void) {
  const [editing, setEditing] = useState<number | null>(null);
  const start = useCallback(
    (key: number) => {
      const result = startRowEdit(editing, key);
      if (!result.ok) {
        warn(result.message);
        return false;
      }
      setEditing(result.editing);
      return true;
    },
    [editing, warn],
  );
  const stop = useCallback(() => setEditing(null), []);
  return { editing, start, stop };
}
