import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, settledShot, type BrowserSession } from '../support/browser.ts';
import { readDb } from '../support/db.ts';
import { collectEnvelopes, failedEnvelopes } from '../support/envelopes.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { workspaceLogin } from '../support/session.ts';

/** 数据搜索 管理员 of organisation 200 (module 5): holds data:search:query, :seek and :details. */
const SEEKER = '13900000005';
/** a line no company bears, nor ever bore */
const JUNK = '查无此名的测试企业（不存在）有限公司';

interface Company {
  company_id: number;
  name: string;
}

/**
 * The province with the most companies that have a mobile number, and what the query
 * 地区属于 <it> 且 有手机 must find, counted with plain SQL: how many, and the first by id.
 */
function pickProvince(dataDir: string) {
  return readDb(dataDir, (db) => {
    const province = db
      .prepare(
        `select c.province_code as code, r.name from company c join region r on r.code = c.province_code
          where c.mobile is not null group by c.province_code order by count(*) desc limit 1`,
      )
      .get() as { code: string; name: string };
    const { n } = db
      .prepare(`select count(*) as n from company where province_code = ? and mobile is not null`)
      .get(province.code) as { n: number };
    const first = db
      .prepare(
        `select company_id, name from company where province_code = ? and mobile is not null
          order by company_id limit 1`,
      )
      .get(province.code) as Company;
    return { ...province, count: n, first };
  });
}

/** A name only one company bears and none ever bore, short enough for a search box (30 characters). */
const UNIQUE_NAME = `length(c.name) <= 30
  and (select count(*) from company d where d.name = c.name) = 1
  and not exists (select 1 from company_change ch where ch.item = '名称变更' and ch.before_text = c.name)`;

/** Three companies looked up by name and a fourth by its unified social credit code. */
function pickBatch(dataDir: string) {
  return readDb(dataDir, (db) => {
    const rows = db
      .prepare(
        `select c.company_id, c.name, c.ccode from company c where ${UNIQUE_NAME}
          order by c.company_id limit 4 offset 40`,
      )
      .all() as (Company & { ccode: string })[];
    if (rows.length < 4) throw new Error('the seeded data has fewer than four uniquely named companies');
    return { byName: rows.slice(0, 3), byCode: rows[3]! };
  });
}

/**
 * Two companies linked through a person who runs both (legal representative or executive), all three
 * unique by name, so each picker's suggestions hold exactly one of them: no other company bears the
 * name, no other person's name equals or starts with the person's.
 */
