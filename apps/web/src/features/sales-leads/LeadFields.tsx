import { useState } from 'react';
import { Button, Flex, InputNumber, Select, Space, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionLimits,
  ActionMessages,
  fenToYuan,
  formatYuan,
  yuanToFen,
  type LeadDetail,
  type LeadLabel,
} from '@qishu/contract';
import { labelApi, labelsQuery, reloadLabels } from './label-api.ts';
import { LabelTag, LabelTags } from './LabelTags.tsx';
import { leadApi, leadDetailQuery, reloadLeads } from './lead-api.ts';
import { LeadPageTexts as T } from './lead-page-texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** The largest amount, in yuan (the contract's limit is in fen). */
const MAX_YUAN = fenToYuan(ActionLimits.amountMaxFen);

/** Yuan typed in the field → fen, or null when it is no amount the server takes. */
function toFen(yuan: string | null): number | null {
  if (yuan === null || yuan.trim() === '') return null;
  try {
    const fen = yuanToFen(yuan);
    return fen >= 0 && fen <= ActionLimits.amountMaxFen ? fen : null;
  } catch {
    return null;
  }
}

/** Puts `change` into the cached lead at once (the page then loads it again from the server). */
function usePatchLead(leadId: number) {
  const client = useQueryClient();
  return (change: Partial<LeadDetail>) =>
    client.setQueryData(leadDetailQuery(leadId).queryKey, (old) => (old ? { ...old, ...change } : old));
}

/**
 * 预计金额 in place: the amount as money and, when `editable`, 修改 opens a yuan field (two decimals)
 * saved as fen; Enter saves, Esc cancels.
 */
export function AmountField({ lead, editable }: { lead: LeadDetail; editable: boolean }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const patch = usePatchLead(lead.lead_id);
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (fen: number) => leadApi.setAmount({ id: lead.lead_id, amount_fen: fen }),
    onSuccess: async (out, fen) => {
      void message.success(out.message || ActionMessages.amountSaved);
      patch({ amount_fen: fen });
      setDraft(null);
      await reloadLeads(client);
    },
  });

  if (draft === null) {
    return (
      <Flex align="center" gap={4}>
        <span style={tabular}>{formatYuan(lead.amount_fen)}</span>
        {editable && (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={T.editAmount}
            title={T.editAmount}
            onClick={() => setDraft(fenToYuan(lead.amount_fen))}
          />
        )}
      </Flex>
    );
  }

  const submit = () => {
    const fen = toFen(draft);
    if (fen === null) {
      void message.error(ActionMessages.amountBad);
      return;
    }
    if (fen === lead.amount_fen) setDraft(null);
    else save.mutate(fen);
  };
  return (
    <Space.Compact>
      <InputNumber<string>
        stringMode
        autoFocus
        aria-label={T.amountInput}
        prefix="¥"
        min="0"
        max={MAX_YUAN}
        precision={2}
        step="1000"
        value={draft}
        onChange={(v) => setDraft(v ?? '')}
        onPressEnter={submit}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDraft(null);
        }}
        style={{ width: 180, ...tabular }}
      />
      <Button type="primary" loading={save.isPending} onClick={submit}>
        {T.save}
      </Button>
      <Button onClick={() => setDraft(null)} disabled={save.isPending}>
        {T.cancel}
      </Button>
    </Space.Compact>
  );
}

/**
 * The lead's labels in place: when `editable` (and the role may list and apply labels), a select of
 * the organisation's labels in their colours; choosing one adds it, removing one takes it off
 * (SaleLabelCalls.apply with add / remove). Otherwise the labels as tags.
 */
export function LabelsField({ lead, editable }: { lead: LeadDetail; editable: boolean }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const patch = usePatchLead(lead.lead_id);
  const labels = useQuery(labelsQuery(editable));
  const apply = useMutation({
    mutationFn: (v: { add: number[]; remove: number[]; next: LeadLabel[] }) =>
      labelApi.apply({ lead_ids: [lead.lead_id], add: v.add, remove: v.remove }),
    onSuccess: async (out, v) => {
      void message.success(out.message);
      patch({ labels: v.next });
      await Promise.all([reloadLeads(client), reloadLabels(client)]);
    },
  });

  if (!editable) return <LabelTags labels={lead.labels} max={20} />;

  // the organisation's labels, and any the lead carries that the list does not (yet) hold
  const known = new Map<number, LeadLabel>(lead.labels.map((l) => [l.label_id, l]));
  for (const l of labels.data ?? [])
    known.set(l.label_id, { label_id: l.label_id, name: l.name, color: l.color });
  const current = lead.labels.map((l) => l.label_id);
  const value = apply.isPending ? apply.variables.next.map((l) => l.label_id) : current;

  const change = (next: number[]) => {
    const add = next.filter((id) => !current.includes(id));
    const remove = current.filter((id) => !next.includes(id));
    if (add.length + remove.length === 0) return;
    apply.mutate({ add, remove, next: next.map((id) => known.get(id)!).filter(Boolean) });
  };

  return (
    <Select<number[]>
      mode="multiple"
      aria-label={T.labels}
      value={value}
      onChange={change}
      loading={labels.isLoading || apply.isPending}
      disabled={apply.isPending}
      placeholder={T.labelsPlaceholder}
      notFoundContent={labels.isLoading ? undefined : T.noLabelsYet}
      showSearch={{ optionFilterProp: 'label' }}
      options={[...known.values()].map((l) => ({ value: l.label_id, label: l.name, color: l.color }))}
      optionRender={(o) => <LabelTag name={String(o.label)} color={String(o.data.color)} />}
      tagRender={({ value: id, label, closable, onClose }) => {
        const l = known.get(Number(id));
        return (
          <Tag
            color={l?.color}
            closable={closable}
            onClose={onClose}
            // a click on the tag must not open the drop-down
            onMouseDown={(e) => {
              e.preventDefault();
              e.stopPropagation();
            }}
            style={{ marginInlineEnd: 4 }}
          >
            {l?.name ?? label}
          </Tag>
        );
      }}
      style={{ width: '100%', minWidth: 200 }}
    />
  );
}
