import { Alert, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  checkParamValue,
  knownParamRules,
  ParamMessages,
  paramKeySchema,
  type ParamRow,
} from '@qishu/contract';
import { FormModal } from '../../lib/admin-ui/index.ts';
import { SettingsTexts } from './texts.ts';

const T = SettingsTexts.param;

export interface ParamFormValues {
  param_key: string;
  name: string;
  param_value: string;
  remark?: string | null;
}

/** The contract's value rule of a key as an antd rule, so the form says what the server would. */
const valueRule = (key: () => string): Rule => ({
  validator: async (_rule, value: unknown) => {
    const reason = checkParamValue(key(), typeof value === 'string' ? value : '');
    if (reason) throw new Error(reason);
  },
});

const keyRule: Rule = {
  validator: async (_rule, value: unknown) => {
    const r = paramKeySchema.safeParse(typeof value === 'string' ? value : '');
    if (!r.success) throw new Error(r.error.issues[0]?.message ?? ParamMessages.keyFormat);
  },
};

/**
 * 新增参数 / 编辑参数. A built-in key keeps its key, name and remark and its value is checked by the
 * key's rule before the call (the server checks again); a custom key takes any text.
 */
export function ParamFormModal(props: {
  open: boolean;
  /** the row to edit; null to create */
  editing: ParamRow | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: ParamFormValues) => Promise<unknown>;
}) {
  const { editing } = props;
  const builtIn = editing?.protected ?? false;
  return (
    <FormModal<ParamFormValues>
      open={props.open}
      title={editing ? T.editTitle : T.createTitle}
      initialValues={editing ?? undefined}
      saving={props.saving}
      onCancel={props.onCancel}
      onSubmit={props.onSubmit}
    >
      {(form) => {
        const key = () =>
          (editing?.param_key ?? (form.getFieldValue('param_key') as string | undefined) ?? '').trim();
        const hint = editing ? editing.hint : null;
        return (
          <>
            {builtIn && <Alert type="info" showIcon title={T.builtInNote} style={{ marginBottom: 16 }} />}
            <Form.Item name="param_key" label={T.key} rules={editing ? [] : [keyRule]}>
              <Input disabled={!!editing} placeholder={T.keyPlaceholder} maxLength={100} />
            </Form.Item>
            <Form.Item
              name="name"
              label={T.name}
              rules={[{ required: true, whitespace: true, message: ParamMessages.nameRequired }]}
            >
              <Input disabled={builtIn} maxLength={100} />
            </Form.Item>
            <Form.Item
              name="param_value"
              label={T.value}
              extra={hint ?? (editing ? null : knownParamRules[key()]?.hint)}
              rules={[valueRule(key)]}
              dependencies={['param_key']}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={2000} />
            </Form.Item>
            <Form.Item
              name="remark"
              label={T.remark}
              rules={[{ max: 500, message: ParamMessages.remarkTooLong }]}
            >
              <Input.TextArea disabled={builtIn} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} />
            </Form.Item>
          </>
        );
      }}
    </FormModal>
  );
}
