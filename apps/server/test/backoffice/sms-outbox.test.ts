import { LogPaths, type Page, type SmsOutboxRow } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

describe.each(testDialects)('短信发件箱 /sys/smsbox (%s)', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    for (const phone of ['13512340001', '13512340002']) {
      const sent = await t.post('/admin/base/mobileCode', { phone, from: 1 });
      expect(sent.code, sent.error ?? '').toBe(200);
    }
  });
  afterAll(async () => t?.close());

  it('lists what was sent, newest first, searchable by phone', async () => {
    const all = await t.call<Page<SmsOutboxRow>>('GET', LogPaths.smsOutbox, admin);
    expect(all.code).toBe(200);
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((r) => r.phone)).toEqual(['13512340002', '13512340001']);
    expect(all.data.list[0]).toMatchObject({ provider: 'outbox', status: 'sent' });
    expect(all.data.list[0]?.content).toMatch(/验证码为\d{6}/);

    const one = await t.call<Page<SmsOutboxRow>>('GET', LogPaths.smsOutbox, admin, { phone: '0001' });
    expect(one.data.list.map((r) => r.phone)).toEqual(['13512340001']);
    const failed = await t.call<Page<SmsOutboxRow>>('GET', LogPaths.smsOutbox, admin, { status: 'failed' });
    expect(failed.data.total).toBe(0);
  });

  it('refuses bad filters in Chinese and callers without msg:sms:list', async () => {
    const bad = await t.call('GET', LogPaths.smsOutbox, admin, {
      start_time: '2026-11-22T10:00:00Z',
      end_time: '2026-11-21T10:00:00Z',
    });
    expect(bad).toMatchObject({ code: 400, error: '开始时间不能晚于结束时间' });
    expect((await t.call('GET', LogPaths.smsOutbox, await t.tokenOf(Demo.auditor))).code).toBe(403);
    expect((await t.call('GET', LogPaths.smsOutbox, await t.tokenOf(Demo.orgAdmin200))).code).toBe(403);
  });
});
