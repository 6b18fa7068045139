import { useState } from 'react';
import { Avatar, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { IdentityCalls, IdentityLimits, IdentityMessages as M, type UserInfo } from '@qishu/contract';
import { callApi, isApiError } from '../../lib/api/index.ts';
import { logout } from '../../lib/session/index.ts';
import { avatarSrc } from './ShopAccountMenu.tsx';
import { LockTexts } from './texts.ts';
import { useIdleLock } from './use-idle-lock.ts';

export const DEFAULT_IDLE_MS = IdentityLimits.idleLockMinutes * 60 * 1000;

interface IdleLockProps {
  user: UserInfo;
  /** Milliseconds without mouse movement before locking (tests shorten it). */
  idleMs?: number;
  /** Hosts where the screen never locks. */
  exemptHosts: readonly string[];
  host?: string;
}

/** The full-screen lock after an idle hour: avatar, name, password; 退出登录 signs out. */
export function IdleLock({
  user,
  idleMs = DEFAULT_IDLE_MS,
  exemptHosts,
  host = window.location.hostname,
}: IdleLockProps) {
  const { locked, unlock } = useIdleLock(idleMs, !exemptHosts.includes(host));
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  if (!locked) return null;

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
    <div
      role="dialog"
      aria-modal="true"
      aria-label={LockTexts.title}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: 'rgba(15, 23, 42, 0.92)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
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
    </div>
  );
}