function pickLinked(dataDir: string) {
  return readDb(dataDir, (db) => {
    const people = db.prepare(`select name from person`).pluck().all() as string[];
    const candidates = db
      .prepare(
        `select p.person_id, p.name, min(cp.company_id) as a, max(cp.company_id) as b
           from company_person cp join person p on p.person_id = cp.person_id
          group by p.person_id having count(distinct cp.company_id) = 2
          order by p.person_id limit 400`,
      )
      .all() as { person_id: number; name: string; a: number; b: number }[];
    const unique = db.prepare(
      `select c.company_id, c.name from company c where c.company_id = ? and ${UNIQUE_NAME}`,
    );
    for (const cand of candidates) {
      if (people.filter((n) => n.startsWith(cand.name)).length !== 1) continue;
      const a = unique.get(cand.a) as Company | undefined;
      const b = unique.get(cand.b) as Company | undefined;
      if (a && b) return { person: { person_id: cand.person_id, name: cand.name }, a, b };
    }
    throw new Error('the seeded data has no person running two uniquely named companies');
  });
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Adds a condition of `field` to the group through its 添加条件 menu. */
async function addCondition(page: Page, group: string, field: string) {
  await page.getByRole('group', { name: group }).getByRole('button', { name: '添加条件' }).click();
  await page.getByRole('menuitem', { name: field, exact: true }).click();
}

/** Picks an entity on /data/relation: its kind, its name typed, then the suggestion bearing that name. */
async function pickEntity(page: Page, kind: '企业' | '人员', name: string) {
  await page.getByRole('radiogroup', { name: '查找类型' }).getByText(kind, { exact: true }).click();
  await page.getByRole('combobox', { name: '添加企业或人员' }).fill(name);
  // the suggestion titled with the name, in the pop-up (the select's own box bears the typed text as
  // its title too; an earlier answer may show first)
  await page.locator('.ant-select-dropdown').getByTitle(name, { exact: true }).click();
  // the chosen entity's chip (its close button is named after it)
  await page.getByRole('group', { name: '已选对象' }).getByLabel(`移除 ${name}`, { exact: true }).waitFor();
}

describe('journey: a data-search user builds an advanced query, looks up a list and finds how companies are linked', () => {
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

  it('/data/query (two conditions, count as SQL), /data/batch (names, a code, a junk line), /data/relation (a linked pair and its person); 1440 px and 390 px', async () => {
    const page = b.page;
    // every API answer's envelope
    const answers = collectEnvelopes(page, (url) => url.startsWith(`${server.url}/api/`));

    await workspaceLogin(page, server.url, SEEKER);
    await page.waitForURL('**/data/seek', { timeout: 20_000 });

    // ── 高级查询: 地区属于 <province> 且 有手机, built in the UI; the count is the SQL count ──────────
    const province = pickProvince(server.dataDir);
    expect(province.count).toBeGreaterThan(20);
    await page.goto(`${server.url}/data/query`);
    await page.getByRole('heading', { level: 1, name: '高级查询' }).waitFor({ timeout: 15_000 });
    await addCondition(page, '条件组 1', '地区');
    const regionBox = page.getByRole('group', { name: '条件组 1' }).getByRole('combobox', { name: '地区' });
    await regionBox.click();
    await regionBox.fill(province.name);
    await page.getByRole('menuitemcheckbox', { name: province.name, exact: true }).click();
    await regionBox.press('Escape');
    // a new flag condition is 有 手机
    await addCondition(page, '条件组 1', '联系方式与知识产权');
    const summary = page.getByTestId('query-summary');
    await expect.poll(() => summary.textContent()).toBe(`地区属于 ${province.name} 且 有手机`);
    await page
      .getByRole('region', { name: '查询条件' })
      .getByRole('button', { name: /^查\s*询$/ })
      .click();
    const found = page.getByRole('status').filter({ hasText: /^找到/ });
    await found.waitFor({ timeout: 20_000 });
    expect(await found.textContent()).toBe(`找到 ${province.count.toLocaleString('zh-CN')} 家企业`);
    // the registry's order: the first row is the lowest id the SQL finds, and opens its profile
    const firstLink = page.getByTestId('seek-row').first().getByRole('link').first();
    expect((await firstLink.textContent())?.trim()).toBe(province.first.name);
    expect(await firstLink.getAttribute('href')).toBe(`/data/details/${province.first.company_id}`);
    expect(await page.getByTestId('seek-row').count()).toBe(20);
    const queryUrl = page.url();
    expect(new URL(queryUrl).searchParams.get('q')).toContain(province.code);
    await settledShot(page, 'tools-1-query-1440');

    // ── 批量查询: three names, a credit code and a junk line ─────────────────────────────────────
    const batch = pickBatch(server.dataDir);
    const lines = [...batch.byName.map((c) => c.name), batch.byCode.ccode, JUNK];
    await page.goto(`${server.url}/data/batch`);
    await page.getByRole('textbox', { name: '企业名单' }).fill(lines.join('\n'));
    await page.getByText('共 5 行：空行 0 行已跳过，重复 0 行已合并，待查询 5 个').waitFor();
    await page.getByRole('button', { name: '开始查询' }).click();
    const batchSummary = page.getByRole('status').filter({ hasText: /^查询/ });
    await batchSummary.waitFor({ timeout: 20_000 });
    expect(await batchSummary.textContent()).toBe('查询 5 个，匹配成功 4 个（4 家企业），未匹配 1 个');
    const matchedTab = page.getByRole('tab', { name: '匹配成功 4' });
    expect(await matchedTab.getAttribute('aria-selected')).toBe('true');
    const matched = page.getByRole('tabpanel', { name: '匹配成功 4' });
    expect(await matched.getByRole('row').count()).toBe(5); // the header and four companies
    for (const c of [...batch.byName, batch.byCode]) {
      const link = matched.getByRole('link', { name: c.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/data/details/${c.company_id}`);
    }
    const codeRow = matched.getByRole('row').filter({ hasText: batch.byCode.ccode });
    expect(await codeRow.getByText('统一社会信用代码').count()).toBe(1);
    expect(await matched.getByText(JUNK).count()).toBe(0);
    await settledShot(page, 'tools-2-batch-matched-1440');
    await page.getByRole('tab', { name: '未匹配 1' }).click();
    const unmatched = page.getByRole('tabpanel', { name: '未匹配 1' });
    await unmatched.getByRole('cell', { name: JUNK, exact: true }).waitFor();
    expect(await unmatched.getByRole('row').count()).toBe(2);
    await settledShot(page, 'tools-3-batch-unmatched-1440');

    // ── 查关系: two companies and the person who runs both ───────────────────────────────────────
    const linked = pickLinked(server.dataDir);
    await page.goto(`${server.url}/data/relation`);
    await page.getByRole('heading', { level: 1, name: '查关系' }).waitFor({ timeout: 15_000 });
    await pickEntity(page, '企业', linked.a.name);
    await pickEntity(page, '企业', linked.b.name);
    await pickEntity(page, '人员', linked.person.name);
    await page.getByText('已选 3/5').waitFor();
    await page.getByRole('button', { name: '查询关系' }).click();
    // the search is in the address, in the order chosen
    await page.waitForURL(
      `**/data/relation?company=${linked.a.company_id}&company=${linked.b.company_id}&person=${linked.person.person_id}&hops=4`,
    );
    // the two companies: linked within 2 hops (through the person, or closer)
    const pairAB = page.getByRole('region', { name: `${linked.a.name} 与 ${linked.b.name}` });
    await pairAB.getByRole('listitem', { name: '路径 1' }).waitFor({ timeout: 20_000 });
    expect(await pairAB.getByText(/^[12] 层 · /).count()).toBe(1);
    // each company and the person: one hop, the person's link opening the person's page
    for (const c of [linked.a, linked.b]) {
      const pair = page.getByRole('region', { name: `${c.name} 与 ${linked.person.name}` });
      expect(await pair.getByText(/^1 层 · 最短路径 1 条/).count()).toBe(1);
      const path = pair.getByRole('listitem', { name: '路径 1' });
      expect(
        await path.getByRole('link', { name: linked.person.name, exact: true }).getAttribute('href'),
      ).toBe(`/data/person/${linked.person.person_id}`);
      expect(await path.getByRole('link', { name: c.name, exact: true }).getAttribute('href')).toBe(
        `/data/details/${c.company_id}`,
      );
    }
    expect(await page.getByText('3 组对象中 3 组在 4 层内存在关联').count()).toBe(1);
    // the graph: ECharts (its own chunk) draws into the region
    const graph = page.getByRole('region', { name: '关系图（可横向滚动）' });
    await graph.locator('canvas').first().waitFor({ timeout: 15_000 });
    expect(await graph.getByRole('img', { name: /之间的关系图$/ }).count()).toBe(1);
    await settledShot(page, 'tools-4-relation-1440');

    // ── a phone: the relation answer and the query never scroll sideways ────────────────────────
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await graph.locator('canvas').first().waitFor();
    await settledShot(page, 'tools-5-relation-390');
    await page.goto(queryUrl);
    await found.waitFor({ timeout: 20_000 });
    expect(await found.textContent()).toBe(`找到 ${province.count.toLocaleString('zh-CN')} 家企业`);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await settledShot(page, 'tools-6-query-390', false);

    expect(answers.length).toBeGreaterThan(5);
    expect(failedEnvelopes(answers)).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
