import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { appStarted, openBrowser, settledShot, type BrowserSession } from '../support/browser.ts';
import { readDb } from '../support/db.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { DEMO_PASSWORD } from '../support/session.ts';

/** The shop's shopper: a data-search user (普通用户) — sees profiles, contacts masked. */
const SHOPPER = '13600000000';
const SECTIONS = [
  '基本信息',
  '股东信息',
  '主要人员',
  '对外投资',
  '分支机构',
  '变更记录',
  '司法风险',
  '经营风险',
  '知识产权',
  '经营状况',
];

interface Target {
  company_id: number;
  name: string;
  legal_person: string;
}

/**
 * A company worth walking, found with plain SQL over the seeded database: operating (the precise
 * search finds only those), on the map, with a company among its holders whose own holders are
 * known (so the equity graph unfolds a second level), a person among its executives and changes.
 */
function pickTarget(dataDir: string): Target {
  const row = readDb(dataDir, (db) =>
    db
      .prepare(
        `select c.company_id, c.name, c.legal_person from company c
          where c.status in ('存续', '在业') and c.lng is not null
            and exists (select 1 from shareholding s where s.company_id = c.company_id and s.holder_kind = 'C'
                          and exists (select 1 from shareholding t where t.company_id = s.holder_id))
            and exists (select 1 from shareholding s where s.company_id = c.company_id and s.holder_kind = 'P')
            and (select count(*) from company_person p where p.company_id = c.company_id) >= 2
            and exists (select 1 from company_change h where h.company_id = c.company_id)
            and exists (select 1 from company_person p where p.company_id = c.company_id and p.is_legal = 1)
          order by c.company_id limit 1`,
      )
      .get(),
  ) as Target | undefined;
  if (!row) throw new Error('the seeded data has no company with a two-level group, people and changes');
  return row;
}

