import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MailboxDetail, MailboxResendResult, MailboxRow, Page } from '@qishu/contract';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/index.ts';
import type { MailMessage } from '../../src/adapters/mail/types.ts';
import { testDialects } from '../helpers/test-db.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE_NAME = '杭州市软件企业名录（2026）.xlsx';

/** Writes an attachment into the app's data dir and answers a message carrying it. */
function messageWith(t: BackofficeApp, n: number, extra: Partial<MailMessage> = {}): MailMessage {
  const file = path.join(t.config.DATA_DIR, `export-${n}.xlsx`);
  fs.writeFileSync(file, randomBytes(64 * 1024));
  return {
    to: `buyer${n}@example.com`,
    subject: `企数通：您购买的数据已导出（第${n}封）`,
    text: `您好，第${n}封邮件的附件是您购买的数据。`,
    messageId: `<delivery-${n}@qishu>`,
    attachments: [{ filename: FILE_NAME, path: file, contentType: XLSX }],
    ...extra,
  };
}

describe.each(testDialects)('back-office mail outbox /sys/mailbox (%s)', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  const ids: number[] = [];
  let failedId = 0;

  const outboxFiles = () => fs.readdirSync(path.join(t.config.DATA_DIR, 'outbox'));

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    for (const n of [1, 2, 3]) {
      const sent = await t.app.services.mailer.send(
        messageWith(t, n, n === 3 ? { to: 'finance@corp.example.cn', subject: '月度对账单' } : {}),
      );
      ids.push(sent.mailLogId);
      t.clock.minutes(60);
    }
    // a failed send (its attachment is gone)
    await expect(
      t.app.services.mailer.send(
        messageWith(t, 4, {
          attachments: [{ filename: 'x.xlsx', path: path.join(t.config.DATA_DIR, 'gone') }],
        }),
      ),
    ).rejects.toThrow();
    failedId = (
      await t.db.kysely
        .selectFrom('mail_log')
        .select('mail_log_id')
        .where('status', '=', 'failed')
        .executeTakeFirstOrThrow()
    ).mail_log_id;
  });
  afterAll(async () => t?.close());

  it('lists newest first with status, search and paging', async () => {
    const all = await t.call<Page<MailboxRow>>('GET', '/sys/mailbox', admin);
    expect(all.code, all.error ?? '').toBe(200);
    expect(all.data.total).toBe(4);
    expect(all.data.list.map((r) => r.mail_log_id)).toEqual([failedId, ...[...ids].reverse()]);
    expect(all.data.list[0]).toMatchObject({
      status: 'failed',
      has_eml: false,
      to_address: 'buyer4@example.com',
    });
    expect(all.data.list[0]?.error).toBeTruthy();
    expect(all.data.list[3]).toMatchObject({
      mail_log_id: ids[0],
      status: 'sent',
      transport: 'file',
      has_eml: true,
      subject: '企数通：您购买的数据已导出（第1封）',
      message_id: '<delivery-1@qishu>',
      created_at: '2026-11-22T02:00:00.000Z',
      error: null,
    });

    const failed = await t.call<Page<MailboxRow>>('GET', '/sys/mailbox', admin, { status: 'failed' });
    expect(failed.data.list.map((r) => r.mail_log_id)).toEqual([failedId]);
    const byTo = await t.call<Page<MailboxRow>>('GET', '/sys/mailbox', admin, { to_address: 'corp.example' });
    expect(byTo.data.list.map((r) => r.mail_log_id)).toEqual([ids[2]]);
    const bySubject = await t.call<Page<MailboxRow>>('GET', '/sys/mailbox', admin, { subject: '第2封' });
    expect(bySubject.data.list.map((r) => r.mail_log_id)).toEqual([ids[1]]);
    // a literal % matches nothing rather than everything
    const wildcard = await t.call<Page<MailboxRow>>('GET', '/sys/mailbox', admin, { subject: '%' });
    expect(wildcard.data.total).toBe(0);
    // time range (China time 10:30 – 11:30 holds only the second mail, sent at 11:00)
    const range = await t.call<Page<MailboxRow>>('GET', '/sys/mailbox', admin, {
      start_time: '2026-11-22T10:30:00+08:00',
      end_time: '2026-11-22T11:30:00+08:00',
    });
    expect(range.data.list.map((r) => r.mail_log_id)).toEqual([ids[1]]);
    const page2 = await t.call<Page<MailboxRow>>('GET', '/sys/mailbox', admin, { page: 2, limit: 3 });
    expect(page2.data).toMatchObject({ total: 4 });
    expect(page2.data.list.map((r) => r.mail_log_id)).toEqual([ids[0]]);

    const reversed = await t.call('GET', '/sys/mailbox', admin, {
      start_time: '2026-11-23T00:00:00+08:00',
      end_time: '2026-11-22T00:00:00+08:00',
    });
    expect(reversed).toMatchObject({ code: 400, error: '开始时间不能晚于结束时间' });
    const badStatus = await t.call('GET', '/sys/mailbox', admin, { status: 'lost' });
    expect(badStatus.code).toBe(400);
  });

  it('shows one mail: headers, text and attachment names read from its .eml', async () => {
    const res = await t.call<MailboxDetail>('GET', `/sys/mailbox/${ids[0]}`, admin);
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data).toMatchObject({
      mail_log_id: ids[0],
      subject: '企数通：您购买的数据已导出（第1封）',
      eml_missing: false,
      has_eml: true,
    });
    expect(res.data.text?.trim()).toBe('您好，第1封邮件的附件是您购买的数据。');
    expect(res.data.attachments).toEqual([{ filename: FILE_NAME, content_type: XLSX, size: 64 * 1024 }]);
    expect(Object.fromEntries(res.data.headers.map((h) => [h.name, h.value]))).toEqual({
      From: '企数通 <noreply@qishu.cn>',
      To: 'buyer1@example.com',
      Subject: '企数通：您购买的数据已导出（第1封）',
      Date: '2026-11-22 10:00:00',
      'Message-ID': '<delivery-1@qishu>',
    });

    const failed = await t.call<MailboxDetail>('GET', `/sys/mailbox/${failedId}`, admin);
    expect(failed.data).toMatchObject({ status: 'failed', text: null, attachments: [], headers: [] });
    expect((await t.call('GET', '/sys/mailbox/999999', admin)).code).toBe(404);
    expect((await t.call('GET', '/sys/mailbox/abc', admin)).code).toBe(400);
  });

  it('downloads the .eml as stored', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sys/mailbox/${ids[1]}/eml`,
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('message/rfc822');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''.*delivery-2.*\.eml$/);
    const row = await t.db.kysely
      .selectFrom('mail_log')
      .select('file_path')
      .where('mail_log_id', '=', ids[1] ?? 0)
      .executeTakeFirstOrThrow();
    const onDisk = fs.readFileSync(path.join(t.config.DATA_DIR, row.file_path ?? ''));
    expect(res.rawPayload.equals(onDisk)).toBe(true);
    const mail = await simpleParser(res.rawPayload);
    expect(mail.subject).toBe('企数通：您购买的数据已导出（第2封）');
    expect(mail.attachments[0]?.filename).toBe(FILE_NAME);

    const missing = await t.call('GET', '/sys/mailbox/999999/eml', admin);
    expect(missing.code).toBe(404);
    const noEml = await t.call('GET', `/sys/mailbox/${failedId}/eml`, admin);
    expect(noEml).toMatchObject({ code: 400, error: '该邮件没有保存原文（.eml），无法下载或重新发送' });
  });

  it('refuses paths outside DATA_DIR/outbox (traversal), by the row or by the URL', async () => {
    const secret = path.join(t.config.DATA_DIR, 'secret.eml');
    fs.writeFileSync(secret, 'Subject: secret\r\n\r\nTOP SECRET');
    const k = t.db.kysely;
    const insert = (file_path: string) =>
      k
        .insertInto('mail_log')
        .values({
          to_address: 'x@example.com',
          subject: 'traversal',
          transport: 'file',
          file_path,
          message_id: '<x@qishu>',
          status: 'sent',
          error: null,
          created_at: t.clock.now().toISOString(),
        })
        .returning('mail_log_id')
        .executeTakeFirstOrThrow();
    const tricks = [
      'outbox/../secret.eml',
      '../secret.eml',
      secret,
      'outbox/sub/../../secret.eml',
      'qishu.db',
    ];
    try {
      for (const trick of tricks) {
        const { mail_log_id: id } = await insert(trick);
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/sys/mailbox/${id}/eml`,
          headers: { authorization: admin },
        });
        expect(res.body, trick).not.toContain('TOP SECRET');
        expect(res.json<{ code: number }>().code, trick).toBe(400);
        const detail = await t.call<MailboxDetail>('GET', `/sys/mailbox/${id}`, admin);
        expect(detail.data.text, trick).toBeNull();
        expect(detail.data.has_eml, trick).toBe(false);
        const resend = await t.call('POST', `/sys/mailbox/${id}/resend`, admin);
        expect(resend.code, trick).toBe(400);
      }
      for (const url of [
        '/api/sys/mailbox/..%2Fsecret.eml/eml',
        '/api/sys/mailbox/..%2F..%2Fetc%2Fpasswd/eml',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
        expect(res.body).not.toContain('TOP SECRET');
        expect(res.body).not.toContain('root:');
        expect([400, 404]).toContain(res.json<{ code: number }>().code);
      }
    } finally {
      await k.deleteFrom('mail_log').where('subject', '=', 'traversal').execute();
      fs.rmSync(secret);
    }
  });

  it('resends through the file transport: same .eml overwritten, a new sent row, audited', async () => {
    const filesBefore = outboxFiles();
    const res = await t.call<MailboxResendResult>('POST', `/sys/mailbox/${ids[0]}/resend`, admin);
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data).toMatchObject({ status: 'sent', transport: 'file' });
    expect(res.data.mail_log_id).toBeGreaterThan(failedId);
    expect(outboxFiles()).toEqual(filesBefore);
    const row = await t.db.kysely
      .selectFrom('mail_log')
      .selectAll()
      .where('mail_log_id', '=', res.data.mail_log_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      to_address: 'buyer1@example.com',
      message_id: '<delivery-1@qishu>',
      status: 'sent',
    });
    const detail = await t.call<MailboxDetail>('GET', `/sys/mailbox/${res.data.mail_log_id}`, admin);
    expect(detail.data.attachments.map((a) => a.filename)).toEqual([FILE_NAME]);
    expect(detail.data.subject).toBe('企数通：您购买的数据已导出（第1封）');
    const audit = await t.db.kysely
      .selectFrom('operation_log')
      .selectAll()
      .where('entity', '=', 'mail_log')
      .where('entity_id', '=', String(ids[0]))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'send', sys_user_id: await t.userId(Demo.admin) });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ status: 'sent', transport: 'file' });

    expect((await t.call('POST', '/sys/mailbox/999999/resend', admin)).code).toBe(404);
    expect((await t.call('POST', `/sys/mailbox/${failedId}/resend`, admin)).code).toBe(400);
  });

  it('answers 403 to a workspace admin and to a back-office user without the permission', async () => {
    const before = await t.db.kysely.selectFrom('mail_log').select('mail_log_id').execute();
    for (const phone of [Demo.orgAdmin200, Demo.auditor]) {
      const token = await t.tokenOf(phone);
      expect((await t.call('GET', '/sys/mailbox', token)).code).toBe(403);
      expect((await t.call('GET', `/sys/mailbox/${ids[0]}`, token)).code).toBe(403);
      expect((await t.call('GET', `/sys/mailbox/${ids[0]}/eml`, token)).code).toBe(403);
      expect((await t.call('POST', `/sys/mailbox/${ids[0]}/resend`, token)).code).toBe(403);
    }
    expect(await t.db.kysely.selectFrom('mail_log').select('mail_log_id').execute()).toEqual(before);
  });
});

