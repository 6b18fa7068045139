import { AdminHomePaths, type AdminOverview } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDayStart } from '../../src/shared/shanghai-time.ts';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

describe('start of the Shanghai day', () => {
  it('is 16:00 UTC of the previous day', () => {
    expect(shanghaiDayStart(new Date('2026-11-22T02:00:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(shanghaiDayStart(new Date('2026-11-22T17:00:00Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });
});

describe.each(testDialects)('admin home overview (%s)', (dialect) => {
  let t: BackofficeApp;
  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
  });
  afterAll(async () => t?.close());

  it('answers the figures of the platform to any back-office account', async () => {
    const auditor = await t.tokenOf(Demo.auditor);
    const admin = await t.tokenOf(Demo.admin);
    const res = await t.call<AdminOverview>('GET', AdminHomePaths.overview, admin);
    expect(res.code).toBe(200);
    const agents = await t.db.kysely
      .selectFrom('usr_agent')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(res.data.organisations).toBe(Number(agents.n));
    expect(res.data.companies).toBe(200);
    // two sign-ins happened "today" on the test clock
    expect(res.data.loginsToday).toBeGreaterThanOrEqual(2);
    expect(res.data.recentLogins[0]?.username).toBe(Demo.admin);
    // organisation 220 has 600 of 10 000 left: below 10 %
    expect(res.data.lowCapacity.map((a) => a.usr_agent_id)).toContain(220);
    expect((await t.call('GET', AdminHomePaths.overview, auditor)).code).toBe(200);
  });

  it('is refused to workspace users', async () => {
    const res = await t.call('GET', AdminHomePaths.overview, await t.tokenOf(Demo.orgAdmin200));
    expect(res.code).toBe(403);
  });
});
