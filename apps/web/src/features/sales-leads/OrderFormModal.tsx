import { useEffect, useMemo, useRef } from 'react';
import { App, Col, DatePicker, Form, Input, Row, Select, type FormInstance } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import {
  ActionLimits,
  ActionMessages as M,
  orderStatuses,
  type ActionCalls,
  type CallInput,
  type OrderRow,
  type OrderStatus,
} from '@qishu/contract';
import { FormModal } from '../../lib/admin-ui/index.ts';
import { actionApi, contractsKey, reloadOrders, toFen, toYuan } from './action-api.ts';
import { ActionTexts as T } from './action-texts.ts';
import { fromDay, halfCol, statusOptions, toDay, YuanInput } from './action-ui.tsx';
import { LeadPicker, type PickedLead } from './LeadPicker.tsx';

export interface OrderValues {
  lead_id: number;
  contract_id?: number | null;
  title: string;
  /** yuan */
  amount: number;
  ordered_on: Dayjs;
  status: OrderStatus;
  remark?: string;
}

/** The form's values → the call's body: yuan to fen, the day as 'YYYY-MM-DD', texts trimmed. */
export function orderBody(v: OrderValues): CallInput<typeof ActionCalls.createOrder> {
  return {
    lead_id: v.lead_id,
    contract_id: v.contract_id ?? null,
    title: v.title.trim(),
    amount_fen: toFen(v.amount),
    ordered_on: toDay(v.ordered_on) ?? '',
    status: v.status,
    remark: v.remark?.trim() || null,
  };
}

/** The contract a row already names (shown before the lead's contracts are loaded). */
interface KnownContract {
  contract_id: number;
  code: string;
}

/**
 * 关联合同: the chosen client's contracts only (ActionCalls.contracts with its lead_id); none until
 * a client is chosen. Form.Item passes id, value and onChange.
 */
function ContractSelect(props: {
  leadId: number | undefined;
  known: KnownContract | null;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const { leadId } = props;
  const input: CallInput<typeof ActionCalls.contracts> = {
    lead_id: leadId ?? 0,
    page: 1,
    limit: 100,
    sort: 'created_at',
    order: 'desc',
  };
  const contracts = useQuery({
    queryKey: [...contractsKey, input],
    queryFn: ({ signal }) => actionApi.contracts(input, signal),
    enabled: leadId !== undefined,
  });
  const options = useMemo(() => {
    const list = (contracts.data?.list ?? []).map((c) => ({
      value: c.contract_id,
      label: `${c.code} · ${c.title}`,
    }));
    const k = props.known;
    if (k && leadId !== undefined && !list.some((o) => o.value === k.contract_id)) {
      list.push({ value: k.contract_id, label: k.code });
    }
    return list;
  }, [contracts.data, props.known, leadId]);

  return (
    <Select<number>
      id={props.id}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={leadId === undefined}
      loading={contracts.isFetching}
      placeholder={leadId === undefined ? T.contractPickLeadFirst : T.contractPlaceholder}
      notFoundContent={contracts.isFetching ? undefined : T.contractNoneOfLead}
      options={options}
      style={{ width: '100%' }}
    />
  );
}

/** The lead and its contract: a new lead clears the contract (it belonged to the other one). */
function LeadAndContract(props: {
  form: FormInstance<OrderValues>;
  knownLead: PickedLead | null;
  knownContract: KnownContract | null;
}) {
  const { form } = props;
  const leadId = Form.useWatch('lead_id', form) as number | undefined | null;
  const previous = useRef<number | undefined | null>(undefined);
  useEffect(() => {
    if (previous.current != null && previous.current !== leadId) form.setFieldValue('contract_id', null);
    previous.current = leadId;
  }, [leadId, form]);

  return (
    <Row gutter={16}>
      <Col {...halfCol}>
        <Form.Item name="lead_id" label={T.lead} rules={[{ required: true, message: M.leadRequired }]}>
          <LeadPicker known={props.knownLead} />
        </Form.Item>
      </Col>
      <Col {...halfCol}>
        <Form.Item name="contract_id" label={T.contract}>
          <ContractSelect
            leadId={leadId ?? undefined}
            known={leadId === props.knownLead?.lead_id ? props.knownContract : null}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * 新建订单 / 修改订单: the client and, optionally, one of its contracts; the name, the amount (yuan),
 * the order date, the status and a remark.
 */
export function OrderFormModal(props: {
  editing: OrderRow | 'new' | null;
  lead?: PickedLead | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const { editing } = props;
  const save = useMutation({
    mutationFn: (v: OrderValues) =>
      editing !== null && editing !== 'new'
        ? actionApi.updateOrder({ id: editing.order_id, ...orderBody(v) })
        : actionApi.createOrder(orderBody(v)),
    onSuccess: async (out) => {
      void message.success(out.message || M.saved);
      props.onClose();
      await reloadOrders(client);
    },
  });

  const presetLead = props.lead?.lead_id;
  const initial = useMemo<Partial<OrderValues> | undefined>(() => {
    if (editing === null) return undefined;
    if (editing === 'new') return { status: 'pending', ...(presetLead ? { lead_id: presetLead } : {}) };
    return {
      lead_id: editing.lead_id,
      contract_id: editing.contract_id,
      title: editing.title,
      amount: toYuan(editing.amount_fen),
      ordered_on: fromDay(editing.ordered_on) ?? undefined,
      status: editing.status as OrderStatus,
      remark: editing.remark ?? '',
    };
  }, [editing, presetLead]);
  const row = editing !== null && editing !== 'new' ? editing : null;
  const knownLead = row ? { lead_id: row.lead_id, company_name: row.company_name } : (props.lead ?? null);
  const knownContract =
    row && row.contract_id !== null ? { contract_id: row.contract_id, code: row.contract_code ?? '' } : null;

  return (
    <FormModal<OrderValues>
      open={editing !== null}
      title={editing === 'new' ? T.newOrder : T.editOrder}
      initialValues={initial}
      onCancel={props.onClose}
      onSubmit={(v) => save.mutateAsync(v)}
      saving={save.isPending}
      width={720}
    >
      {(form) => (
        <>
          <LeadAndContract form={form} knownLead={knownLead} knownContract={knownContract} />
          <Form.Item
            name="title"
            label={T.orderName}
            rules={[
              { required: true, whitespace: true, message: M.titleRequired },
              { max: ActionLimits.textMax, message: M.titleTooLong },
            ]}
          >
            <Input maxLength={ActionLimits.textMax} placeholder={T.orderNamePlaceholder} />
          </Form.Item>
          <Row gutter={16}>
            <Col {...halfCol}>
              <Form.Item
                name="amount"
                label={T.orderAmount}
                rules={[{ required: true, message: T.amountRequired }]}
              >
                <YuanInput />
              </Form.Item>
            </Col>
            <Col {...halfCol}>
              <Form.Item
                name="ordered_on"
                label={T.orderedOn}
                rules={[{ required: true, message: T.orderedOnRequired }]}
              >
                <DatePicker format="YYYY-MM-DD" placeholder={T.datePlaceholder} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...halfCol}>
              <Form.Item name="status" label={T.status} rules={[{ required: true }]}>
                <Select options={statusOptions(orderStatuses)} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="remark"
            label={T.remark}
            rules={[{ max: ActionLimits.remarkMax, message: M.remarkTooLong }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={ActionLimits.remarkMax}
              showCount
              placeholder={T.remarkPlaceholder}
            />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
