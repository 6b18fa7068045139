import type { Page } from 'playwright-core';
import { appStarted } from './browser.ts';

export const DEMO_PASSWORD = 'Qishu@2026';

/** A fresh visitor: no token, no stored user, no session storage. */
export async function resetBrowserState(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/mall`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  // reload so the app starts from the cleared state, not the previous user's in-memory session
  await page.goto(`${baseUrl}/mall`);
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
