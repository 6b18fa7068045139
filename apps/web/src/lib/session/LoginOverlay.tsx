import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useLoginGate } from './login-gate.tsx';

/**
 * data-shop.md §2 "Custom route": visitors see the forms covered by an overlay that opens the login
 * modal on click. Signed-in users see the children as they are.
 */
export function LoginOverlay({ children, hint }: { children: ReactNode; hint: string }) {
  const gate = useLoginGate();
  if (gate.loggedIn) return <>{children}</>;
  return (
    <div style={{ position: 'relative' }}>
      {/* the form stays visible but unreachable: inert keeps it out of focus and clicks */}
      <div inert aria-hidden style={{ filter: 'blur(1px)', opacity: 0.55, pointerEvents: 'none' }}>
        {children}
      </div>
      <Flex
        vertical
        align="center"
        justify="center"
        gap={12}
        data-testid="login-overlay"
        onClick={gate.openLogin}
        style={{
          position: 'absolute',
          inset: 0,
          cursor: 'pointer',
          background: 'rgba(255, 255, 255, 0.55)',
          zIndex: 2,
        }}
      >
        <LockOutlined aria-hidden style={{ fontSize: 28, color: 'var(--ant-color-primary, #1d4ed8)' }} />
        <strong>{hint}</strong>
        <Button type="primary">登录</Button>
      </Flex>
    </div>
  );
}
