import { EXPORT_COLUMNS } from '@qishu/contract';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appStarted, artifactsDir, settledShot } from '../support/browser.ts';
import { readDb } from '../support/db.ts';
import { mailJourney } from '../support/mail-journey.ts';
import { DEMO_PASSWORD } from '../support/session.ts';

const SHOPPER = '13600000000';
const BUYER_EMAIL = 'precise-buyer@example.com';

/**
 * The search the shopper builds (data-shop.md §2, §5), on the seeded companies (DEMO_SEED,
 * SEED_COMPANIES=20000 of the harness): two cities of 广东省 picked in the cascader, one industry
 * section, a custom capital range of 50–5000 万元 (inclusive; many seeded companies sit exactly on
 * both bounds) and the keyword 科技 in the company name (the default search range).
 */
const PROVINCE = '广东省';
const CITIES = [
  { name: '广州市', code: '440100' },
  { name: '深圳市', code: '440300' },
];
const INDUSTRY = { code: 'I', search: '信息传输', label: 'I 信息传输、软件和信息技术服务业' };
const CAPITAL_WAN = { low: 50, high: 5000 };
const KEYWORD = '科技';
/** the export count asked for: min(found, 25); the data must find more, so the export is a prefix */
const WANTED = 25;
/** the seeded price tier up to 1,000 records is 0.1 元 (100 厘) per record: 25 × 0.1 元 */
const EXPECTED_PRICE = '¥2.50';

interface Company {
  company_id: number;
  name: string;
  status: string;
}

/**
 * The companies the search must find, in export order, written independently of the app's filter
 * compiler and search engine: plain SQL over the server's database file.
 */
function expectedCompanies(dataDir: string): Company[] {
  return readDb(dataDir, (db) =>
    db
      .prepare(
        `select company_id, name, status from company
          where status in ('存续', '在业')
            and city_code in (${CITIES.map(() => '?').join(', ')})
            and industry_section = ?
            and reg_capital >= ? and reg_capital <= ?
            and instr(name, ?) > 0
          order by company_id`,
      )
      .all(
        ...CITIES.map((c) => c.code),
        INDUSTRY.code,
        CAPITAL_WAN.low * 10_000,
        CAPITAL_WAN.high * 10_000,
        KEYWORD,
      ),
  ) as Company[];
}

async function readSheet(content: ArrayBuffer | Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c.key, values[i]])));
  });
  return { header, rows, rowCount: sheet.actualRowCount };
}

