import { confirmWith } from '../support/dialogs.ts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, settledShot, type BrowserSession } from '../support/browser.ts';
import { readDb } from '../support/db.ts';
import { collectEnvelopes, failedEnvelopes } from '../support/envelopes.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { workspaceLogin } from '../support/session.ts';

/** 数据搜索 管理员 of organisation 200 (module 5): lands on /data/seek, may save searches. */
const SEEKER = '13900000005';
const KEYWORD = '科技';

/**
 * The companies the keyword finds, counted with plain SQL: in the seek's text fields, a former name,
 * or a brand starting with it (an executive's whole name and a phone number cannot be 科技).
 */
function sqlCount(dataDir: string, where: string, params: unknown[]): number {
  return readDb(dataDir, (db) => {
    const row = db
      .prepare(
        `select count(*) as n from company c
          where (c.name like ? or c.legal_person like ? or c.shareholders like ? or c.address like ? or c.scope like ?
                 or exists (select 1 from company_change ch where ch.company_id = c.company_id
                              and ch.item = '名称变更' and ch.before_text like ?)
                 or exists (select 1 from company_ip ip where ip.company_id = c.company_id
                              and ip.kind = 'trademark' and lower(ip.name) like ?))
            ${where}`,
      )
      .get(...Array(6).fill(`%${KEYWORD}%`), `${KEYWORD}%`, ...params) as { n: number };
    return row.n;
  });
}

async function foundCount(page: Page): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: /^找到/ }).textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** A facet value's button (its label is "name (count)"), and the count it shows. */
async function facetValue(page: Page, group: string, nth = 0) {
  const row = page.getByRole('group', { name: group });
  const button = row.locator('[aria-label$=")"]').nth(nth);
  const label = (await button.getAttribute('aria-label')) ?? '';
  const m = /^(.*) \(([\d,]+)\)$/.exec(label);
  if (!m) throw new Error(`no facet value in ${group}: ${label}`);
  return { button, name: m[1]!, count: Number(m[2]!.replace(/,/g, '')) };
}

