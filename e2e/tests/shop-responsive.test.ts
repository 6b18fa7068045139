import type { ShopProduct } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { appStarted, openBrowser, settledShot, type BrowserSession, type Page } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { layoutProblems } from '../support/layout.ts';
import { DEMO_PASSWORD } from '../support/session.ts';

const SHOPPER = '13600000000';

/** Phone, tablet and desktop (issue 17): each shop page is checked at every width. */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

describe('journey: the shop on a phone, a tablet and a desktop', () => {
  let server: RunningServer;
  let b: BrowserSession;
  let page: Page;
  let token = '';

  const api = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as { code: number; data: T; msg?: string };
    expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
    return envelope.data;
  };

  /** Nothing on the page still loading: no skeleton, no busy list, no spinner over a list. */
  const loaded = () =>
    page.waitForFunction(
      () =>
        !document.querySelector(
          '.ant-skeleton, main [aria-busy="true"], main .ant-spin-spinning, .ant-table-wrapper .ant-spin-spinning',
        ),
      undefined,
      { timeout: 15_000 },
    );

  /** Every width: layout checked, a screenshot saved (the whole page when `full`); axe at 390 px. */
  async function atEveryWidth(name: string, within?: string, full = false) {
    for (const w of WIDTHS) {
      await page.setViewportSize({ width: w.width, height: w.height });
      // the layout follows the width (media queries, antd's breakpoints) before it is read
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await loaded();
      expect(await layoutProblems(page, within), `${name} at ${w.width} px`).toEqual([]);
      await settledShot(page, `shop-${name}-${w.width}`, full);
      // axe at the phone's width (the menu walk scans every page at 1440 px)
      if (w.width === 390) {
        const scope = within ? { include: within.split(',').map((part) => part.trim()) } : {};
        expect(await seriousViolations(page, scope), `axe: ${name} at 390 px`).toEqual([]);
      }
    }
  }

  beforeAll(async () => {
    server = await startServer();
    b = await openBrowser();
    page = b.page;
  });
  afterAll(async () => {
    await b?.close();
    await server?.stop();
  });

  it('lays out the shop, its dialogs and the personal centre at 390, 768 and 1440 px', async () => {
    // ── a visitor at the mall; the login dialog ──────────────────────────────────────────────
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/mall`);
    await appStarted(page);
    await page.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
    await page.getByRole('search', { name: '商品筛选' }).getByRole('combobox').first().waitFor();
    await atEveryWidth('mall', 'main, header', true);

    await page.setViewportSize({ width: 390, height: 844 });
    // on a phone the tabs are a menu behind a button
    await page.getByRole('button', { name: '打开商城导航菜单' }).click();
    await page.getByRole('list', { name: '商城导航' }).getByRole('link', { name: '热门数据' }).click();
    await page.waitForURL('**/popular');
    await page.getByTestId('product-card').first().waitFor();
    await atEveryWidth('popular');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: '登录' }).click();
    const login = page.getByRole('dialog', { name: '账号登录' });
    await login.getByPlaceholder('请输入手机号').waitFor();
    await atEveryWidth('login', '.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
    await login.getByPlaceholder('请输入手机号').fill(SHOPPER);
    await login.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await login.getByPlaceholder('请输入密码').press('Enter');
    await login.waitFor({ state: 'detached', timeout: 15_000 });
    token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect(token).not.toBe('');

    // ── the shopper's cart and orders: A bought and paid, B in the cart, C waiting for payment ─
    const me = (await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'))) as {
      sys_user_id: number;
    };
    const { res } = await api<{ res: ShopProduct[] }>('/api/ShopProduct/getShopDatas', {
      page: 1,
      pagesize: 10,
    });
    const [a, bb, c] = res.filter((p) => p.status === 1);
    for (const p of [a!, bb!]) {
      await api('/api/ShopProduct/addCart', {
        sys_user_id: me.sys_user_id,
        shop_product_id: p.shop_product_id,
      });
    }
    const buy = (p: ShopProduct) =>
      api<{ order_id: string }>('/sys/Payment/getPayUrl', {
        money: Number(p.price),
        shop_product_id: p.shop_product_id,
        sys_user_id: me.sys_user_id,
        email: 'buyer@example.com',
        type: 1,
        pay_type: 0,
      });
    const paid = await buy(a!);
    await buy(c!);
    // the sandbox page's 确认支付, as the payer
    await api(`/pay/sandbox/${paid.order_id}/confirm`, {});

    await page.goto(`${server.url}/manin/cart`);
    await appStarted(page);
    const cartItems = page.getByTestId('cart-item');
    await cartItems.first().waitFor();
    // the paid product left the cart
    expect(await cartItems.allTextContents()).toEqual([expect.stringContaining(bb!.name)]);
    await atEveryWidth('cart');

    // ── the purchase dialog, from the cart: the order form, then the QR code ───────────────
    await page.setViewportSize({ width: 390, height: 844 });
    await cartItems.first().getByRole('button', { name: '立即购买' }).click();
    const purchase = page.getByRole('dialog', { name: /购买/ });
    await purchase.getByRole('button', { name: '提交订单' }).waitFor();
    await atEveryWidth('purchase-order', '.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
    await purchase.getByLabel(/邮箱/).fill('buyer@example.com');
    await purchase.getByRole('button', { name: '提交订单' }).click();
    await purchase.getByRole('img', { name: '支付二维码' }).waitFor({ timeout: 15_000 });
    await atEveryWidth('purchase-qr', '.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
    await page.keyboard.press('Escape');
    await purchase.waitFor({ state: 'hidden' });

    await page.goto(`${server.url}/manin/manorder?status=0`);
    await appStarted(page);
    await page.getByTestId('order-card').first().waitFor();
    await atEveryWidth('orders-unpaid');

    await page.goto(`${server.url}/manin/manorder?status=1`);
    await appStarted(page);
    const paidCard = page.getByTestId('order-card').first();
    await paidCard.getByRole('button', { name: '下载数据' }).waitFor();
    await atEveryWidth('orders-paid');

    // ── the product detail of the bought product says so ───────────────────────────────────
    await page.setViewportSize({ width: 390, height: 844 });
    await paidCard.getByRole('button', { name: a!.name }).click();
    const detail = page.getByRole('dialog', { name: '数据详情' });
    await expect(detail.getByRole('button', { name: '已购买' }).isDisabled()).resolves.toBe(true);
    await detail.locator('tbody tr.ant-table-row').first().waitFor();
    await atEveryWidth('detail-bought', '.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
    await page.keyboard.press('Escape');

    // ── the custom-data page and its precise-search tab ───────────────────────────────────
    await page.goto(`${server.url}/custom`);
    await appStarted(page);
    await page.getByRole('button', { name: '填写定制需求' }).waitFor();
    await atEveryWidth('custom');
    await page.goto(`${server.url}/custom?tab=precise`);
    await appStarted(page);
    await page.getByRole('tab', { name: '精准查询导出', selected: true }).waitFor();
    await page.locator('main .ant-steps').first().waitFor();
    await atEveryWidth('custom-precise');

    expect(b.errors).toEqual([]);
  });

  it('keeps the scroll where the shopper works: paging scrolls to the list, filters and tabs stay', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${server.url}/mall`);
    await appStarted(page);
    const list = page.locator('section[aria-labelledby="mall-list-title"]');
    const pager = list.locator('.ant-pagination');
    await pager.waitFor({ timeout: 30_000 });
    const top = (selector: string) =>
      page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().top, selector);
    const scrollY = () => page.evaluate(() => window.scrollY);
    /** The list shows its new cards (no spinner over the previous ones, no skeleton). */
    const settledList = () =>
      page.waitForFunction(
        () => !document.querySelector('main .ant-spin-spinning, main [aria-busy="true"]'),
        undefined,
        { timeout: 15_000 },
      );

    // paging at the bottom of the list: the list's first row comes back into view, the page's top does not
    await pager.scrollIntoViewIfNeeded();
    const before = await scrollY();
    expect(before).toBeGreaterThan(1000);
    await pager.getByTitle('2', { exact: true }).click();
    // the address changes first; the list shows page 2 once React has rendered it
    await pager.locator('.ant-pagination-item-active[title="2"]').waitFor();
    await settledList();
    const afterPaging = await scrollY();
    expect(afterPaging, 'not the top of the page').toBeGreaterThan(500);
    expect(afterPaging).toBeLessThan(before);
    const listTop = await top('section[aria-labelledby="mall-list-title"] [class*="listTop"]:last-of-type');
    expect(listTop).toBeGreaterThanOrEqual(0);
    expect(listTop).toBeLessThan(200);

    // a filter: the page stays where it is
    // (in the middle of the screen: not under the sticky header, where a click would scroll first)
    const hot = page.getByRole('combobox', { name: '是否热门' });
    await hot.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const atFilter = await scrollY();
    // by keyboard: a pointer click on the sliding dropdown makes playwright scroll the page itself
    await hot.focus();
    await page.keyboard.press('ArrowDown');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option-active', { hasText: '是' })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]hot=1/);
    await list.getByRole('button', { name: '重置' }).waitFor();
    await settledList();
    expect(Math.abs((await scrollY()) - atFilter)).toBeLessThan(2);

    // a category tab: the same
    const tab = list.getByRole('tab').nth(1);
    await tab.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const atTab = await scrollY();
    const tabName = await tab.innerText();
    await tab.evaluate((el: HTMLElement) => el.click());
    await page.waitForURL(/[?&]cate=/);
    await list.locator('.ant-tabs-tab-active', { hasText: tabName }).waitFor();
    await settledList();
    expect(Math.abs((await scrollY()) - atTab)).toBeLessThan(2);

    // /popular pages the same way (on a phone, where its ten cards are longer than the screen)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/popular`);
    await appStarted(page);
    const popularPager = page.locator('main .ant-pagination');
    await popularPager.waitFor();
    await popularPager.scrollIntoViewIfNeeded();
    expect(await scrollY()).toBeGreaterThan(500);
    await popularPager.getByTitle('2', { exact: true }).click();
    await popularPager.locator('.ant-pagination-item-active[title="2"]').waitFor();
    await settledList();
    expect(await scrollY()).toBeGreaterThan(0);
    const popularTop = await top('main [class*="listTop"]');
    expect(popularTop).toBeGreaterThanOrEqual(0);
    expect(popularTop).toBeLessThan(200);

    // another page still starts at the top
    await page.getByRole('button', { name: '打开商城导航菜单' }).click();
    await page.getByRole('list', { name: '商城导航' }).getByRole('link', { name: '数据定制' }).click();
    await page.waitForURL('**/custom');
    await page.getByRole('button', { name: '填写定制需求' }).waitFor();
    expect(await scrollY()).toBe(0);
    expect(b.errors).toEqual([]);
  });
});
