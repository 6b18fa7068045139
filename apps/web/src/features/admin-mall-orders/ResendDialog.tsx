import { Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResendInput, ResendResult } from '@qishu/contract';
import { FormModal, LinkButton } from '../../lib/admin-ui/index.ts';
import { MallOrderTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

const T = MallOrderTexts.resend;

export interface ResendTarget {
  id: number;
  /** the address used when the field is left empty */
  email: string;
  label: string;
}

/**
 * 补发数据 / 重新发送: a small dialog for another e-mail (optional), then the call; the lists under
 * `invalidate` reload afterwards.
 */
export function ResendDialog(props: {
  target: ResendTarget | null;
  title: string;
  send: (id: number, input: ResendInput) => Promise<ResendResult>;
  invalidate: readonly (readonly unknown[])[];
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { target } = props;

  const submit = async (v: { email?: string }) => {
    if (!target) return;
    setSaving(true);
    try {
      const email = v.email?.trim();
      const out = await props.send(target.id, email ? { email } : {});
      void message.success(T.done(out.email));
      await Promise.all(props.invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
      props.onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal<{ email?: string }>
      open={target !== null}
      title={props.title}
      width={460}
      saving={saving}
      onCancel={props.onClose}
      onSubmit={submit}
    >
      <p style={{ marginTop: 0 }}>{target?.label}</p>
      <Form.Item
        name="email"
        label={T.email}
        extra={target ? T.emailHint(target.email) : undefined}
        rules={[{ type: 'email', message: T.emailInvalid }]}
      >
        <Input allowClear maxLength={100} placeholder={target?.email} />
      </Form.Item>
    </FormModal>
  );
}

/** 补发数据 for a paid order of a list row (disabled, with the reason, while unpaid). */
export function ResendOrderButton({ paid, onClick }: { paid: boolean; onClick: () => void }) {
  return (
    <LinkButton disabled={!paid} title={paid ? undefined : MallOrderTexts.resend.unpaid} onClick={onClick}>
      {MallOrderTexts.resend.order}
    </LinkButton>
  );
}
