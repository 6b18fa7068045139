import { EXPORT_COLUMNS } from '@qishu/contract';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStarted, openBrowser, type BrowserSession } from '../support/browser.ts';
import { readDb } from '../support/db.ts';
import { button, confirmWith } from '../support/dialogs.ts';
import { mailJourney } from '../support/mail-journey.ts';
import { DEMO_PASSWORD, workspaceLogin } from '../support/session.ts';

const SHOPPER = '13600000000';
const ADMIN = '13800000000';
const BUYER_EMAIL = 'custom-buyer@example.com';
const NAME = '华东科技企业名录';
const FIRST_FILTER = '需要名称中含科技的企业名单';
const SECOND_FILTER = '需要名称中含有科技二字、仍在经营的企业名单，附联系方式';
const DRAFT_NAME = '暂存的定制草稿';
const REASON = '筛选条件不够具体，请说明地区或经营状态';
const KEYWORD = '科技';
/** the records staff sell, and a price under the 1-yuan floor */
const NUMS = 15;
const STAFF_PRICE = '0.5';

/**
 * A button by its text: antd puts a space between two Chinese characters of a button, and an icon
 * adds its own name in front ("delete 删 除"): match the text at the end, spaced or not.
 */

/** The companies the staff's search (keyword 科技 in the name, active only) must deliver, in export order. */
function expectedNames(dataDir: string): string[] {
  return readDb(dataDir, (db) =>
    (
      db
        .prepare(
          `select name from company
            where status in ('存续', '在业') and instr(name, ?) > 0
            order by company_id limit ?`,
        )
        .all(KEYWORD, NUMS) as { name: string }[]
    ).map((r) => r.name),
  );
}

async function sheetNames(content: Buffer): Promise<{ header: unknown[]; names: unknown[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const names: unknown[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) names.push((row.values as unknown[])[1]);
  });
  return { header: (sheet.getRow(1).values as unknown[]).slice(1), names };
}

/** The shopper's card of a request in 我的数据 → 个性化定制. */
function card(page: Page, name: string): Locator {
  return page.getByRole('list', { name: '个性化定制记录' }).getByRole('listitem', { name });
}

