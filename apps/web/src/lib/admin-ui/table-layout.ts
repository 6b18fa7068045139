import { Grid, type TableColumnsType } from 'antd';

/**
 * Width (px) of a shortened (ellipsis) column that gives none: sized to its content, such a column
 * would be as wide as its longest text and push the table past its container.
 */
const ELLIPSIS_WIDTH = 240;

/** Width antd gives its own selection and expand columns (px). */
const SELECTION_WIDTH = 32;
const EXPAND_WIDTH = 48;

/**
 * The width a table needs: the sum of its columns' widths (plus antd's selection and expand
 * columns), or null when a column has no numeric width (the table then sizes itself to its content).
 */
export function columnsWidth(
  columns: TableColumnsType<never> | undefined,
  extra: { selection?: boolean; expand?: boolean } = {},
): number | null {
  if (!columns?.length) return null;
  let sum = (extra.selection ? SELECTION_WIDTH : 0) + (extra.expand ? EXPAND_WIDTH : 0);
  for (const c of columns) {
    if (typeof c.width !== 'number') return null;
    sum += c.width;
  }
  return sum;
}

/**
 * The columns and horizontal scroll of a back-office table. Every column has its width, so the table
 * is laid out at their sum (scroll.x) and stretched to a wider container: nothing ever lies under the
 * fixed 操作 column at the widths the table fits (the back-office lists fit 1180 px, a 1440 px window
 * with the side menu open). On a phone no column stays fixed: a fixed column would cover most of a
 * 390 px screen, so the whole row scrolls instead, actions last.
 */
export function useTableLayout<Row>(
  columns: TableColumnsType<Row> | undefined,
  extra: { selection?: boolean; expand?: boolean } = {},
): { columns: TableColumnsType<Row> | undefined; x: number | 'max-content' } {
  const screens = Grid.useBreakpoint();
  // before the first measure every breakpoint is undefined: treat the window as wide
  const phone = screens.md === false;
  const laidOut = columns?.map((c) => {
    const sized = c.ellipsis && c.width === undefined ? { ...c, width: ELLIPSIS_WIDTH } : c;
    return phone && sized.fixed ? { ...sized, fixed: undefined } : sized;
  });
  return { columns: laidOut, x: columnsWidth(laidOut as TableColumnsType<never>, extra) ?? 'max-content' };
}
