import type { Page } from 'playwright-core';
import { appStarted } from './browser.ts';

export const DEMO_PASSWORD = 'Qishu@2026';

/**
 * A fresh visitor: no token, no stored user, no session storage. The storage is cleared from a page
 * of the origin that runs no app (the server's /api/ready answer: nothing there can write the old
 * session back), then the app starts from the cleared state at `landing` (a shop page, whose
 * hydration is waited for). `landing` null: stay there, for a caller whose next step loads an
 * address of its own (a sign-in on /login) — the app then starts from the cleared state there.
 */
export async function resetBrowserState(
  page: Page,
  baseUrl: string,
  landing: string | null = '/mall',
): Promise<void> {
  await page.goto(`${baseUrl}/api/ready`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  if (landing === null) return;
  await page.goto(`${baseUrl}${landing}`);
  await appStarted(page);
}

/** Signs in on the workspace login page and waits for the landing route. */
export async function workspaceLogin(
  page: Page,
  baseUrl: string,
  phone: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