async function openMyCustom(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/manin/record?tab=custom`);
  await appStarted(page);
  await page.getByRole('list', { name: '个性化定制记录' }).waitFor({ timeout: 15_000 });
}

/** The staff's row of the request at /sys/apply, after a fresh load. */
async function staffRow(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto(`${baseUrl}/sys/apply`);
  const row = page.locator('tr.ant-table-row', { hasText: NAME });
  await row.waitFor({ timeout: 15_000 });
  return row;
}

async function fillRequest(dialog: Locator, values: { name?: string; filter: string }) {
  if (values.name !== undefined) await dialog.getByLabel('定制名称').fill(values.name);
  await dialog.getByLabel('筛选条件').fill(values.filter);
}

/** After a save: the confirm with the server's message; 查看我的数据 goes to the custom tab. */
async function confirmSaved(page: Page, message: RegExp) {
  const confirm = page.locator('.ant-modal-confirm', { hasText: '保存成功' });
  await confirm.waitFor();
  expect(await confirm.textContent()).toMatch(message);
  expect(await confirm.textContent()).toContain('我的数据 - 个性化定制');
  await confirmWith(confirm, '查看我的数据');
  await page.waitForURL(/\/manin\/record\?tab=custom/);
}

describe('journey: a custom data request from filing to the .xlsx in the mailbox', () => {
  const journey = mailJourney();
  let staff: BrowserSession;
  beforeAll(async () => {
    staff = await openBrowser();
  });
  afterAll(async () => {
    await staff?.close();
  });

  it('file → reject with a reason → edit and resubmit → approve, search, finish → pay → mail; draft deleted, withdraw confirmed', async () => {
    const { smtp, server, browser: shopper } = journey;
    const page = shopper.page;
    const expected = expectedNames(server.dataDir);
    expect(expected.length, 'seeded companies with 科技 in the name').toBe(NUMS);

    // ── the shopper signs in on /custom and files the request ──────────────────────────────
    await page.goto(`${server.url}/custom`);
    await appStarted(page);
    await page.getByTestId('login-overlay').first().click();
    const login = page.getByRole('dialog', { name: '账号登录' });
    await login.getByPlaceholder('请输入手机号').fill(SHOPPER);
    await login.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await login.getByPlaceholder('请输入密码').press('Enter');
    await login.waitFor({ state: 'detached', timeout: 15_000 });

    await page.getByRole('button', { name: /填写定制需求/ }).click();
    let form = page.getByRole('dialog', { name: /个性化定制/ });
    await fillRequest(form, { name: NAME, filter: FIRST_FILTER });
    await button(form, '提交').click();
    await confirmSaved(page, /提交成功/);
    await card(page, NAME).getByText('审核中').waitFor();
    await shopper.screenshot('custom-1-filed');

    // a draft (暂存) is deleted after 确认删除
    await page.goto(`${server.url}/custom`);
    await appStarted(page);
    await page.getByRole('button', { name: /填写定制需求/ }).click();
    form = page.getByRole('dialog', { name: /个性化定制/ });
    await fillRequest(form, { name: DRAFT_NAME, filter: '先暂存起来稍后再补充完整的筛选条件' });
    await button(form, '暂存').click();
    await confirmSaved(page, /暂存成功/);
    const draft = card(page, DRAFT_NAME);
    await draft.getByText('暂存').first().waitFor();
    await button(draft, '删除').click();
    const deleteConfirm = page.locator('.ant-modal-confirm', { hasText: '确认删除' });
    await deleteConfirm.getByText('请确认是否删除该个性化定制数据？').waitFor();
    await confirmWith(deleteConfirm, '确定');
    await draft.waitFor({ state: 'detached', timeout: 10_000 });

    // ── staff reject it with a reason ─────────────────────────────────────────────────────
    await workspaceLogin(staff.page, server.url, ADMIN);
    await staff.page.waitForURL(/\/admin/, { timeout: 15_000 });
    let row = await staffRow(staff.page, server.url);
    expect(await row.textContent()).toContain('审核中');
    await button(row, '驳回').click();
    const reject = staff.page.getByRole('dialog', { name: new RegExp(`驳回定制需求：${NAME}`) });
    await reject.getByLabel('驳回原因').fill(REASON);
    await button(reject, '确定').click();
    await reject.waitFor({ state: 'hidden' });
    await row.getByText('审核未通过').waitFor({ timeout: 10_000 });

    // ── the shopper sees the reason, edits and resubmits ──────────────────────────────────
    await openMyCustom(page, server.url);
    const mine = card(page, NAME);
    await mine.getByText('审核未通过').waitFor();
    expect(await mine.textContent()).toContain(REASON);
    await button(mine, '详情').click();
    const detail = page.getByRole('dialog', { name: '定制详情' });
    await detail.locator('.ant-steps-item-error', { hasText: '审核未通过' }).waitFor();
    expect(await detail.textContent()).toContain(REASON);
    await shopper.screenshot('custom-2-rejected');
    await detail
      .getByRole('button', { name: /close|关闭/i })
      .first()
      .click();
    await detail.waitFor({ state: 'hidden' });

    await button(mine, '编辑').click();
    form = page.getByRole('dialog', { name: /修改定制需求/ });
    await fillRequest(form, { filter: SECOND_FILTER });
    await button(form, '提交').click();
    await confirmSaved(page, /提交成功/);
    await mine.getByText('审核中').waitFor();

    // withdraw asks 确认撤回: cancel keeps it under review, OK takes it back to a draft
    await button(mine, '撤回').click();
    let withdrawConfirm = page.locator('.ant-modal-confirm', { hasText: '确认撤回' });
    await withdrawConfirm.getByText('请确认是否撤回该个性化定制数据？').waitFor();
    await button(withdrawConfirm, '取消').click();
    await withdrawConfirm.waitFor({ state: 'detached' });
    await mine.getByText('审核中').waitFor();
    await button(mine, '撤回').click();
    withdrawConfirm = page.locator('.ant-modal-confirm', { hasText: '确认撤回' });
    await confirmWith(withdrawConfirm, '确定');
    await mine.getByText('暂存').first().waitFor({ timeout: 10_000 });
    // … and filed again from the draft
    await button(mine, '编辑').click();
    form = page.getByRole('dialog', { name: /修改定制需求/ });
    await button(form, '提交').click();
    await confirmSaved(page, /提交成功/);
    await mine.getByText('审核中').waitFor();

    // ── staff approve, attach a search (keyword 科技) and finish at 0.5 yuan ────────────────
    row = await staffRow(staff.page, server.url);
    await button(row, '通过').click();
    await confirmWith(staff.page.locator('.ant-popconfirm').filter({ visible: true }), '确定');
    await row.getByText('处理中').waitFor({ timeout: 10_000 });
    await button(row, '处理').click();
    const process = staff.page.getByRole('dialog', { name: new RegExp(`处理定制需求：${NAME}`) });
    await process.getByRole('textbox', { name: '关键词' }).fill(KEYWORD);
    await process.getByRole('button', { name: /筛选并保存/ }).click();
    await process.getByText(/搜索到 [\d,]+ 家企业，已保存为处理结果/).waitFor({ timeout: 15_000 });
    await process.getByLabel('记录数').fill(String(NUMS));
    await process.getByLabel('价格').fill(STAFF_PRICE);
    await process.getByText('不足1元按1元收取').waitFor();
    await staff.screenshot('custom-3-processing');
    await button(process, '完成处理').click();
    await confirmWith(staff.page.locator('.ant-popconfirm', { hasText: '确认完成处理' }), '确定');
    await process.waitFor({ state: 'hidden', timeout: 10_000 });
    row = await staffRow(staff.page, server.url);
    await row.getByText('处理完成').waitFor();

    // ── the shopper pays in the sandbox and receives the .xlsx ────────────────────────────
    await openMyCustom(page, server.url);
    await mine.getByText('处理完成').waitFor();
    await button(mine, '立即购买').click();
    const record = page.getByRole('dialog', { name: '定制详情' });
    const payForm = record.getByRole('region', { name: '购买定制数据' });
    await expect.poll(() => payForm.getByTestId('custom-price').textContent()).toBe('¥1.00');
    expect(await payForm.getByLabel('数据条数').inputValue()).toContain(String(NUMS));

    await button(payForm, '预览数据').click();
    const preview = page.getByRole('dialog', { name: /数据预览/ });
    const previewRows = preview.locator('tbody tr.ant-table-row');
    await previewRows.nth(9).waitFor({ timeout: 15_000 });
    expect(await previewRows.locator('td:first-child').allTextContents()).toEqual(expected.slice(0, 10));
    await preview
      .getByRole('button', { name: /close|关闭/i })
      .first()
      .click();
    await preview.waitFor({ state: 'hidden' });

    await payForm.getByLabel('接收邮箱').fill(BUYER_EMAIL);
    await shopper.screenshot('custom-4-pay');
    await button(payForm, '立即支付').click();
    const payUrl = await record.getByRole('link', { name: '在本机打开支付页面' }).getAttribute('href', {
      timeout: 15_000,
    });
    expect(payUrl).toMatch(/\/api\/pay\/sandbox\//);
    const phone = await shopper.browser.newPage();
    await phone.goto(payUrl!);
    await phone.getByRole('button', { name: '确认支付' }).click();
    await phone.getByText('支付成功').first().waitFor();
    await phone.close();
    await record.getByText('数据发送成功').waitFor({ timeout: 60_000 });
    await shopper.screenshot('custom-5-sent');

    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toContain(BUYER_EMAIL);
    const attachment = mail!.attachments.find((a) => a.filename?.endsWith('.xlsx'));
    expect(attachment, 'the mail carries the .xlsx').toBeTruthy();
    const sheet = await sheetNames(attachment!.content);
    expect(sheet.header).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(sheet.names).toEqual(expected);

    // done and paid: 发送到邮箱 and 下载数据, no more buying
    await record
      .getByRole('button', { name: /close|关闭/i })
      .first()
      .click();
    await openMyCustom(page, server.url);
    await button(mine, '下载数据').waitFor();
    await button(mine, '发送到邮箱').waitFor();
    expect(await button(mine, '立即购买').count()).toBe(0);

    // the decisions reached the shopper's message centre
    await page.goto(`${server.url}/manin/msg`);
    await appStarted(page);
    for (const title of ['定制需求审核未通过', '定制需求审核通过', '定制数据已处理完成']) {
      await page.getByText(title).first().waitFor({ timeout: 10_000 });
    }
    await shopper.screenshot('custom-6-messages');

    expect(shopper.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  });
});
