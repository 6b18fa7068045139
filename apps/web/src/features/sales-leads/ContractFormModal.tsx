import { Alert, Col, Form, Input, Row } from 'antd';
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
import { actionApi, reloadContracts, toFen, toYuan } from './action-api.ts';
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
  YuanInput,
} from './action-form.tsx';
import { ActionTexts as T } from './action-texts.ts';

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

const NEW_CONTRACT: Partial<ContractValues> = { status: 'draft' };

/** A contract → the form's values (fen to yuan, days to the picker's). */
function contractValues(row: ContractRow): Partial<ContractValues> {
  return {
    lead_id: row.lead_id,
    code: row.code,
    title: row.title,
    amount: toYuan(row.amount_fen),
    received: toYuan(row.received_fen),
    signed_on: fromDay(row.signed_on),
    start_on: fromDay(row.start_on),
    end_on: fromDay(row.end_on),
    status: row.status as ContractStatus,
    remark: row.remark ?? '',
  };
}

const saveContract = (v: ContractValues, row: ContractRow | null) =>
  row
    ? actionApi.updateContract({ id: row.contract_id, ...contractBody(v) })
    : actionApi.createContract(contractBody(v));

/**
 * 新建合同 / 修改合同: the client, code, name, amount and amount received (in yuan; received never
 * above the amount), the dates, the status and a remark. Saving a signed status makes the lead won;
 * the server's answer says so.
 */
export function ContractFormModal(props: RecordDialogProps<ContractRow>) {
  return (
    <RecordFormModal<ContractRow, ContractValues>
      {...props}
      title={{ create: T.newContract, edit: T.editContract }}
      newValues={NEW_CONTRACT}
      toValues={contractValues}
      save={saveContract}
      reload={reloadContracts}
      width={720}
    >
      {({ knownLead }) => (
        <>
          <LeadField known={knownLead} />
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
              <TitleField label={T.contractName} placeholder={T.contractNamePlaceholder} />
            </Col>
            <Col {...halfCol}>
              <AmountField label={T.contractAmount} />
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
                <DayPicker />
              </Form.Item>
            </Col>
            <Col {...halfCol}>
              <StatusField statuses={contractStatuses} />
            </Col>
            <Col {...halfCol}>
              <Form.Item name="start_on" label={T.startOn}>
                <DayPicker />
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
                <DayPicker />
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
          <RemarkField />
        </>
      )}
    </RecordFormModal>
  );
}
