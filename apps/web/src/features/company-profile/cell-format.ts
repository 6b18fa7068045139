import type { TableColumnsType } from 'antd';
import { formatCount } from '../../lib/format.ts';

/** An amount in yuan: 1234 → "1,234元", 12345678 → "1,234.57万元". */
export function amountText(yuan: number): string {
  if (Math.abs(yuan) >= 10_000) {
    return `${(yuan / 10_000).toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 0 })}万元`;
  }
  return `${formatCount(yuan)}元`;
}

/** The columns that show something on at least one of the rows (a kind's table leaves out the rest). */
export function nonEmptyColumns<Row extends object>(
  columns: TableColumnsType<Row>,
  rows: readonly Row[],
): TableColumnsType<Row> {
  return columns.filter((column) => {
    const field = 'dataIndex' in column ? column.dataIndex : undefined;
    if (typeof field !== 'string') return true;
    return rows.some((row) => {
      const value = (row as Record<string, unknown>)[field];
      return value !== null && value !== undefined && value !== '';
    });
  });
}
