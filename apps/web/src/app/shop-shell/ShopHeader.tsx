import type { ReactNode } from 'react';
import { Button, Layout } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { AppTexts, ShopShellTexts } from '../texts.ts';
import { ShopNavMenuButton } from './ShopNavMenuButton.tsx';
import { ShopNavTabs } from './ShopNavTabs.tsx';
import styles from './shop-shell.module.css';

export interface ShopHeaderProps {
  /** Opens the login dialog (the auth feature plugs it in). */
  onLogin?: () => void;
  /** Replaces the login button once someone is signed in (the user menu). */
  account?: ReactNode;
}

export function ShopHeader({ onLogin, account }: ShopHeaderProps) {
  return (
    <Layout.Header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/mall" className={styles.logo} aria-label={ShopShellTexts.homeLinkLabel}>
          <span className={styles.logoMark} aria-hidden="true" />
          <span className={styles.logoText}>{AppTexts.productName}</span>
        </Link>
        <ShopNavTabs />
        <div className={styles.account}>
          {account ?? (
            <Button type="primary" icon={<UserOutlined aria-hidden />} onClick={onLogin}>
              {ShopShellTexts.login}
            </Button>
          )}
        </div>
        <ShopNavMenuButton />
      </div>
    </Layout.Header>
  );
}
