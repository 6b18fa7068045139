import { useEffect, useMemo, useState } from 'react';
import { Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CallInput, LeadCalls } from '@qishu/contract';
import { ActionTexts as T } from './action-texts.ts';
import { leadApi, leadsKey } from './lead-api.ts';

/** A lead as the forms know it: its id and company. */
export interface PickedLead {
  lead_id: number;
  company_name: string;
}

/** How long typing must pause before the leads are searched. */
export const LEAD_SEARCH_DELAY_MS = 300;

/**
 * 客户: a searchable select of the leads the user may see (LeadCalls.list, `keyword` = part of the
 * company name, searched once typing pauses); the value is the lead_id. `known` names a lead the
 * value may already hold (the record being edited, the lead the page was opened for), so it shows
 * its company before any search.
 */
export function LeadPicker(props: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null, lead: PickedLead | null) => void;
  known?: PickedLead | null;
  disabled?: boolean;
  'aria-required'?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedLead | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(search.trim()), LEAD_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const input: CallInput<typeof LeadCalls.list> = { page: 1, limit: 20, ...(keyword ? { keyword } : {}) };
  const leads = useQuery({
    queryKey: [...leadsKey, input],
    queryFn: ({ signal }) => leadApi.page(input, signal),
    enabled: open,
    staleTime: 30_000,
  });

  const options = useMemo(() => {
    const byId = new Map<number, PickedLead>();
    for (const l of leads.data?.list ?? []) byId.set(l.lead_id, l);
    // the chosen lead keeps its name when a later search no longer lists it
    for (const l of [picked, props.known]) if (l && !byId.has(l.lead_id)) byId.set(l.lead_id, l);
    const list = [...byId.values()].map((l) => ({ value: l.lead_id, label: l.company_name }));
    const v = props.value;
    if (v != null && !byId.has(v)) list.push({ value: v, label: T.leadNumber(v) });
    return list;
  }, [leads.data, picked, props.known, props.value]);

  const searching = open && (leads.isFetching || search.trim() !== keyword);

  return (
    <Select<number>
      id={props.id}
      value={props.value ?? undefined}
      disabled={props.disabled}
      aria-required={props['aria-required']}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder={T.leadPlaceholder}
      options={options}
      onOpenChange={setOpen}
      notFoundContent={searching ? <Spin size="small" aria-label={T.leadSearching} /> : T.leadNotFound}
      onChange={(value) => {
        const lead = value == null ? null : (options.find((o) => o.value === value) ?? null);
        const chosen = lead ? { lead_id: lead.value, company_name: lead.label } : null;
        setPicked(chosen);
        props.onChange?.(value ?? null, chosen);
      }}
      style={{ width: '100%' }}
    />
  );
}
