import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, settledShot, type BrowserSession } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { DEMO_PASSWORD, resetBrowserState, workspaceLogin } from '../support/session.ts';

/** Demo accounts (apps/server/src/db/seed/demo-accounts.ts). */
const ADMIN = '13800000000';
const SALES_MANAGER = '13900000005';
const PARK = '13700000003';
const AGENCY = '13700000007';
const SHOPPER = '13600000000';

const UNDER_CONSTRUCTION = '模块正在建设中';
const FORBIDDEN = '您没有访问该页面的权限，如需开通请联系管理员';
const NOT_FOUND = '您访问的地址不存在，请检查地址是否正确';

/**
 * Issue 17 points 4 and 5: the guard takes a visitor to the right login and back to the address
 * they asked for; the shell keeps every page of the user's menu inside it, answers 403 and 404
 * there without adding tabs, keeps one home tab, and offers the ordinary password change.
 */
describe('journeys: the guard and the shell never lose a user', () => {
  let server: RunningServer;
  let b: BrowserSession;
  let page: Page;
  beforeAll(async () => {
    server = await startServer({ SEED_COMPANIES: '2000' });
    b = await openBrowser();
    page = b.page;
  });
  afterAll(async () => {
    await b?.close();
    await server?.stop();
  });

  const shellMenu = () => page.getByRole('menu', { name: '工作台菜单' });
  /** The page shown in the shell (the other open tabs' pages stay mounted, hidden). */
  const shownPage = () => page.locator('[data-testid="kept-page"]:not([hidden])');
  const tabTitles = () =>
    page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab').allTextContents();
  /** Opens `path` through the router, as a menu link does. */
  const openInApp = async (path: string) => {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForURL((url) => url.pathname === path);
  };
  const fillLogin = async (scope: Page | ReturnType<Page['getByRole']>, phone: string) => {
    await scope.getByPlaceholder('请输入手机号').fill(phone);
    await scope.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await scope.getByRole('button', { name: '登录', exact: true }).click();
  };

  it('a visitor at a workspace address signs in on /login and is back at that address', async () => {
    await resetBrowserState(page, server.url, null);
    await page.goto(`${server.url}/sale/follow`);
    await page.waitForURL('**/login');
    await fillLogin(page, SALES_MANAGER);
    await page.waitForURL((url) => url.pathname === '/sale/follow', { timeout: 20_000 });
    await shellMenu().waitFor();
    await page.getByRole('heading', { name: '线索跟进' }).first().waitFor({ timeout: 15_000 });
    expect(await page.getByText(UNDER_CONSTRUCTION).count()).toBe(0);
    await settledShot(page, 'shell-1-back-at-sale-follow-1440');

    // an address another module's user may not open: they land on their own home instead
    await resetBrowserState(page, server.url, null);
    await page.goto(`${server.url}/sys/roles`);
    await page.waitForURL('**/login');
    await fillLogin(page, SALES_MANAGER);
    await page.waitForURL((url) => url.pathname === '/data/seek', { timeout: 20_000 });
  });

  it('a visitor at /manin/cart signs in in the shop dialog and is back at the cart, no tab highlighted', async () => {
    await resetBrowserState(page, server.url, null);
    await page.goto(`${server.url}/manin/cart`);
    const dialog = page.getByRole('dialog', { name: '账号登录' });
    await dialog.waitFor({ timeout: 15_000 });
    await fillLogin(dialog, SHOPPER);
    await page.waitForURL((url) => url.pathname === '/manin/cart', { timeout: 20_000 });
    await page.getByRole('button', { name: /王购物/ }).waitFor({ timeout: 15_000 });
    const nav = page.getByRole('navigation', { name: '商城导航' });
    // polled: the header's menu follows the address one render after the user's name shows
    await expect.poll(() => nav.locator('[aria-current="page"]').count()).toBe(0);
    await settledShot(page, 'shell-2-back-at-cart-1440');
  });

  it('the park user’s 企业培育 items open inside the shell; 403 and 404 there add no tabs', async () => {
    await resetBrowserState(page, server.url, null);
    await workspaceLogin(page, server.url, PARK);
    await page.waitForURL((url) => url.pathname === '/park', { timeout: 20_000 });
    await shellMenu().waitFor();
    await shellMenu().getByText('企业培育').click();
    await shellMenu().getByRole('link', { name: '专精特新' }).click();
    await page.waitForURL('**/raise/zjtx');
    await shownPage().getByText(UNDER_CONSTRUCTION).waitFor();
    expect(await page.locator('header.ant-layout-header').count()).toBe(1);
    await settledShot(page, 'shell-3-park-raise-1440');

    for (const path of ['/sys/roles', '/data/query', '/sys/roles']) {
      await openInApp(path);
      await shownPage().getByText(FORBIDDEN).waitFor();
      expect(await shownPage().getByText(UNDER_CONSTRUCTION).count()).toBe(0);
    }
    await settledShot(page, 'shell-4-park-403-1440');
    await openInApp('/no-such-page');
    await shownPage().getByText(NOT_FOUND).waitFor();
    await shellMenu().waitFor();
    await expect.poll(tabTitles).toEqual(['园区首页', '专精特新']);
    await settledShot(page, 'shell-5-park-404-1440');
  });

  it('the admin keeps one 首页 tab; 修改密码 is the ordinary change at the menu’s address', async () => {
    await resetBrowserState(page, server.url, null);
    await workspaceLogin(page, server.url, ADMIN);
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 });
    await shellMenu().getByRole('link', { name: '首页' }).click();
    await page.waitForURL('**/admin/index');
    await shellMenu().getByText('系统管理').click();
    await shellMenu().getByRole('link', { name: '角色管理' }).click();
    await page.waitForURL('**/sys/roles');
    // the tab opens with the page, a render after the address changed
    await expect.poll(tabTitles).toEqual(['首页', '角色管理']);

    // the top bar does not repeat the account menu's 修改密码, which opens the SMS-code change
    expect(await page.getByRole('navigation', { name: '顶部菜单' }).count()).toBe(0);
    await page.getByRole('button', { name: /平台管理员/ }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await page.waitForURL('**/sys/editpwd');
    await shownPage().getByRole('button', { name: '获取验证码' }).waitFor();
    expect(await page.getByText('首次登录请修改密码').count()).toBe(0);
    expect(await page.getByText('修改初始密码').count()).toBe(0);
    await expect.poll(tabTitles).toEqual(['首页', '角色管理', '修改密码']);
    await settledShot(page, 'shell-6-admin-password-1440');
  });

  it('the agency’s 数据商城 opens the shop', async () => {
    await resetBrowserState(page, server.url, null);
    await workspaceLogin(page, server.url, AGENCY);
    await page.waitForURL((url) => url.pathname === '/agency', { timeout: 20_000 });
    await shellMenu().getByRole('link', { name: '数据商城' }).click();
    await page.waitForURL((url) => url.pathname === '/mall');
    await page.getByRole('heading', { name: '企业数据商城' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /关科/ }).waitFor();
    // back to the workspace with the browser's back button, no 数据商城 tab left behind
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/agency');
    await shellMenu().waitFor();
    await expect.poll(tabTitles).toEqual(['机构首页']);
    expect(b.errors).toEqual([]);
  });
});