describe('journey: a shopper exports a precise search and receives it by e-mail', () => {
  const journey = mailJourney();

  it('conditions → found count and preview → count, e-mail, price → sandbox pay → sent → .xlsx by mail → 我的数据', async () => {
    const { smtp, server, browser: b } = journey;
    const page = b.page;
    const expected = expectedCompanies(server.dataDir);
    // the seeded data must find more than the export count, so the export is a true prefix
    expect(expected.length, 'companies matching the search in the seeded data').toBeGreaterThan(WANTED);
    const nums = Math.min(expected.length, WANTED);

    // ── a visitor opens the precise panel and signs in through its overlay ──────────────────
    await page.goto(`${server.url}/custom`);
    await appStarted(page);
    await page.getByRole('tab', { name: /精准查询导出/ }).click();
    await page.waitForURL(/tab=precise/);
    const panel = page.getByRole('tabpanel', { name: /精准查询导出/ });
    await panel.getByTestId('login-overlay').click();
    const login = page.getByRole('dialog', { name: '账号登录' });
    await login.getByPlaceholder('请输入手机号').fill(SHOPPER);
    await login.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await login.getByPlaceholder('请输入密码').press('Enter');
    await login.waitFor({ state: 'detached', timeout: 15_000 });
    await panel.getByTestId('login-overlay').waitFor({ state: 'detached' });
    // signing in over the overlay keeps the shopper on the wizard (it used to go to /mall)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/custom?tab=precise');

    // ── step 0: region, industry, custom capital, keyword ──────────────────────────────────
    const regions = page.getByRole('combobox', { name: '所在地区' });
    await regions.click();
    const cascader = page.locator('.ant-cascader-dropdown:visible');
    // the province's label opens its cities; a city has districts, so its checkbox (not its label,
    // which would only open them) selects the whole city
    await cascader.getByRole('menuitemcheckbox', { name: PROVINCE, exact: true }).click();
    for (const city of CITIES) {
      const item = cascader.getByRole('menuitemcheckbox', { name: city.name, exact: true });
      await item.locator('.ant-cascader-checkbox').click();
      await expect.poll(() => item.getAttribute('aria-checked')).toBe('true');
    }
    await page.keyboard.press('Escape');
    await cascader.first().waitFor({ state: 'hidden' });
    for (const city of CITIES) {
      await page.locator('.ant-select-selection-item', { hasText: city.name }).first().waitFor();
    }

    await page.getByRole('combobox', { name: '所属行业' }).click();
    await page.keyboard.type(INDUSTRY.search);
    // a tree of sections and their divisions: checking the section takes it whole
    await page
      .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', {
        hasText: INDUSTRY.label,
      })
      .first()
      .click();
    await page.locator('.ant-select-selection-item', { hasText: INDUSTRY.label }).first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });

    await page.getByRole('group', { name: '注册资本' }).getByRole('checkbox', { name: '自定义' }).click();
    await page.getByRole('textbox', { name: '最低金额' }).fill(String(CAPITAL_WAN.low));
    await page.getByRole('textbox', { name: '最高金额' }).fill(String(CAPITAL_WAN.high));
    await page.getByRole('textbox', { name: '关键词' }).fill(KEYWORD);
    await settledShot(b.page, 'precise-1-conditions');

    // ── step 1: the found count and the preview (the first 10 companies, id order) ─────────
    await page.getByRole('button', { name: '下一步' }).click();
    const found = page.getByTestId('found-count');
    await found.waitFor({ timeout: 15_000 });
    expect(await found.textContent()).toBe(expected.length.toLocaleString('en-US'));
    const conditions = await page
      .locator('.ant-descriptions-row', { hasText: '筛选条件' })
      .locator('.ant-descriptions-item-content')
      .textContent();
    for (const part of [...CITIES.map((c) => c.name), '信息传输', KEYWORD]) {
      expect(conditions).toContain(part);
    }
    expect(conditions).toContain(`自定义 ${CAPITAL_WAN.low}-${CAPITAL_WAN.high}万`);

    await page.getByRole('button', { name: /预览/ }).click();
    const preview = page.getByRole('dialog', { name: /数据预览/ });
    const previewRows = preview.locator('tbody tr.ant-table-row');
    await previewRows.nth(9).waitFor({ timeout: 15_000 });
    expect(await previewRows.count()).toBe(10);
    const previewNames = await previewRows.locator('td:first-child').allTextContents();
    expect(previewNames).toEqual(expected.slice(0, 10).map((c) => c.name));
    await settledShot(b.page, 'precise-2-preview');
    await preview.getByRole('button', { name: /close|关闭/i }).click();
    await preview.waitFor({ state: 'hidden' });

    // ── the export count, the e-mail and the price ─────────────────────────────────────────
    await page.getByRole('textbox', { name: '导出数量' }).fill(String(nums));
    await page.getByRole('textbox', { name: '接收邮箱' }).fill(BUYER_EMAIL);
    const price = page.getByTestId('precise-price');
    await expect.poll(() => price.textContent(), { timeout: 10_000 }).toBe(EXPECTED_PRICE);

    // ── step 2: the QR; the tester "scans" and confirms in the sandbox ─────────────────────
    await page.getByRole('button', { name: '去支付' }).click();
    const qrDialog = page.getByRole('dialog', { name: '扫码支付' });
    await qrDialog.getByRole('img', { name: '支付二维码' }).waitFor({ timeout: 15_000 });
    expect(await qrDialog.getByTestId('pay-amount').textContent()).toBe(EXPECTED_PRICE);
    const orderCode = (
      await qrDialog
        .locator('.ant-descriptions-item', { hasText: '订单编号' })
        .locator('.ant-descriptions-item-content')
        .textContent()
    )?.trim();
    expect(orderCode).toMatch(/^PO\d{16}$/);
    await settledShot(b.page, 'precise-3-qr');
    const payUrl = await qrDialog.getByRole('link', { name: '在本机打开支付页面' }).getAttribute('href');
    expect(payUrl).toMatch(/\/api\/pay\/sandbox\//);
    const phone = await b.browser.newPage();
    await phone.goto(payUrl!);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await phone.getByText('支付成功').first().waitFor();
    await phone.close();

    // ── step 3: 数据发送成功 ──────────────────────────────────────────────────────────────────
    const result = page.locator('.ant-result');
    await result.getByText('数据发送成功').waitFor({ timeout: 60_000 });
    await result.getByText(`数据已发送至 ${BUYER_EMAIL}，请注意查收`).waitFor();
    await settledShot(b.page, 'precise-4-sent');

    // ── the mail over real SMTP: the .xlsx holds the first `nums` matches, id order ────────
    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toContain(BUYER_EMAIL);
    const attachment = mail!.attachments.find((a) => a.filename?.endsWith('.xlsx'));
    expect(attachment, 'the mail carries the .xlsx').toBeTruthy();
    const sheet = await readSheet(attachment!.content);
    expect(sheet.header).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(sheet.rowCount - 1).toBe(nums);
    expect(sheet.rows.map((r) => r['name'])).toEqual(expected.slice(0, nums).map((c) => c.name));
    expect(sheet.rows.map((r) => r['status'])).toEqual(expected.slice(0, nums).map((c) => c.status));

    // ── 我的数据 → 精准查询: the order, exported, with 导出时间 and 下载数据 ────────────────────
    await result.getByRole('button', { name: '查看我的数据' }).click();
    await page.waitForURL(/\/manin\/record/);
    await expect
      .poll(() => page.getByRole('tab', { name: '精准查询' }).getAttribute('aria-selected'))
      .toBe('true');
    const card = page
      .getByRole('list', { name: '精准查询订单' })
      .getByRole('listitem')
      .filter({ hasText: orderCode! });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText('已导出').waitFor();
    const cardText = await card.textContent();
    expect(cardText).toContain(`导出数量：${nums} 条`);
    expect(cardText).toMatch(/导出时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(cardText).toContain(EXPECTED_PRICE);
    await settledShot(b.page, 'precise-5-mydata');

    // 下载数据 hands the same file to the browser
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /下载数据/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const saved = path.join(artifactsDir, 'precise-download.xlsx');
    await download.saveAs(saved);
    const downloaded = await readSheet(fs.readFileSync(saved));
    expect(downloaded.rows.map((r) => r['name'])).toEqual(expected.slice(0, nums).map((c) => c.name));

    expect(b.errors).toEqual([]);
  });
});
