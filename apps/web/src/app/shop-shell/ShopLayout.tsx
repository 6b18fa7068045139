import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageLoading } from '../PageLoading.tsx';
import { ShopFooter } from './ShopFooter.tsx';
import { ShopHeader, type ShopHeaderProps } from './ShopHeader.tsx';
import styles from './shop-shell.module.css';

export type ShopLayoutProps = ShopHeaderProps;

/** The public shop's shell: top bar with the three tabs, content centred at 1200 px, footer. */
export function ShopLayout({ onLogin, account }: ShopLayoutProps) {
  return (
    <Layout className={styles.shell}>
      <ShopHeader onLogin={onLogin} account={account} />
      <Layout.Content className={styles.content}>
        <main className={styles.contentInner}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </Layout.Content>
      <ShopFooter />
    </Layout>
  );
}
