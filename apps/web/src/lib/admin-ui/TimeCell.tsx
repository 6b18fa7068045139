import type { ReactNode } from 'react';
import { formatDateTime } from '../format.ts';

/**
 * Width (px) of a column of TimeCell: too narrow for "2026-11-22 10:00" on one line, so the time
 * wraps under the date and a list with two times still fits a 1440 px window; a wider table keeps it
 * on one line.
 */
export const TIME_COLUMN_WIDTH = 110;

/** A stored UTC time in a back-office table (Asia/Shanghai); `empty` stands for a missing time. */
export function TimeCell({ value, empty = '—' }: { value: string | null | undefined; empty?: ReactNode }) {
  return <>{value ? formatDateTime(value) : empty}</>;
}
