import { EXPORT_COLUMNS, type ShopProduct } from '@qishu/contract';
import ExcelJS from 'exceljs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appStarted,
  artifactsDir,
  pictureRemovals,
  settledShot,
  watchPictureRemovals,
} from '../support/browser.ts';
import { mailJourney } from '../support/mail-journey.ts';
import { DEMO_PASSWORD } from '../support/session.ts';

const SHOPPER = '13600000000';
const BUYER_EMAIL = 'buyer@example.com';

async function shopDatas(url: string, body: Record<string, unknown>) {
  const res = await fetch(`${url}/api/api/ShopProduct/getShopDatas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: { res: ShopProduct[]; count: number } }).data;
}

describe('journey: a visitor buys a data product and receives it by e-mail', () => {
  const journey = mailJourney();
  /** the product the first journey bought */
  let purchased = '';

  it('browse, filter by region and label, preview, log in, cart, pay in the sandbox, get the .xlsx by mail', async () => {
    const { smtp, server, browser: b } = journey;
    const page = b.page;
    // a provincial product with a label and at least 10 companies in its data
    const all = await shopDatas(server.url, { page: 1, pagesize: 100 });
    const product = all.res.find(
      (p) => p.status === 1 && /省$/.test(p.sys_area_name) && p.labels.length > 0 && p.gs_basic_counts >= 10,
    );
    expect(product, 'a provincial product with a label and 10+ companies').toBeTruthy();
    const label = product!.labels[0]!.label_name;

    // ── the visitor browses and filters ─────────────────────────────────────────────────────
    await page.goto(`${server.url}/mall`);
    await appStarted(page);
    await page.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: '选择地区' }).click();
    // the regions are loaded and the menu is open before the search is typed (on a busy machine a
    // search typed into a cascader still loading its options was lost)
    await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item').first().waitFor();
    await page.keyboard.type(product!.sys_area_name);
    await page
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: new RegExp(`^${product!.sys_area_name}$`) })
      .first()
      .click();
    await page.waitForURL(/area=/);
    // the cascader keeps its menu open on the chosen province (changeOnSelect): close it first, or
    // it may lie over the label select
    await page.keyboard.press('Escape');
    await page.locator('.ant-cascader-dropdown:visible').first().waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: '选择标签' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
      .first()
      .click();
    await page.waitForURL(/label/);
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
    const card = page.getByTestId('product-card').filter({ hasText: product!.name });
    await card.first().waitFor({ timeout: 15_000 });
    // settled: the spinner over the list fades out after the filtered page has arrived
    await settledShot(page, 'purchase-1-filtered');

    // ── the detail modal previews 10 real companies ─────────────────────────────────────────
    await card.first().click();
    const detail = page.getByRole('dialog', { name: '数据详情' });
    const preview = detail.getByRole('table');
    await preview.locator('tbody tr.ant-table-row').nth(9).waitFor({ timeout: 15_000 });
    expect(await preview.locator('tbody tr.ant-table-row').count()).toBe(10);
    await b.screenshot('purchase-2-detail');

    // ── adding to the cart asks a visitor to log in ─────────────────────────────────────────
    await detail.getByRole('button', { name: '加入购物车' }).click();
    const login = page.getByRole('dialog', { name: '账号登录' });
    await login.getByPlaceholder('请输入手机号').fill(SHOPPER);
    await login.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await login.getByPlaceholder('请输入密码').press('Enter');
    await login.waitFor({ state: 'detached', timeout: 15_000 });
    await page
      .getByRole('button', { name: /王购物/ })
      .first()
      .waitFor({ timeout: 15_000 });

    // logging in keeps the shopper where they were: same filters, detail still open
    expect(page.url()).toMatch(/area=/);
    await detail.waitFor();
    await detail.getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('加入购物车成功！').first().waitFor();
    await detail.getByRole('button', { name: '立即购买' }).click();

    // ── the purchase modal: submit order → scan to pay → send data ─────────────────────────
    const purchase = page.getByRole('dialog', { name: /购买/ });
    await purchase.getByLabel(/邮箱/).fill(BUYER_EMAIL);
    await purchase.getByRole('button', { name: '提交订单' }).click();
    const qr = purchase.getByRole('img', { name: '支付二维码' });
    await qr.waitFor({ timeout: 15_000 });
    await b.screenshot('purchase-3-qr');
    const payUrl = await purchase.getByRole('link', { name: '在本机打开支付页面' }).getAttribute('href');
    expect(payUrl).toMatch(/\/api\/pay\/sandbox\//);

    // the tester "scans": the sandbox page confirms the payment through the notification path
    const phone = await b.browser.newPage();
    await phone.goto(payUrl!);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await phone.getByText('支付成功').first().waitFor();
    await phone.screenshot({ path: path.join(artifactsDir, 'purchase-4-sandbox.png'), fullPage: true });
    await phone.close();

    await purchase.getByText('支付成功').first().waitFor({ timeout: 15_000 });
    await purchase.getByText('数据发送成功').first().waitFor({ timeout: 60_000 });
    await b.screenshot('purchase-5-sent');

    // ── the mail arrives over real SMTP with the .xlsx ──────────────────────────────────────
    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toContain(BUYER_EMAIL);
    const xlsx = mail!.attachments.find((a) => a.filename?.endsWith('.xlsx'));
    expect(xlsx, 'the mail carries the .xlsx').toBeTruthy();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx!.content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(sheet.actualRowCount - 1).toBe(product!.gs_basic_counts);
    expect(b.errors).toEqual([]);
    purchased = product!.name;
  });

  it("the personal centre arrives drawn for the shopper (their paid order in the HTML), is taken over without redrawing, and is a visitor's again after 退出登录", async () => {
    expect(purchased, 'the purchase journey above ran').not.toBe('');
    const { server, browser: b } = journey;
    const page = b.page;
    const ordersUrl = `${server.url}/manin/manorder?status=1`;
    // the HTML as the browser gets it: the session cookie the app wrote at sign-in goes with it
    const html = await (
      await page.context().request.get(ordersUrl, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('<div id="root" data-picture>');
    expect(html).toContain(purchased);

    // the app hydrates the picture: nothing of it is removed from #root
    await watchPictureRemovals(page);
    await page.goto(ordersUrl);
    await appStarted(page);
    await page.getByText(purchased).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await pictureRemovals(page)).toBe(0);
    // the app works on the page it took over: the menu goes to the cart
    await page
      .getByRole('navigation', { name: '个人中心菜单' })
      .getByRole('link', { name: '我的购物车' })
      .click();
    await page.waitForURL(/\/manin\/cart/);
    await settledShot(page, 'purchase-6-personal-centre');

    // 退出登录 forgets the cookie with the session: the same address is a visitor's page again
    await page.getByRole('button', { name: '退出登录' }).first().click();
    await page.waitForURL(/\/mall/);
    const after = await (
      await page.context().request.get(ordersUrl, { headers: { accept: 'text/html' } })
    ).text();
    expect(after).toContain('<div id="root"></div>');
    expect(after).not.toContain(purchased);
    expect(b.errors).toEqual([]);
  });
});
