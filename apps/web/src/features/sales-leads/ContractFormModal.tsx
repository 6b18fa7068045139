import { useMemo } from 'react';
import { Alert, App, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import {
  ActionLimits,
  ActionMessages as M,
  contractStatuses,
  signedContractStatuses,
  type ActionCalls,
  type CallInput,
  type ContractRow,
  type ContractStatus,
} from '@qishu/contract';
import { FormModal } from '../../lib/admin-ui/index.ts';
import { actionApi, reloadContracts, toFen, toYuan } from './action-api.ts';
import { ActionTexts as T } from './action-texts.ts';
import { fromDay, halfCol, statusOptions, toDay, YuanInput } from './action-ui.tsx';
import { LeadPicker, type PickedLead } from './LeadPicker.tsx';

export interface ContractValues {
  lead_id: number;
  code: string;
  title: string;
  /** yuan */
  amount: number;
  /** yuan */
  received?: number | null;
  signed_on?: Dayjs | null;
  start_on?: Dayjs | null;
  end_on?: Dayjs | null;
  status: ContractStatus;
  remark?: string;
}

/** The form's values → the call's body: yuan to fen, days as 'YYYY-MM-DD', texts trimmed. */
export function contractBody(v: ContractValues): CallInput<typeof ActionCalls.createContract> {
  return {
    lead_id: v.lead_id,
    code: v.code.trim(),
    title: v.title.trim(),
    amount_fen: toFen(v.amount),
    received_fen: toFen(v.received),
    signed_on: toDay(v.signed_on),
    start_on: toDay(v.start_on),
    end_on: toDay(v.end_on),
    status: v.status,
    remark: v.remark?.trim() || null,
  };
}

const datePicker = (
  <DatePicker format="YYYY-MM-DD" placeholder={T.datePlaceholder} style={{ width: '100%' }} />
);

/**
 * 新建合同 / 修改合同: the client, code, name, amount and amount received (in yuan; received never
 * above the amount), the dates, the status and a remark. Saving a signed status makes the lead won;
 * the server's answer says so.
 */
export function ContractFormModal(props: {
  editing: ContractRow | 'new' | null;
  lead?: PickedLead | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const { editing } = props;
  const save = useMutation({
    mutationFn: (v: ContractValues) =>
      editing !== null && editing !== 'new'
        ? actionApi.updateContract({ id: editing.contract_id, ...contractBody(v) })
        : actionApi.createContract(contractBody(v)),
    onSuccess: async (out) => {
      void message.success(out.message || M.saved);
      props.onClose();
      await reloadContracts(client);
    },
  });

  const presetLead = props.lead?.lead_id;
  const initial = useMemo<Partial<ContractValues> | undefined>(() => {
    if (editing === null) return undefined;
    if (editing === 'new') return { status: 'draft', ...(presetLead ? { lead_id: presetLead } : {}) };
    return {
      lead_id: editing.lead_id,
      code: editing.code,
      title: editing.title,
      amount: toYuan(editing.amount_fen),
      received: toYuan(editing.received_fen),
      signed_on: fromDay(editing.signed_on),
      start_on: fromDay(editing.start_on),
      end_on: fromDay(editing.end_on),
      status: editing.status as ContractStatus,
      remark: editing.remark ?? '',
    };
  }, [editing, presetLead]);
  const known =
    editing !== null && editing !== 'new'
      ? { lead_id: editing.lead_id, company_name: editing.company_name }
      : (props.lead ?? null);

  return (
    <FormModal<ContractValues>
      open={editing !== null}
      title={editing === 'new' ? T.newContract : T.editContract}
      initialValues={initial}
      onCancel={props.onClose}
      onSubmit={(v) => save.mutateAsync(v)}
      saving={save.isPending}
      width={720}
    >
      <Form.Item name="lead_id" label={T.lead} rules={[{ required: true, message: M.leadRequired }]}>
        <LeadPicker known={known} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...halfCol}>
          <Form.Item
            name="code"
            label={T.code}
            rules={[
              { required: true, whitespace: true, message: M.codeRequired },
              { max: ActionLimits.codeMax, message: M.codeTooLong },
            ]}
          >
            <Input maxLength={ActionLimits.codeMax} placeholder={T.codePlaceholder} />
          </Form.Item>
        </Col>
        <Col {...halfCol}>
          <Form.Item
            name="title"
            label={T.contractName}
            rules={[
              { required: true, whitespace: true, message: M.titleRequired },
              { max: ActionLimits.textMax, message: M.titleTooLong },
            ]}
          >
            <Input maxLength={ActionLimits.textMax} placeholder={T.contractNamePlaceholder} />
          </Form.Item>
        </Col>
        <Col {...halfCol}>
          <Form.Item
            name="amount"
            label={T.contractAmount}
            rules={[{ required: true, message: T.amountRequired }]}
          >
            <YuanInput />
          </Form.Item>
        </Col>
        <Col {...halfCol}>
          <Form.Item
            name="received"
            label={T.receivedLabel}
            dependencies={['amount']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, value: number | null | undefined) => {
                  const amount = getFieldValue('amount') as number | null | undefined;
                  if (value != null && amount != null && toFen(value) > toFen(amount)) {
                    throw new Error(M.receivedOverAmount);
                  }
                },
              }),
            ]}
          >
            <YuanInput />
          </Form.Item>
        </Col>
        <Col {...halfCol}>
          <Form.Item name="signed_on" label={T.signedOn}>
            {datePicker}
          </Form.Item>
        </Col>
        <Col {...halfCol}>
          <Form.Item name="status" label={T.status} rules={[{ required: true }]}>
            <Select options={statusOptions(contractStatuses)} />
          </Form.Item>
        </Col>
        <Col {...halfCol}>
          <Form.Item name="start_on" label={T.startOn}>
            {datePicker}
          </Form.Item>
        </Col>
        <Col {...halfCol}>
          <Form.Item
            name="end_on"
            label={T.endOn}
            dependencies={['start_on']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, value: Dayjs | null | undefined) => {
                  const start = getFieldValue('start_on') as Dayjs | null | undefined;
                  if (value && start && value.isBefore(start, 'day')) throw new Error(M.endBeforeStart);
                },
              }),
            ]}
          >
            {datePicker}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item noStyle dependencies={['status']}>
        {({ getFieldValue }) =>
          signedContractStatuses.includes(getFieldValue('status') as ContractStatus) ? (
            <Alert type="success" showIcon title={T.contractWonHint} style={{ marginBottom: 16 }} />
          ) : null
        }
      </Form.Item>
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
    </FormModal>
  );
}
