import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, settledShot, type BrowserSession } from '../support/browser.ts';
import { readDb } from '../support/db.ts';
import { button, confirmWith } from '../support/dialogs.ts';
import { collectEnvelopes, failedEnvelopes } from '../support/envelopes.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { resetBrowserState, workspaceLogin } from '../support/session.ts';

/** 普通用户 of organisation 200: sees only her own leads. */
const SELLER = '13900000006';
/** 管理员 of organisation 200: sees the whole organisation's leads, may deliver them. */
const MANAGER = '13900000005';
/** another member of organisation 200 (the same phone also has accounts elsewhere). */
const MEMBER = '13900000020';
const ORG = 200;
const KEYWORD = '科技';
const GROUP = '重点跟进企业';
const LABEL = '重点客户';
const FOLLOW_CONTENT = '电话沟通了年度数据服务需求，对方希望先看报价';
const NEXT_ACTION = '发送报价单';
const CONTRACT_CODE = 'HT-E2E-001';
const CONTRACT_TITLE = '2026 年度企业数据服务合同';

/** The organisation's unused capacity (collecting a new lead takes one). */
function capacityRest(dataDir: string): number {
  return readDb(
    dataDir,
    (db) =>
      (
        db.prepare('select un_basic_number from usr_agent where usr_agent_id = ?').get(ORG) as {
          un_basic_number: number;
        }
      ).un_basic_number,
  );
}

function userId(dataDir: string, username: string): number {
  return readDb(
    dataDir,
    (db) =>
      (
        db
          .prepare('select sys_user_id from sys_user where username = ? and usr_agent_id = ?')
          .get(username, ORG) as { sys_user_id: number }
      ).sys_user_id,
  );
}

/** An option of the open antd Select dropdown, by its text. */
function option(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });
}

/** 线索跟进's view (看板 / 列表), clicked until it is the chosen one. */
async function showView(page: Page, view: '看板' | '列表') {
  const segmented = page.locator('.ant-segmented').filter({ hasText: '看板' });
  await expect
    .poll(
      async () => {
        const chosen = await segmented.locator('.ant-segmented-item-selected').textContent();
        if (chosen !== view) await segmented.getByText(view, { exact: true }).click();
        return chosen;
      },
      { timeout: 15_000 },
    )
    .toBe(view);
}