describe('journey: from the precise wizard’s preview to a company’s profile, its equity penetration and a person', () => {
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

  it('preview → profile in a new tab → every section → 股权穿透 (picture and list) → person page, at 1440 px and 390 px', async () => {
    const target = pickTarget(server.dataDir);
    const page = b.page;
    // every profile call the pages make answers with the envelope's 200 (never a 500, never a refusal)
    const profileAnswers: { url: string; status: number; code: number }[] = [];
    b.browser.on('response', (res: Response) => {
      if (!/\/api\/admin\/(Detail|Enterprise)\//.test(res.url())) return;
      void res
        .json()
        .then((body: { code: number }) =>
          profileAnswers.push({ url: res.url(), status: res.status(), code: body.code }),
        )
        .catch(() => profileAnswers.push({ url: res.url(), status: res.status(), code: -1 }));
    });

    // ── the shopper signs in over the precise wizard and searches the company by its name ─────
    await page.goto(`${server.url}/custom`);
    await appStarted(page);
    await page.getByRole('tab', { name: /精准查询导出/ }).click();
    const panel = page.getByRole('tabpanel', { name: /精准查询导出/ });
    await panel.getByTestId('login-overlay').click();
    const login = page.getByRole('dialog', { name: '账号登录' });
    await login.getByPlaceholder('请输入手机号').fill(SHOPPER);
    await login.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
    await login.getByPlaceholder('请输入密码').press('Enter');
    await login.waitFor({ state: 'detached', timeout: 15_000 });
    await panel.getByTestId('login-overlay').waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: '关键词' }).fill(target.name);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByTestId('found-count').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /预览/ }).click();
    const preview = page.getByRole('dialog', { name: /数据预览/ });
    const link = preview.getByRole('link', { name: target.name, exact: true });
    await link.waitFor({ timeout: 15_000 });
    expect(await link.getAttribute('href')).toBe(`/data/details/${target.company_id}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    await settledShot(page, 'profile-1-preview');

    // ── the name opens the profile in a new browser tab, inside the workspace shell ──────────
    const [profile] = await Promise.all([b.browser.waitForEvent('page'), link.click()]);
    const errors: string[] = [];
    profile.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    profile.on('pageerror', (err) => errors.push(err.message));
    await profile.waitForURL(`**/data/details/${target.company_id}`);
    await profile.getByRole('heading', { level: 1, name: target.name }).waitFor({ timeout: 20_000 });
    expect(await profile.getByRole('tab', { name: '企业详情' }).count()).toBeGreaterThan(0);
    // the profile's own <header> (inside <main>, so not a banner landmark)
    const header = profile.locator('header').filter({ has: profile.getByRole('heading', { level: 1 }) });
    // the shopper's role may not see contacts: the header says so
    if ((await header.getByText(/^(电话|手机|邮箱)：$/).count()) > 0) {
      await header.getByText('当前角色无权查看联系方式').waitFor();
    }
    await settledShot(profile, 'profile-2-details-1440');

    // ── every section of the strip: chosen, scrolled to, its table or its empty text ──────────
    const nav = profile.getByRole('navigation', { name: '企业信息板块' });
    for (const name of SECTIONS) {
      await nav.getByRole('link', { name: new RegExp(`^${name}[\\d.万亿]*$`) }).click();
      const section = profile
        .locator('section[data-section]')
        .filter({ has: profile.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }) });
      await expect
        .poll(
          async () =>
            (await section.locator('table, .ant-descriptions').count()) +
            (await section.getByText(/^暂无/).count()),
          {
            timeout: 15_000,
          },
        )
        .toBeGreaterThan(0);
      // the chosen section is highlighted in the strip
      await expect
        .poll(() => nav.locator('.ant-anchor-link-title-active').textContent(), { timeout: 15_000 })
        .toContain(name);
    }
    const holders = profile.getByRole('table', { name: '股东信息' });
    expect(await holders.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    const people = profile.getByRole('table', { name: '主要人员' });
    expect(await people.getByRole('link').count()).toBeGreaterThanOrEqual(2);
    expect(
      await profile.getByRole('table', { name: '变更记录' }).locator('tbody tr.ant-table-row').count(),
    ).toBeGreaterThan(0);
    await settledShot(profile, 'profile-3-sections-1440');

    // ── 股权穿透: the owners, the picture, the list view unfolding the parent company ─────────
    await header.getByRole('link', { name: '股权穿透' }).click();
    await profile.waitForURL(`**/data/stock/${target.company_id}`);
    await profile
      .getByRole('heading', { level: 1, name: `股权穿透 · ${target.name}` })
      .waitFor({ timeout: 15_000 });
    const owners = profile.getByRole('table', { name: '最终受益人' });
    await owners.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 15_000 });
    await profile
      .getByRole('img', { name: /股权结构图/ })
      .locator('canvas')
      .first()
      .waitFor();
    await settledShot(profile, 'profile-4-equity-graph-1440');

    await profile.getByText('层级列表', { exact: true }).click();
    const up = profile.getByRole('region', { name: '股东（向上穿透）' });
    const rows = up.locator('.ant-tree-treenode');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const before = await rows.count();
    // the first holder company that can unfold: its switcher opens the level above it
    await up.locator('.ant-tree-switcher_close').first().click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(before);
    await settledShot(profile, 'profile-5-equity-list-1440');

    // ── back to the profile tab, then the legal representative's page ───────────────────────
    await profile.getByRole('tab', { name: '企业详情' }).first().click();
    await profile.waitForURL(`**/data/details/${target.company_id}`);
    await header.getByRole('link', { name: target.legal_person }).click();
    await profile.waitForURL(/\/data\/person\/\d+$/);
    await profile.getByRole('heading', { level: 1, name: target.legal_person }).waitFor({ timeout: 15_000 });
    expect(await profile.getByRole('tab', { name: '人员详情' }).count()).toBe(1);
    await profile.getByText(/担任法定代表人 \d+ 家/).waitFor();
    const companies = profile.getByRole('table', { name: '关联企业' });
    await companies.getByRole('link', { name: target.name }).waitFor({ timeout: 15_000 });
    await settledShot(profile, 'profile-6-person-1440');

    // ── the same pages on a phone: the header stacks, tables and the graph scroll in their card ─
    await profile.setViewportSize({ width: 390, height: 844 });
    await profile.goto(`${server.url}/data/details/${target.company_id}`);
    await profile.getByRole('heading', { level: 1, name: target.name }).waitFor({ timeout: 15_000 });
    const overflow = await profile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
    await settledShot(profile, 'profile-7-details-390');
    await profile.goto(`${server.url}/data/stock/${target.company_id}`);
    await profile
      .getByRole('table', { name: '最终受益人' })
      .locator('tbody tr.ant-table-row')
      .first()
      .waitFor({ timeout: 15_000 });
    expect(
      await profile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await settledShot(profile, 'profile-8-equity-390');

    expect(profileAnswers.length).toBeGreaterThan(10);
    expect(profileAnswers.filter((a) => a.status !== 200 || a.code !== 200)).toEqual([]);
    expect([...b.errors, ...errors]).toEqual([]);
  });
});