describe('journey: a data-search user finds companies on /data/seek, narrows them, opens one and saves the search', () => {
  let server: RunningServer;
  let b: BrowserSession;
  beforeAll(async () => {
    server = await startServer();
    b = await openBrowser();
  });
  afterAll(async () => {
    await b?.close();
    await server?.stop();
  });

  it('lands on /data/seek, searches 科技, narrows by province and status, opens a profile, saves the search, exports within capacity; 1440 px and 390 px', async () => {
    const page = b.page;
    // every call's envelope (the export's file is bytes, checked below)
    const answers = collectEnvelopes(
      page,
      (url) => url.includes('/api/admin/Enterprise/') && !url.includes('/exportFile/'),
    );

    await workspaceLogin(page, server.url, SEEKER);
    await page.waitForURL('**/data/seek', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: '查企业' }).waitFor();
    await settledShot(page, 'seek-1-landing-1440');

    // ── a two-character keyword: the count is exact ──────────────────────────────────────────
    const box = page.getByRole('combobox', { name: '企业搜索关键词' });
    await box.fill(KEYWORD);
    await box.press('Enter');
    await page.waitForURL(/keyword=/);
    await page.getByRole('status').filter({ hasText: /^找到/ }).waitFor({ timeout: 20_000 });
    const all = sqlCount(server.dataDir, '', []);
    expect(all).toBeGreaterThan(100);
    expect(await foundCount(page)).toBe(all);
    // the keyword is marked in the names
    expect(await page.locator('[data-testid="seek-row"] mark').count()).toBeGreaterThan(0);

    // ── narrow by a province, then a status: each count is what choosing it shows ─────────────
    const province = await facetValue(page, '省份地区');
    await province.button.click();
    await expect.poll(() => foundCount(page), { timeout: 15_000 }).toBe(province.count);
    const code = new URL(page.url()).searchParams.get('region')!;
    expect(province.count).toBe(sqlCount(server.dataDir, 'and c.province_code = ?', [code]));

    const status = await facetValue(page, '登记状态');
    await status.button.click();
    await expect.poll(() => foundCount(page), { timeout: 15_000 }).toBe(status.count);
    expect(status.count).toBe(
      sqlCount(server.dataDir, 'and c.province_code = ? and c.status = ?', [code, status.name]),
    );
    expect(status.count).toBeGreaterThan(0);
    await settledShot(page, 'seek-2-narrowed-1440');

    // ── the search is saved, and listed under 搜索条件 ───────────────────────────────────────
    await page.getByRole('button', { name: /保存搜索/ }).click();
    const dialog = page.getByRole('dialog', { name: '保存搜索条件' });
    await dialog.getByRole('textbox', { name: '名称' }).fill(`${province.name}${KEYWORD}`);
    await confirmWith(dialog, '保存搜索');
    await page.getByText('搜索条件已保存').waitFor();

    // ── export within capacity: the file holds the search's first rows, the badge drops at once ──
    const badge = page.getByTestId('capacity-badge');
    const restOf = async () => Number(((await badge.textContent()) ?? '').replace(/[^\d]/g, ''));
    const restBefore = await restOf();
    const exportRows = Math.min(status.count, 20);
    expect(restBefore).toBeGreaterThan(exportRows);
    const firstShown = (await page
      .locator('[data-testid="seek-row"]')
      .first()
      .getByRole('link')
      .first()
      .textContent())!.trim();
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const exportDialog = page.getByRole('dialog', { name: '导出企业数据' });
    await exportDialog.getByRole('spinbutton', { name: '导出条数' }).fill(String(exportRows));
    await exportDialog
      .getByText(`（导出后剩余 ${(restBefore - exportRows).toLocaleString('en-US')} 条）`)
      .waitFor();
    await settledShot(page, 'seek-2b-export-1440');
    const downloading = page.waitForEvent('download');
    await exportDialog.getByRole('button', { name: /导出并下载/ }).click();
    const download = await downloading;
    await expect.poll(restOf, { timeout: 10_000 }).toBe(restBefore - exportRows);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const sheet = book.worksheets[0]!;
    expect(sheet.actualRowCount - 1).toBe(exportRows);
    expect(String(sheet.getRow(2).getCell(1).value)).toBe(firstShown);
    const agent = readDb(
      server.dataDir,
      (db) =>
        db
          .prepare(
            `select a.un_basic_number as rest from usr_agent a join sys_user u on u.usr_agent_id = a.usr_agent_id where u.username = ?`,
          )
          .get(SEEKER) as { rest: number },
    );
    expect(agent.rest).toBe(restBefore - exportRows);
    await settledShot(page, 'seek-2c-exported-1440');

    // ── a result opens its profile in a workspace tab titled 企业详情 ──────────────────────────
    const first = page.locator('[data-testid="seek-row"]').first();
    const name = (await first.getByRole('link').first().textContent())!.trim();
    await first.getByRole('link').first().click();
    await page.waitForURL(/\/data\/details\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('tab', { name: '企业详情' }).count()).toBe(1);

    // ── 搜索条件: the saved search, run again ─────────────────────────────────────────────────
    await page.goto(`${server.url}/search/conditions`);
    const saved = page.getByRole('row').filter({ hasText: `${province.name}${KEYWORD}` });
    await saved.waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => saved.getByText(`${status.count.toLocaleString('en-US')} 家`).count())
      .toBe(1);
    await settledShot(page, 'seek-3-saved-1440');
    await saved.getByRole('link', { name: '查询' }).click();
    await page.waitForURL(/\/data\/seek\?.*saved=\d+/);
    await expect.poll(() => foundCount(page), { timeout: 15_000 }).toBe(status.count);
    // the profile just opened is among the recently viewed
    await page.goto(`${server.url}/data/seek`);
    await page.getByRole('link', { name }).first().waitFor({ timeout: 15_000 });

    // ── watching the saved search puts its companies on 全部企业 (/data/entall) ─────────────────
    await page.goto(`${server.url}/search/conditions`);
    await page.getByRole('switch', { name: `关注：${province.name}${KEYWORD}` }).click();
    await page.getByText(/已开启关注/).waitFor({ timeout: 15_000 });
    await page.goto(`${server.url}/data/entall`);
    await page.getByRole('heading', { level: 1, name: '全部企业' }).waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await page.getByRole('status').filter({ hasText: /^共/ }).textContent()) ?? '', {
        timeout: 15_000,
      })
      .toBe(`共 ${status.count.toLocaleString('en-US')} 家企业`);
    expect(
      await page.getByText(`1 个关注的搜索条件匹配（我的：${province.name}${KEYWORD}）`).count(),
    ).toBeGreaterThan(0);
    await settledShot(page, 'seek-3b-entall-1440');

    // ── a former name finds the company that bore it, and the row says so ───────────────────────
    const renamed = readDb(
      server.dataDir,
      (db) =>
        db
          .prepare(
            `select ch.before_text as former, c.name from company_change ch join company c on c.company_id = ch.company_id
              where ch.item = '名称变更' and instr(c.name, substr(ch.before_text, 4, 4)) = 0 order by ch.company_id limit 1`,
          )
          .get() as { former: string; name: string },
    );
    await page.goto(`${server.url}/data/seek?keyword=${encodeURIComponent(renamed.former)}`);
    const renamedRow = page.locator('[data-testid="seek-row"]').filter({ hasText: renamed.name });
    await renamedRow.first().waitFor({ timeout: 20_000 });
    expect(await renamedRow.first().getByText('曾用名：').count()).toBe(1);
    await settledShot(page, 'seek-3c-former-name-1440');

    // ── a phone: the filters fold away, the page never scrolls sideways ────────────────────────
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/data/seek?keyword=${encodeURIComponent(KEYWORD)}&region=${code}`);
    await page.getByRole('status').filter({ hasText: /^找到/ }).waitFor({ timeout: 20_000 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // what a phone shows first (the full page is a long list)
    await settledShot(page, 'seek-4-results-390', false);
    await page.getByRole('button', { name: /^筛选/ }).click();
    await page.getByRole('group', { name: '登记状态' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await settledShot(page, 'seek-5-filters-390', false);

    // ── /config/resource on the phone: the export in the capacity history and in my exports ──────
    await page.goto(`${server.url}/config/resource`);
    const ledgerRow = page.getByRole('row').filter({ hasText: `-${exportRows}` });
    await ledgerRow.first().waitFor({ timeout: 15_000 });
    expect(await ledgerRow.first().textContent()).toContain(
      (restBefore - exportRows).toLocaleString('en-US'),
    );
    await page.getByRole('button', { name: '下载' }).first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await settledShot(page, 'seek-6-resource-390', true);

    expect(answers.length).toBeGreaterThan(5);
    expect(failedEnvelopes(answers)).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
