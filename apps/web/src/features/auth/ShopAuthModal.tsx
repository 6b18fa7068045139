import type { ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { IdentityMessages as M } from '@qishu/contract';
import { phoneRules } from './rules.ts';
import { AuthTexts } from './texts.ts';

/** A narrow dialog of the shop's sign-in (登录, 注册): no footer, its form emptied once closed. */
export function ShopAuthModal(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
      width={400}
    >
      {props.children}
    </Modal>
  );
}

/** The 手机号 field (the account's name, `username`), checked when the user leaves it. */
export function PhoneField() {
  return (
    <Form.Item
      name="username"
      label={AuthTexts.phone}
      rules={phoneRules(M.loginPhoneRequired)}
      validateTrigger="onBlur"
    >
      <Input placeholder={AuthTexts.phonePlaceholder} maxLength={11} autoComplete="username" />
    </Form.Item>
  );
}
