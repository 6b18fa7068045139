import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail/index.ts';
import type { MailMessage } from '../src/adapters/mail/types.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDb, testDialects, type TestDb } from './helpers/test-db.ts';
import { TestClock } from './identity/helpers.ts';
import { startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver.ts';

const SUBJECT = '企数通：您购买的数据「杭州市软件企业名录」已导出';
const FILE_NAME = '杭州市软件企业名录（2026）.xlsx';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testDialects)('mail adapter (%s)', (dialect) => {
  let db: TestDb;
  let dataDir: string;
  let clock: TestClock;
  let attachment: string;
  let attachmentBytes: Buffer;
  let receiver: SmtpReceiver | null = null;

  const logRows = () => db.kysely.selectFrom('mail_log').selectAll().orderBy('mail_log_id').execute();
  const mailer = (env: Record<string, string> = {}) =>
    createMailer({
      db,
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
      now: clock.now,
    });
  const message = (extra: Partial<MailMessage> = {}): MailMessage => ({
    to: 'buyer@example.com',
    subject: SUBJECT,
    text: '您好，附件是您购买的数据。\n企数通',
    html: '<p>您好，附件是您购买的数据。</p>',
    messageId: '<delivery-42@qishu>',
    attachments: [{ filename: FILE_NAME, path: attachment, contentType: XLSX }],
    ...extra,
  });

  beforeEach(async () => {
    db = await createTestDb(dialect);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-mail-'));
    clock = new TestClock();
    attachment = path.join(dataDir, 'export.xlsx');
    attachmentBytes = randomBytes(2 * 1024 * 1024);
    fs.writeFileSync(attachment, attachmentBytes);
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = null;
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('file transport: writes a parseable .eml (Chinese subject, 2 MB attachment) and a mail_log row', async () => {
    const sent = await mailer().send(message());
    expect(sent.transport).toBe('file');
    expect(sent.messageId).toBe('<delivery-42@qishu>');
    const outbox = path.join(dataDir, 'outbox');
    expect(path.dirname(sent.filePath ?? '')).toBe(outbox);
    expect(fs.readdirSync(outbox)).toEqual([path.basename(sent.filePath ?? '')]);
    expect(path.basename(sent.filePath ?? '')).toMatch(
      /^20261122T020000Z-delivery-42@qishu-[0-9a-f]{8}\.eml$/,
    );

    const raw = fs.readFileSync(sent.filePath ?? '');
    expect(raw.includes('\r\n')).toBe(true);
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe(SUBJECT);
    expect(mail.messageId).toBe('<delivery-42@qishu>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('buyer@example.com');
    expect(mail.from?.value[0]).toEqual({ address: 'noreply@qishu.cn', name: '企数通' });
    expect(mail.text?.trim()).toBe('您好，附件是您购买的数据。\n企数通');
    expect(mail.date?.toISOString()).toBe('2026-11-22T02:00:00.000Z');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe(FILE_NAME);
    expect(mail.attachments[0]?.contentType).toBe(XLSX);
    expect(mail.attachments[0]?.content.equals(attachmentBytes)).toBe(true);

    const rows = await logRows();
    expect(rows).toEqual([
      expect.objectContaining({
        mail_log_id: sent.mailLogId,
        to_address: 'buyer@example.com',
        subject: SUBJECT,
        transport: 'file',
        file_path: `outbox/${path.basename(sent.filePath ?? '')}`,
        message_id: '<delivery-42@qishu>',
        status: 'sent',
        error: null,
        created_at: '2026-11-22T02:00:00.000Z',
      }),
    ]);
  });

  it('file transport: the same Message-ID overwrites its .eml (even a day later); another one adds a file', async () => {
    const m = mailer();
    const first = await m.send(message({ text: '第一次' }));
    clock.advance(86_400_000);
    const again = await m.send(message({ text: '第二次' }));
    expect(again.filePath).toBe(first.filePath);
    const outbox = path.join(dataDir, 'outbox');
    expect(fs.readdirSync(outbox)).toHaveLength(1);
    expect((await simpleParser(fs.readFileSync(again.filePath ?? ''))).text?.trim()).toBe('第二次');
    // a Message-ID that sanitises alike still gets its own file
    const other = await m.send(message({ messageId: '<delivery/42@qishu>', attachments: [] }));
    expect(other.filePath).not.toBe(first.filePath);
    expect(fs.readdirSync(outbox)).toHaveLength(2);
    expect((await logRows()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('file transport: a missing attachment records a failed mail_log row, throws and leaves no file', async () => {
    const missing = path.join(dataDir, 'gone.xlsx');
    await expect(
      mailer().send(message({ attachments: [{ filename: 'x.xlsx', path: missing }] })),
    ).rejects.toThrow(/ENOENT|gone\.xlsx/);
    expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toEqual([]);
    const [row] = await logRows();
    expect(row).toMatchObject({ status: 'failed', transport: 'file', file_path: null, subject: SUBJECT });
    expect(row?.error).toMatch(/ENOENT|gone\.xlsx/);
  });

  it('smtp transport: delivers to a real SMTP server with the attachment intact', async () => {
    receiver = await startSmtpReceiver();
    const sent = await mailer({
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(receiver.port),
      MAIL_FROM: '企数通 <shop@qishu.cn>',
    }).send(message());
    expect(sent).toMatchObject({ transport: 'smtp', filePath: null, messageId: '<delivery-42@qishu>' });
    const [mail] = await receiver.waitFor(1);
    expect(mail?.subject).toBe(SUBJECT);
    expect(mail?.messageId).toBe('<delivery-42@qishu>');
    expect(mail?.from?.value[0]?.address).toBe('shop@qishu.cn');
    expect(mail?.attachments[0]?.filename).toBe(FILE_NAME);
    expect(mail?.attachments[0]?.content.equals(attachmentBytes)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false);
    const [row] = await logRows();
    expect(row).toMatchObject({
      transport: 'smtp',
      status: 'sent',
      file_path: null,
      mail_log_id: sent.mailLogId,
    });
  });

  it('smtp transport: a refused connection records mail_log failed and throws', async () => {
    const port = await closedPort();
    await expect(
      mailer({ MAIL_TRANSPORT: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) }).send(message()),
    ).rejects.toThrow(/ECONNREFUSED/);
    const [row] = await logRows();
    expect(row).toMatchObject({
      transport: 'smtp',
      status: 'failed',
      to_address: 'buyer@example.com',
      subject: SUBJECT,
      message_id: '<delivery-42@qishu>',
    });
    expect(row?.error).toMatch(/ECONNREFUSED/);
  });
});
