import { useState } from 'react';
import { Avatar, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { IdentityCalls, IdentityMessages as M, type UserInfo } from '@qishu/contract';
import { callApi, isApiError } from '../../lib/api/index.ts';
import { logout } from '../../lib/session/index.ts';
import { avatarSrc } from './avatar-src.ts';
import { LockTexts } from './texts.ts';

interface LockCardProps {
  user: UserInfo;
  unlock: () => void;
}

/** The lock screen's card: avatar, name, password and 退出登录 (loaded when the screen locks). */
export function LockCard({ user, unlock }: LockCardProps) {
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      await callApi(IdentityCalls.checkUserPassword, { password }, { silent: true });
      form.resetFields();
      unlock();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'business') form.setFields([{ name: 'password', errors: [M.lockWrongPassword] }]);
      else form.setFields([{ name: 'password', errors: [error.message] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ width: 360 }}>
      <Flex vertical align="center" gap={8}>
        <Avatar size={72} src={avatarSrc(user)} icon={<UserOutlined aria-hidden />} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {user.realname || user.show_name}
        </Typography.Title>
        <Typography.Text type="secondary">{LockTexts.hint}</Typography.Text>
      </Flex>
      <Form name="lockScreen" form={form} onFinish={(v) => void submit(v)} style={{ marginTop: 16 }}>
        <Form.Item name="password" rules={[{ required: true, message: M.loginPasswordRequired }]}>
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            placeholder={LockTexts.passwordPlaceholder}
            aria-label={LockTexts.password}
            autoFocus
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {LockTexts.unlock}
        </Button>
        <Button type="link" block onClick={() => void logout()} style={{ marginTop: 8 }}>
          {LockTexts.logout}
        </Button>
      </Form>
    </Card>
  );
}
