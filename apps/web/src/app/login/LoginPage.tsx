import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { AppTexts } from '../texts.ts';
import styles from './login.module.css';

interface LoginPageProps {
  /** The sign-in form; the identity module provides it. */
  form?: ReactNode;
}

/** The workspace sign-in page: a centred card with the product name and the sign-in form. */
export function LoginPage({ form }: LoginPageProps) {
  return (
    <main className={styles.page}>
      <Card className={styles.card} variant="borderless">
        <Typography.Title level={1} className={styles.title}>
          {AppTexts.productName}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.tagline}>
          {AppTexts.productTagline}
        </Typography.Paragraph>
        {form ?? <Typography.Paragraph type="secondary">{AppTexts.loginCardNote}</Typography.Paragraph>}
      </Card>
    </main>
  );
}
