import { useCallback, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { formatYuan } from '@qishu/contract';
import { ActionTexts as T } from './action-texts.ts';

/** Numbers line up in columns. */
export const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** A status of a visit / contract / order as a tag in its colour, its name always written out. */
export function ActionStatusTag(props: {
  statuses: readonly { key: string; label: string; color: string }[];
  status: string;
}) {
  const found = props.statuses.find((s) => s.key === props.status);
  return (
    <Tag color={found?.color ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {found?.label ?? props.status}
    </Tag>
  );
}

/** Fen as ¥1,234.50 in tabular figures. */
export function Money({ fen }: { fen: number }) {
  return <span style={tabular}>{formatYuan(fen)}</span>;
}

/** The company of a record, linking to its lead's page. */
export function LeadLink({ leadId, name }: { leadId: number; name: string }) {
  return <Link to={`/sale/lead/${leadId}`}>{name}</Link>;
}

/** A text or a dash. */
export const orDash = (v: string | null | undefined) => (v ? v : T.none);

/**
 * The lead a page is opened for (`?lead_id=12`, from 我的客户 or the lead's page): its list is
 * filtered by it and its forms preselect it. `clear` shows every record again.
 */
export function useLeadParam(): [number | undefined, () => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('lead_id'));
  const leadId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('lead_id');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [leadId, clear];
}

/** Above a list filtered by one lead: which, and a way back to all records. */
export function LeadFilterNotice(props: { name: string; onClear: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      title={T.onlyLead(props.name)}
      action={
        <Button size="small" type="link" onClick={props.onClear}>
          {T.showAll}
        </Button>
      }
    />
  );
}

/** A table's empty state: a skeleton while the first page loads, else the list's own text. */
export function tableEmpty(pending: boolean, text: ReactNode) {
  return pending ? (
    <Skeleton active title={false} paragraph={{ rows: 4 }} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
  );
}

/** 'planned_at:desc' → { sort: 'planned_at', order: 'desc' }. */
export function splitSort<K extends string>(value: string): { sort: K; order: 'asc' | 'desc' } {
  const [sort, order] = value.split(':');
  return { sort: sort as K, order: order === 'asc' ? 'asc' : 'desc' };
}

/** A sort table of the texts → Select options. */
export const sortOptions = (sorts: Readonly<Record<string, string>>) =>
  Object.entries(sorts).map(([value, label]) => ({ value, label }));

/** The statuses → Select options. */
export const statusOptions = (statuses: readonly { key: string; label: string }[]) =>
  statuses.map((s) => ({ value: s.key, label: s.label }));
