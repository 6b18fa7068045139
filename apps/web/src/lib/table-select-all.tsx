import {
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * The select-all checkbox of a table's selection column. antd copies a column's title into a hidden
 * measuring row (aria-hidden) when the table scrolls sideways, and there the checkbox could still
 * take focus (axe: aria-hidden-focus): the copy is made inert. The checkbox is named in Chinese.
 */
function SelectAll({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) ref.current.inert = true;
  }, []);
  return <span ref={ref}>{children}</span>;
}

/** For `rowSelection.columnTitle`: the select-all checkbox, safe in the measuring row. */
export function selectAllColumnTitle(checkbox: ReactNode): ReactNode {
  const named = isValidElement(checkbox)
    ? cloneElement(checkbox as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': '全选本页' })
    : checkbox;
  return <SelectAll>{named}</SelectAll>;
}
