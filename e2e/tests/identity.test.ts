import { landingRoute } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStarted, openBrowser, type BrowserSession } from '../support/browser.ts';
import { latestSmsCode, readDb } from '../support/db.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { DEMO_PASSWORD, resetBrowserState, workspaceLogin } from '../support/session.ts';

interface DemoRow {
  username: string;
  sys_module_id: number;
  usr_agent_id: number;
  sys_dright_id: number | null;
  is_api: number;
  after_login: number;
  epiboly: number;
  entaid: number;
  is_shopper: number;
  domain_right: number;
  domain_name: string | null;
  last_time: string | null;
}

describe('journeys: identity', () => {
  const phone = '13512345678';
  const newPassword = 'Changed#2026';
  /** the demo shopper 王购物 (demo-accounts.ts) */
  const DEMO_SHOPPER = '13600000000';
  let server: RunningServer;
  let b: BrowserSession;
  beforeAll(async () => {
    server = await startServer({ SEED_COMPANIES: '2000' });
    b = await openBrowser();
  });
  afterAll(async () => {
    await b?.close();
    await server?.stop();
  });

  it('a shopper registers with an SMS code from the outbox and is signed in', async () => {
    const page = b.page;
    await resetBrowserState(page, server.url, null);
    await page.goto(`${server.url}/mall`);
    await appStarted(page);
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    await page.getByText('没有账号？立即注册').click();
    const register = page.getByRole('dialog', { name: '注册账号' });
    await register.getByPlaceholder('请输入手机号').fill(phone);
    await register.getByPlaceholder('8-20位，建议包含数字、字母和特殊符号').fill('Shopper#2026');
    await register.getByRole('button', { name: '获取验证码' }).click();
    await register.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await register.getByPlaceholder('请输入验证码').fill(latestSmsCode(server.dataDir, phone));
    await register.getByRole('button', { name: '注册', exact: true }).click();
    await b.screenshot('identity-registered');

    // registered and signed in: the account menu replaces the login button
    await page.getByRole('button', { name: /用户5678/ }).waitFor({ timeout: 15_000 });
    const shopper = readDb(server.dataDir, (db) =>
      db.prepare('select usr_agent_id, is_shopper from sys_user where username = ?').get(phone),
    );
    expect(shopper).toEqual({ usr_agent_id: 100, is_shopper: 1 });
  });

  it('every demo user lands where the landing table says', async () => {
    const page = b.page;
    const users = readDb(server.dataDir, (db) =>
      db
        .prepare(
          `select u.username, u.sys_module_id, u.usr_agent_id, u.sys_dright_id, u.is_api, u.after_login, u.epiboly,
                  u.entaid, u.is_shopper, u.domain_right, a.domain_name, u.last_time
             from sys_user u join usr_agent a on a.usr_agent_id = u.usr_agent_id order by u.sys_user_id`,
        )
        .all(),
    ) as DemoRow[];
    const seen = new Set<string>();
    let checked = 0;
    for (const u of users) {
      // a phone with several accounts signs into one of them; the switch journey covers the rest
      if (seen.has(u.username) || u.after_login === 1 || u.is_shopper === 1) continue;
      seen.add(u.username);
      await resetBrowserState(page, server.url, null);
      await workspaceLogin(page, server.url, u.username);
      if (u.domain_name && u.domain_right === 0) {
        await page.getByText('您登录的账号不存在，请检查登录地址或者账号是否正确！').first().waitFor();
        continue;
      }
      const expected = landingRoute(u, { entry: 'workspace' });
      await page.waitForURL((url) => url.pathname === expected, { timeout: 15_000 });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it('a first login forces the password change, then lands in the admin', async () => {
    const page = b.page;
    await resetBrowserState(page, server.url, null);
    await workspaceLogin(page, server.url, '13800000001');
    await page.waitForURL('**/sys/editpwd');
    await page.getByPlaceholder('请输入原密码').fill(DEMO_PASSWORD);
    await page.getByPlaceholder('8-20位，建议包含数字、字母和特殊符号').fill('NewAdmin#2026');
    await page.getByPlaceholder('请再次输入新密码').fill('NewAdmin#2026');
    await b.screenshot('identity-forced-password');
    await page.getByRole('button', { name: /提\s*交|确\s*定|保\s*存/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/index', {
      timeout: 15_000,
    });
    const after = readDb(server.dataDir, (db) =>
      db.prepare("select after_login from sys_user where username = '13800000001'").get(),
    );
    expect(after).toEqual({ after_login: 0 });
  });

  it('a user with accounts in several organisations switches account', async () => {
    const page = b.page;
    await resetBrowserState(page, server.url, null);
    await workspaceLogin(page, server.url, '13900000020');
    await page.waitForURL('**/data/seek');
    const before = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userInfo') ?? '{}').usr_agent_id as number,
    );
    await page.getByRole('button', { name: '切换账号' }).click();
    // picking the current organisation only says so
    const current = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userInfo') ?? '{}').agent_name as string,
    );
    await page.getByRole('menuitem', { name: new RegExp(current) }).click();
    await page.getByText('你已在当前组织').first().waitFor();
    await page.getByRole('button', { name: '切换账号' }).click();
    await page.getByRole('menuitem', { name: /华东招商服务中心/ }).click();
    await page.waitForFunction(
      (prev) => JSON.parse(localStorage.getItem('userInfo') ?? '{}').usr_agent_id !== prev,
      before,
    );
    expect(new URL(page.url()).pathname).toBe('/data/seek');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').usr_agent_id)).toBe(
      511,
    );
    await b.screenshot('identity-switched');
  });

  // The demo shopper (王购物), not the one registered above: a phone gets one code a minute, and
  // waiting out the registration's minute cost this journey ~30 s.
  it('the shopper changes the password with a code to the own phone, logs out and back in', async () => {
    const page = b.page;
    const accountMenu = page.getByRole('button', { name: /王购物/ });
    await resetBrowserState(page, server.url);
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    const first = page.getByRole('dialog', { name: '账号登录' });
    await first.getByPlaceholder('请输入手机号').fill(DEMO_SHOPPER);
    await first.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await first.getByRole('button', { name: '登录', exact: true }).click();
    await accountMenu.waitFor({ timeout: 15_000 });

    await page.goto(`${server.url}/manin/change`);
    await appStarted(page);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByPlaceholder('请输入验证码').fill(latestSmsCode(server.dataDir, DEMO_SHOPPER));
    await page.getByPlaceholder('8-20位，建议包含数字、字母和特殊符号').fill(newPassword);
    await page.getByPlaceholder('请再次输入新密码').fill(newPassword);
    // a password change logs out and reloads: wait for the reload itself, not just the login button,
    // which shows before the reload lands (a dialog opened in between would vanish with it)
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: /提\s*交|确\s*定|保\s*存/ }).click();
    await reloaded;
    // the personal centre without a session sends the shopper to the mall with its login dialog
    // open (RequireSession): wait for that dialog, not the header's 登录 button, which shows first
    // and which the dialog then covers
    const login = page.getByRole('dialog', { name: '账号登录' });
    await login.waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();

    // the old password no longer works, the new one does
    await login.getByPlaceholder('请输入手机号').fill(DEMO_SHOPPER);
    await login.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('手机号或密码错误').first().waitFor();
    await login.getByPlaceholder('请输入密码').fill(newPassword);
    // submit with Enter: right after a failed login, antd's button can keep its spinner icon (accessible
    // name "loading 登录") for a while in headless chromium, and a name lookup then finds no 登录 button
    await login.getByPlaceholder('请输入密码').press('Enter');
    await accountMenu.waitFor({ timeout: 15_000 });
    // back at the personal-centre page the guard stopped (issue 17), not the mall
    await page.waitForURL((url) => url.pathname === '/manin/change');

    // log out from the account menu
    // logging out reloads the page. On a loaded CI machine a click on the menu item once led to no
    // reload: open the menu and choose 退出登录 again until the session is gone and the page reloaded
    const logoutItem = page.getByRole('list', { name: '账号菜单' }).getByRole('button', { name: '退出登录' });
    for (let attempt = 1; ; attempt++) {
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      try {
        if (!(await logoutItem.isVisible())) await accountMenu.click({ timeout: 5_000 });
        await logoutItem.click({ timeout: 5_000 });
        await reloaded;
        break;
      } catch (error) {
        await reloaded.catch(() => undefined);
        if (attempt === 3) throw error;
      }
    }
    await page.getByRole('button', { name: '登录', exact: true }).first().waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
  });

  // Last: page.clock stays installed in this browser context once used.
  it('the screen locks after 60 idle minutes and unlocks with the password', async () => {
    const page = b.page;
    await resetBrowserState(page, server.url, null);
    await page.clock.install();
    await workspaceLogin(page, server.url, '13900000005');
    await page.waitForURL('**/data/seek');
    // The idle lock is a lazy chunk that starts its 60-minute timer once mounted: let the page settle
    // (a first short run lets React commit under the fake clock), then run the whole hour.
    // runFor (not fastForward) also runs the animation frames the fake clock holds back.
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(2000);
    await page.waitForTimeout(1000);
    await page.clock.runFor(60 * 60 * 1000 + 5000);
    const lock = page.getByRole('dialog', { name: '屏幕已锁定' });
    await lock.waitFor({ timeout: 15_000 });
    await b.screenshot('identity-locked');
    await lock.getByPlaceholder('请输入登录密码').fill('wrong-password');
    await lock.getByRole('button', { name: /解\s*锁/ }).click();
    await lock.getByText('密码错误').waitFor();
    await lock.getByPlaceholder('请输入登录密码').fill(DEMO_PASSWORD);
    await lock.getByRole('button', { name: /解\s*锁/ }).click();
    await lock.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/data/seek');
  });
});
