import { Form, Input } from 'antd';
import { CustomRequestLimits, CustomRequestMessages as M, type CustomAdminRow } from '@qishu/contract';
import { FormModal } from '../../lib/admin-ui/index.ts';
import { CustomReviewTexts as T } from './texts.ts';

/** 驳回 with a reason (required, at most 200 characters): the requester reads it in the message centre. */
export function RejectDialog(props: {
  row: CustomAdminRow | null;
  saving: boolean;
  onSubmit: (row: CustomAdminRow, reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { row } = props;
  return (
    <FormModal<{ reason: string }>
      open={row !== null}
      title={row ? T.rejectTitle(row.name) : ''}
      saving={props.saving}
      onCancel={props.onClose}
      onSubmit={({ reason }) => (row ? props.onSubmit(row, reason.trim()) : Promise.resolve())}
    >
      <Form.Item
        name="reason"
        label={T.rejectReason}
        rules={[
          { required: true, whitespace: true, message: M.rejectReasonRequired },
          { max: CustomRequestLimits.rejectReasonMax, message: M.rejectReasonTooLong },
        ]}
      >
        <Input.TextArea
          rows={4}
          showCount
          maxLength={CustomRequestLimits.rejectReasonMax}
          placeholder={T.rejectPlaceholder}
        />
      </Form.Item>
    </FormModal>
  );
}
