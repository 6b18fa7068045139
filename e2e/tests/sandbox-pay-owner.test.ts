import type { GetPayUrlResponse, LoginResponse, ShopProduct } from '@qishu/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStarted, openBrowser, settledShot, type BrowserSession } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';
import { readDb } from '../support/db.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { DEMO_PASSWORD } from '../support/session.ts';

const SHOPPER = '13600000000';
/** 周雨桐, organisation 200: signed in, but not the payer */
const OTHER = '13900000006';

async function post<T>(
  url: string,
  body: unknown,
  token = '',
): Promise<{ code: number; data: T; error?: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: T; error?: string };
}

/** Signs `phone` in through the API and stores the token where the web client keeps it. */
async function signIn(server: RunningServer, page: Page, phone: string): Promise<string> {
  const login = await post<LoginResponse>(`${server.url}/api/admin/base/userLogin`, {
    username: phone,
    password: DEMO_PASSWORD,
  });
  expect(login.code, login.error).toBe(200);
  await page.goto(`${server.url}/mall`);
  await appStarted(page);
  await page.evaluate((token) => localStorage.setItem('token', token), login.data.token);
  return login.data.token;
}

const paymentStatus = (server: RunningServer, tradeNo: string) =>
  readDb(
    server.dataDir,
    (db) =>
      (db.prepare('select status from payment where out_trade_no = ?').get(tradeNo) as { status: number })
        .status,
  );

/**
 * The sandbox payment page (issue 18 point 4): whoever holds the QR's link sees the order, but only
 * the payer's own session — the browser the order was placed in — confirms or fails it.
 */
describe('journey: the sandbox pay page answers the payer only', () => {
  let server: RunningServer;
  let payer: BrowserSession;
  let stranger: BrowserSession;
  let trade: GetPayUrlResponse;

  beforeAll(async () => {
    server = await startServer();
    payer = await openBrowser();
    stranger = await openBrowser();
    const token = await signIn(server, payer.page, SHOPPER);
    const products = await post<{ res: ShopProduct[] }>(`${server.url}/api/api/ShopProduct/getShopDatas`, {
      page: 1,
      pagesize: 20,
    });
    const product = products.data.res.find((p) => p.status === 1)!;
    const pay = await post<GetPayUrlResponse>(
      `${server.url}/api/sys/Payment/getPayUrl`,
      { money: product.price, shop_product_id: product.shop_product_id, email: 'payer@example.com' },
      token,
    );
    expect(pay.code, pay.error).toBe(200);
    trade = pay.data;
  }, 180_000);
  afterAll(async () => {
    await payer?.close();
    await stranger?.close();
    await server?.stop();
  });

  it('another user, and a browser without a session, are refused and nothing is paid; the payer pays', async () => {
    const page = stranger.page;
    // no session in this browser: the page says so, and its buttons are refused
    await page.goto(trade.code_url);
    await page.getByText('当前浏览器未登录').waitFor();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.getByRole('status').filter({ hasText: /登录/ }).waitFor();
    expect(paymentStatus(server, trade.order_id)).toBe(0);

    // signed in as someone else: 403, in Chinese, on the page
    await signIn(server, page, OTHER);
    await page.goto(trade.code_url);
    await page.getByRole('heading', { name: '确认支付' }).waitFor();
    await page.getByRole('button', { name: '模拟支付失败' }).click();
    await page.getByText('只有下单的用户本人可以确认或取消该支付').waitFor();
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.getByText('只有下单的用户本人可以确认或取消该支付').waitFor();
    await settledShot(page, 'sandbox-pay-refused');
    expect(paymentStatus(server, trade.order_id)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // the payer's browser, on a phone-sized screen
    const own = payer.page;
    await own.setViewportSize({ width: 390, height: 844 });
    await own.goto(trade.code_url);
    expect(await seriousViolations(own)).toEqual([]);
    await own.getByRole('button', { name: '确认支付' }).click();
    await own.getByRole('heading', { name: '支付成功' }).waitFor();
    await settledShot(own, 'sandbox-pay-owner-390');
    expect(paymentStatus(server, trade.order_id)).toBe(1);
    // refusals are envelopes, not failed requests: no console error in either browser
    expect([...payer.errors, ...stranger.errors]).toEqual([]);
  });
});