/** The text of the newest toast (antd message), once it says `text`. */
async function toast(page: Page, text: string | RegExp) {
  await page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

describe('journey: sales leads from collecting to a won client (issue 16)', () => {
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

  it('collects 3 companies into a group, labels them, moves one on the kanban, logs a follow-up, delivers it, signs a contract; 1440 px and 390 px', async () => {
    const page = b.page;
    const answers = collectEnvelopes(page, (url) => /\/api\/(sale|action)\//.test(url));
    const sellerId = userId(server.dataDir, SELLER);
    const memberId = userId(server.dataDir, MEMBER);
    const restBefore = capacityRest(server.dataDir);

    // ── 1. 周雨桐 signs in, makes a group (the grouping editor's call) and finds companies ─────────
    await workspaceLogin(page, server.url, SELLER);
    await page.waitForURL('**/data/seek', { timeout: 20_000 });
    const group = await page.evaluate(async (name) => {
      const res = await fetch('/api/admin/usrcate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: localStorage.getItem('token') ?? '' },
        body: JSON.stringify({ name, parent_id: 0 }),
      });
      return (await res.json()) as { code: number; msg?: string; data: { id: number; user_id: number } };
    }, GROUP);
    expect(group.code, group.msg).toBe(200);
    expect(group.data.user_id).toBe(sellerId);

    const box = page.getByRole('combobox', { name: '企业搜索关键词' });
    await box.fill(KEYWORD);
    await box.press('Enter');
    await page.getByRole('status').filter({ hasText: /^找到/ }).waitFor({ timeout: 20_000 });
    const rows = page.locator('[data-testid="seek-row"]');
    await rows.nth(2).waitFor();
    const names: string[] = [];
    for (let i = 0; i < 3; i++)
      names.push((await rows.nth(i).getByRole('link').first().textContent())!.trim());
    expect(new Set(names).size).toBe(3);
    await settledShot(page, 'sales-1-seek-1440');

    // tick the first three results: 收录为线索 takes the ticked companies
    for (const name of names) await page.getByRole('checkbox', { name: `选择 ${name}` }).check();
    await page.getByText('已选 3 家').waitFor();
    await page.getByRole('button', { name: /收录为线索/ }).click();
    const collect = page.getByRole('dialog', { name: '收录为销售线索' });
    await collect.getByText('将这 3 家企业收录为我的销售线索').waitFor();
    // the groups load as the dialog opens: the choice is made again until the select shows it
    const groupBox = collect.locator('.ant-select').first();
    const groupChosen = async () => ((await groupBox.textContent()) ?? '').includes(GROUP);
    for (let attempt = 0; attempt < 3 && !(await groupChosen()); attempt++) {
      await collect.getByLabel('放入分组').click();
      await option(page, GROUP).click();
      await expect
        .poll(groupChosen, { timeout: 5_000 })
        .toBe(true)
        .catch(() => undefined);
    }
    expect(await groupChosen()).toBe(true);
    await confirmWith(collect, '收录');
    await toast(page, '已收录 3 家企业');
    await settledShot(page, 'sales-1b-collected-1440');

    const leads = readDb(
      server.dataDir,
      (db) =>
        db
          .prepare(
            `select l.lead_id, c.name, l.owner_id, l.stage from sale_lead l join company c on c.company_id = l.company_id
              where l.usr_agent_id = ? order by l.lead_id`,
          )
          .all(ORG) as { lead_id: number; name: string; owner_id: number; stage: string }[],
    );
    expect(leads.map((l) => l.name).sort()).toEqual([...names].sort());
    expect(leads.every((l) => l.owner_id === sellerId && l.stage === 'new')).toBe(true);
    const cate = readDb(
      server.dataDir,
      (db) =>
        db.prepare('select label_number, user_id from usr_cate where usr_cate_id = ?').get(group.data.id) as {
          label_number: number;
          user_id: number;
        },
    );
    expect(cate).toEqual({ label_number: 3, user_id: sellerId });
    expect(capacityRest(server.dataDir)).toBe(restBefore - 3);
    const lead = leads.find((l) => l.name === names[0])!;
    const company = lead.name;

    // ── 2. a label 重点客户, put on the three leads from the list ─────────────────────────────────
    await page.goto(`${server.url}/sale/entlabel`);
    await page.getByRole('heading', { name: '企业标签' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /新建标签/ }).click();
    const labelDialog = page.getByRole('dialog', { name: '新建标签' });
    await labelDialog.getByLabel('标签名称').fill(LABEL);
    await labelDialog.getByRole('radio', { name: '红', exact: true }).click();
    expect(
      await labelDialog.getByRole('radio', { name: '红', exact: true }).getAttribute('aria-checked'),
    ).toBe('true');
    await confirmWith(labelDialog, '确定');
    await page.getByRole('row').filter({ hasText: LABEL }).getByText('红', { exact: true }).waitFor();
    await settledShot(page, 'sales-2-label-1440');

    await page.goto(`${server.url}/sale/follow`);
    await page.getByRole('heading', { name: '线索跟进' }).waitFor({ timeout: 15_000 });
    await showView(page, '列表');
    for (const name of names) await page.getByRole('checkbox', { name: `选择：${name}` }).check();
    await page.getByText('已选 3 条线索').waitFor();
    await page.getByRole('button', { name: /打标签/ }).click();
    const bulk = page.getByRole('dialog', { name: '批量打标签' });
    await bulk.getByText('为已选的 3 条线索添加或移除标签。').waitFor();
    await bulk.getByLabel('添加标签').click();
    await option(page, LABEL).click();
    // the choice stands in the field (the dropdown of a multiple select stays open until it loses focus)
    await bulk
      .locator('.ant-select-selection-item, .ant-select-selection-wrap')
      .getByText(LABEL)
      .first()
      .waitFor();
    await bulk.getByText('为已选的 3 条线索添加或移除标签。').click();
    await confirmWith(bulk, '确定');
    for (const name of names) {
      await page.getByRole('row').filter({ hasText: name }).getByText(LABEL).waitFor({ timeout: 15_000 });
    }
    await settledShot(page, 'sales-2b-labelled-list-1440');
    const labelled = readDb(
      server.dataDir,
      (db) =>
        db
          .prepare(
            `select count(*) as n from sale_lead_label ll join sale_label l on l.label_id = ll.label_id
              where l.name = ? and l.usr_agent_id = ?`,
          )
          .get(LABEL, ORG) as { n: number },
    );
    expect(labelled.n).toBe(3);

    // ── 3. the kanban: 移至 已联系 from the card's menu ──────────────────────────────────────────
    await showView(page, '看板');
    const fresh = page.getByRole('region', { name: '新线索', exact: true });
    const contacted = page.getByRole('region', { name: '已联系', exact: true });
    await fresh.getByText('新线索 · 3 条').waitFor({ timeout: 15_000 });
    await contacted.getByText('已联系 · 0 条').waitFor();
    await fresh.getByRole('button', { name: `移至：${company}` }).click();
    await page.getByRole('menuitem', { name: '已联系' }).click();
    await toast(page, '已移至「已联系」');
    await contacted.getByText('已联系 · 1 条').waitFor({ timeout: 15_000 });
    await fresh.getByText('新线索 · 2 条').waitFor();
    await contacted.getByText(company).waitFor();
    await settledShot(page, 'sales-3-board-moved-1440');
    const stageEvents = readDb(
      server.dataDir,
      (db) =>
        db
          .prepare(
            `select from_value, to_value, by_user_id from sale_lead_event where lead_id = ? and kind = 'stage'`,
          )
          .all(lead.lead_id) as { from_value: string; to_value: string; by_user_id: number }[],
    );
    expect(stageEvents).toEqual([{ from_value: 'new', to_value: 'contacted', by_user_id: sellerId }]);

    // ── 4. 记录跟进 on that lead: 电话, a next step tomorrow 9:00 → 今日待办 › 未来 7 天 ─────────────
    await showView(page, '列表');
    await page.getByRole('button', { name: `记录跟进：${company}` }).click();
    const log = page.getByRole('dialog', { name: '记录跟进' });
    await log.getByText(company).waitFor();
    await log.getByRole('radio', { name: /电话/ }).check();
    await log.getByLabel('跟进内容').fill(FOLLOW_CONTENT);
    await log.getByLabel('下一步计划').fill(NEXT_ACTION);
    await log.getByLabel('下次跟进时间').click();
    // the preset is clicked once the popup has stopped zooming in (a click during it was seen to land
    // on the preset below)
    const presets = page.locator('.ant-picker-dropdown').filter({ has: page.locator('.ant-picker-presets') });
    await presets.waitFor();
    await presets.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await presets.getByText('明天上午 9:00', { exact: true }).click();
    const tomorrow = await page.evaluate(() => {
      const d = new Date(Date.now() + 86_400_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 09:00`;
    });
    await expect.poll(() => log.getByLabel('下次跟进时间').inputValue()).toBe(tomorrow);
    await settledShot(page, 'sales-4-follow-dialog-1440');
    await confirmWith(log, '保存');
    await page
      .getByRole('row')
      .filter({ hasText: company })
      .getByText(NEXT_ACTION)
      .waitFor({ timeout: 15_000 });
    const follow = readDb(
      server.dataDir,
      (db) =>
        db
          .prepare('select kind, content, next_action, next_at, user_id from sale_follow where lead_id = ?')
          .all(lead.lead_id) as {
          kind: string;
          content: string;
          next_action: string;
          next_at: string;
          user_id: number;
        }[],
    );
    expect(follow).toHaveLength(1);
    expect(follow[0]).toMatchObject({
      kind: 'call',
      content: FOLLOW_CONTENT,
      next_action: NEXT_ACTION,
      user_id: sellerId,
    });
    // tomorrow 9:00 in China is 01:00 UTC
    expect(new Date(follow[0]!.next_at).toISOString()).toBe(
      new Date(`${tomorrow.replace(' ', 'T')}:00+08:00`).toISOString(),
    );

    await page.goto(`${server.url}/sale/record`);
    const ranges = page.getByRole('radiogroup', { name: '待办范围' });
    await ranges.waitFor({ timeout: 15_000 });
    await ranges.getByText('未来 7 天 (1)').click();
    const due = page.getByRole('row').filter({ hasText: company });
    await due.getByText(NEXT_ACTION).waitFor({ timeout: 15_000 });
    expect(await due.textContent()).toContain(tomorrow);
    await settledShot(page, 'sales-4b-due-week-1440');

    // ── 5. 林晓峰 delivers that lead to 吴振宇 ───────────────────────────────────────────────────
    await resetBrowserState(page, server.url, null);
    await workspaceLogin(page, server.url, MANAGER);
    await page.waitForURL('**/data/seek', { timeout: 20_000 });
    await page.goto(`${server.url}/sale/diliver`);
    await page.getByRole('heading', { name: '线索分发' }).waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: '待分发' }).waitFor();
    await page.getByRole('radiogroup', { name: '线索范围' }).getByText('团队线索').click();
    const teamRow = page.getByRole('row').filter({ hasText: company });
    await teamRow.getByText('周雨桐').waitFor({ timeout: 15_000 });
    await page.getByRole('checkbox', { name: `选择 ${company}` }).check();
    await page.getByText('已选 1 条').waitFor();
    await button(page, '分发').click();
    const deliver = page.getByRole('dialog', { name: '分发 1 条线索' });
    await deliver.getByRole('radio', { name: '指定成员' }).check();
    await deliver.getByLabel('接收成员').click();
    await option(page, /^吴振宇（/).click();
    await confirmWith(deliver, '分发');
    const answer = page.getByRole('alert').filter({ hasText: '分发结果' });
    await answer.getByText('已分配 1 条线索').waitFor({ timeout: 15_000 });
    await teamRow.getByText('吴振宇').waitFor({ timeout: 15_000 });
    await settledShot(page, 'sales-5-delivered-1440');
    const delivered = readDb(server.dataDir, (db) => ({
      owner: (
        db.prepare('select owner_id from sale_lead where lead_id = ?').get(lead.lead_id) as {
          owner_id: number;
        }
      ).owner_id,
      events: db
        .prepare(`select from_value, to_value from sale_lead_event where lead_id = ? and kind = 'assign'`)
        .all(lead.lead_id) as { from_value: string; to_value: string }[],
    }));
    expect(delivered.owner).toBe(memberId);
    expect(delivered.events).toEqual([{ from_value: String(sellerId), to_value: String(memberId) }]);

    await page.getByRole('tab', { name: '分发记录' }).click();
    const move = page.getByRole('row').filter({ hasText: company });
    await move.getByText('分配').waitFor({ timeout: 15_000 });
    expect(await move.textContent()).toMatch(/周雨桐.*吴振宇.*林晓峰/);
    await settledShot(page, 'sales-5b-moves-1440');

    // ── 6. a signed contract makes the lead 赢单 ─────────────────────────────────────────────────
    await page.goto(`${server.url}/action/contract`);
    await page.getByRole('heading', { name: '合同管理' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /新建合同/ }).click();
    const form = page.getByRole('dialog', { name: '新建合同' });
    const picker = form.getByLabel('客户');
    // the picker searches once typing pauses: under load the list may be replaced just as the option
    // is clicked, so the choice is checked (and made again) until the field shows the company
    // the picker's box (the dialog's first select) shows the chosen company's name
    const pickerBox = form.locator('.ant-select').first();
    const isChosen = async () => ((await pickerBox.textContent()) ?? '').includes(company);
    for (let attempt = 0; attempt < 3 && !(await isChosen()); attempt++) {
      await picker.click();
      await picker.fill(company.slice(0, 6));
      await page.waitForTimeout(600);
      await option(page, company).click();
      await expect
        .poll(isChosen, { timeout: 5_000 })
        .toBe(true)
        .catch(() => undefined);
    }
    expect(await isChosen()).toBe(true);
    await form.getByLabel('合同编号').fill(CONTRACT_CODE);
    await form.getByLabel('合同名称').fill(CONTRACT_TITLE);
    await form.getByLabel('合同金额（元）').fill('12345.67');
    await form.getByLabel('状态').click();
    await option(page, '已签订').click();
    await form.getByText('保存后，该线索将标记为赢单。').waitFor();
    await settledShot(page, 'sales-6-contract-form-1440');
    await confirmWith(form, '确定');
    await toast(page, '合同已登记，线索已标记为赢单');
    const contractRow = page.getByRole('row').filter({ hasText: CONTRACT_CODE });
    await contractRow.getByText('¥12,345.67').waitFor({ timeout: 15_000 });
    expect(await contractRow.textContent()).toContain(company);
    await settledShot(page, 'sales-6b-contracts-1440');
    const won = readDb(server.dataDir, (db) => ({
      contract: db
        .prepare('select amount_fen, status, code from sale_contract where lead_id = ?')
        .all(lead.lead_id) as { amount_fen: number; status: string; code: string }[],
      stage: (
        db.prepare('select stage from sale_lead where lead_id = ?').get(lead.lead_id) as { stage: string }
      ).stage,
    }));
    expect(won.contract).toEqual([{ amount_fen: 1234567, status: 'signed', code: CONTRACT_CODE }]);
    expect(won.stage).toBe('won');

    // ── 7. 我的客户 → the lead's page: 合同 tab and 赢单, at 1440 px and on a phone ─────────────────
    await page.goto(`${server.url}/action/clients`);
    await page.getByRole('heading', { name: '我的客户' }).waitFor({ timeout: 15_000 });
    const client = page.getByRole('row').filter({ hasText: company });
    await client.getByText('¥12,345.67').first().waitFor({ timeout: 15_000 });
    expect(await client.textContent()).toContain('吴振宇');
    await settledShot(page, 'sales-7-clients-1440');
    await client.getByRole('link', { name: company, exact: true }).click();
    await page.waitForURL(`**/sale/lead/${lead.lead_id}`);
    await page.getByRole('heading', { level: 4, name: company }).waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: '合同', exact: true }).click();
    const signed = page.getByRole('row').filter({ hasText: CONTRACT_CODE });
    await signed.getByText('已签订').waitFor({ timeout: 15_000 });
    expect(await signed.textContent()).toContain('¥12,345.67');
    const facts = page.locator('.ant-descriptions');
    await facts.getByText('赢单', { exact: true }).waitFor();
    await settledShot(page, 'sales-7b-lead-contracts-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { level: 4, name: company }).waitFor({ timeout: 15_000 });
    await page.getByRole('row').filter({ hasText: CONTRACT_CODE }).waitFor({ timeout: 15_000 });
    await facts.getByText('赢单', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390 + 1);
    await settledShot(page, 'sales-7c-lead-390');

    // ── 8. no sale/action call failed ─────────────────────────────────────────────────────────
    expect(answers.length).toBeGreaterThan(10);
    // a list answered while the page moved on cannot be read any more: not a failure (the helper's
    // patterns miss chromium's "Response body is not available … navigated away from")
    const unread = (a: (typeof answers)[number]) =>
      a.status === 200 && /navigated away from/.test(a.msg ?? '');
    expect(failedEnvelopes(answers.filter((a) => !unread(a)))).toEqual([]);
    expect(b.errors).toEqual([]);
  }, 240_000);
});