describe.each(testDialects)('mail outbox resend over SMTP (%s)', (dialect) => {
  let t: BackofficeApp;
  let receiver: SmtpReceiver;
  let receiverOpen = false;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    receiverOpen = true;
    t = await createBackofficeApp(dialect, {
      env: { MAIL_TRANSPORT: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(receiver.port) },
    });
  });
  afterAll(async () => {
    await t?.close();
    if (receiverOpen) await receiver.close();
  });

  it('re-sends a stored .eml through the SMTP transport with the attachment intact; refusal → 400', async () => {
    // a mail written to the outbox earlier (while the file transport was configured)
    const fileMailer = createMailer({
      db: t.db,
      config: { ...t.config, MAIL_TRANSPORT: 'file' },
      now: t.clock.now,
    });
    const message = messageWith(t, 7);
    const bytes = fs.readFileSync(message.attachments?.[0]?.path ?? '');
    const stored = await fileMailer.send(message);
    const admin = await t.tokenOf(Demo.admin);

    const res = await t.call<MailboxResendResult>('POST', `/sys/mailbox/${stored.mailLogId}/resend`, admin);
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data).toMatchObject({ status: 'sent', transport: 'smtp' });
    const [mail] = await receiver.waitFor(1);
    expect(mail?.subject).toBe('企数通：您购买的数据已导出（第7封）');
    expect(mail?.messageId).toBe('<delivery-7@qishu>');
    expect(mail?.text?.trim()).toBe('您好，第7封邮件的附件是您购买的数据。');
    expect(mail?.attachments[0]?.filename).toBe(FILE_NAME);
    expect(mail?.attachments[0]?.content.equals(bytes)).toBe(true);

    // the SMTP server goes away (nothing listens on its port): the resend fails, logged and audited
    await receiver.close();
    receiverOpen = false;
    const refused = await t.call('POST', `/sys/mailbox/${stored.mailLogId}/resend`, admin);
    expect(refused.code).toBe(400);
    expect(refused.error).toMatch(/^重新发送失败：.*ECONNREFUSED/);
    const rows = await t.db.kysely.selectFrom('mail_log').selectAll().orderBy('mail_log_id').execute();
    expect(rows.map((x) => [x.transport, x.status])).toEqual([
      ['file', 'sent'],
      ['smtp', 'sent'],
      ['smtp', 'failed'],
    ]);
    const audit = await t.db.kysely
      .selectFrom('operation_log')
      .selectAll()
      .where('entity', '=', 'mail_log')
      .orderBy('operation_log_id')
      .execute();
    expect(audit.map((x) => JSON.parse(x.after_json ?? '{}') as unknown)).toEqual([
      expect.objectContaining({ status: 'sent', transport: 'smtp' }),
      expect.objectContaining({ status: 'failed', transport: 'smtp' }),
    ]);
  });
});
