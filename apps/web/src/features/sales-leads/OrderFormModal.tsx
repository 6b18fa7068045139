import { useEffect, useMemo, useRef } from 'react';
import { Col, Form, Row, Select, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import {
  orderStatuses,
  type ActionCalls,
  type CallInput,
  type OrderRow,
  type OrderStatus,
} from '@qishu/contract';
import { actionApi, contractsKey, reloadOrders, toFen, toYuan } from './action-api.ts';
import {
  AmountField,
  DayPicker,
  fromDay,
  halfCol,
  LeadField,
  RecordFormModal,
  type RecordDialogProps,
  RemarkField,
  StatusField,
  TitleField,
  toDay,
} from './action-form.tsx';
import { ActionTexts as T } from './action-texts.ts';
import type { PickedLead } from './LeadPicker.tsx';

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
        <LeadField known={props.knownLead} />
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

const NEW_ORDER: Partial<OrderValues> = { status: 'pending' };

/** An order → the form's values (fen to yuan, the day to the picker's). */
function orderValues(row: OrderRow): Partial<OrderValues> {
  return {
    lead_id: row.lead_id,
    contract_id: row.contract_id,
    title: row.title,
    amount: toYuan(row.amount_fen),
    ordered_on: fromDay(row.ordered_on) ?? undefined,
    status: row.status as OrderStatus,
    remark: row.remark ?? '',
  };
}

const saveOrder = (v: OrderValues, row: OrderRow | null) =>
  row ? actionApi.updateOrder({ id: row.order_id, ...orderBody(v) }) : actionApi.createOrder(orderBody(v));

/**
 * 新建订单 / 修改订单: the client and, optionally, one of its contracts; the name, the amount (yuan),
 * the order date, the status and a remark.
 */
export function OrderFormModal(props: RecordDialogProps<OrderRow>) {
  return (
    <RecordFormModal<OrderRow, OrderValues>
      {...props}
      title={{ create: T.newOrder, edit: T.editOrder }}
      newValues={NEW_ORDER}
      toValues={orderValues}
      save={saveOrder}
      reload={reloadOrders}
      width={720}
    >
      {({ form, knownLead, row }) => (
        <>
          <LeadAndContract
            form={form}
            knownLead={knownLead}
            knownContract={
              row && row.contract_id !== null
                ? { contract_id: row.contract_id, code: row.contract_code ?? '' }
                : null
            }
          />
          <TitleField label={T.orderName} placeholder={T.orderNamePlaceholder} />
          <Row gutter={16}>
            <Col {...halfCol}>
              <AmountField label={T.orderAmount} />
            </Col>
            <Col {...halfCol}>
              <Form.Item
                name="ordered_on"
                label={T.orderedOn}
                rules={[{ required: true, message: T.orderedOnRequired }]}
              >
                <DayPicker />
              </Form.Item>
            </Col>
            <Col {...halfCol}>
              <StatusField statuses={orderStatuses} />
            </Col>
          </Row>
          <RemarkField />
        </>
      )}
    </RecordFormModal>
  );
}
