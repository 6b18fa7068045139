import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { IdentityMessages as M } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { revisePass } from './auth-api.ts';
import { codeRules, phoneRules } from './rules.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { AuthTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

interface ResetFields {
  phone: string;
  code: string;
  password: string;
  passwdCheck: string;
}

interface PasswordResetModalProps {
  open: boolean;
  /** Prefix of the fields' ids (several of these dialogs can be mounted at once). */
  formName: string;
  title: string;
  /** A line above the form (the 412 dialog explains why). */
  hint?: string;
  /** Resend countdown in seconds (60 in the shop, 120 for the workspace reset). */
  seconds: number;
  /** The workspace reset sends the phone as `username`; the shop as `phone`. */
  phoneAs: 'phone' | 'username';
  /** The workspace reset says 验证失败！ when the form is invalid. */
  announceInvalid?: boolean;
  onClose: () => void;
  /** After the server accepted the new password. */
  onDone: (phone: string) => void;
  phone?: string;
}

/** Forgot / set / reset password: phone, SMS code, new password, confirmation (revisePass). */
export function PasswordResetModal(props: PasswordResetModalProps) {
  const { open, formName, title, hint, seconds, phoneAs, announceInvalid, onClose, onDone, phone } = props;
  const { message } = useFeedback();
  const [form] = Form.useForm<ResetFields>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: ResetFields) => {
    setBusy(true);
    try {
      await revisePass({
        [phoneAs]: values.phone,
        code: values.code,
        password: values.password,
        passwdCheck: values.passwdCheck,
      });
      void message.success(AuthTexts.passwordReset);
      onDone(values.phone);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} destroyOnHidden width={420}>
      {hint ? <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph> : null}
      <Form<ResetFields>
        name={formName}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ phone }}
        onFinish={(v) => void submit(v)}
        onFinishFailed={() => (announceInvalid ? void message.error(M.verifyFailed) : undefined)}
      >
        <Form.Item name="phone" label={AuthTexts.phone} rules={phoneRules()} validateTrigger="onBlur">
          <Input placeholder={AuthTexts.phonePlaceholder} maxLength={11} />
        </Form.Item>
        <Form.Item label={AuthTexts.code}>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={codeRules(M.forgotCodeRequired)}>
              <Input placeholder={AuthTexts.codePlaceholder} aria-label={AuthTexts.code} maxLength={8} />
            </Form.Item>
            <SmsCodeButton
              seconds={seconds}
              getPhone={() => form.getFieldValue('phone') as string | undefined}
              onPhoneError={(text) => form.setFields([{ name: 'phone', errors: [text] }])}
            />
          </Space.Compact>
        </Form.Item>
        <NewPasswordFields confirmName="passwdCheck" />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {AuthTexts.submit}
        </Button>
      </Form>
    </Modal>
  );
}
