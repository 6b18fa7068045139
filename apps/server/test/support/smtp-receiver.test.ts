import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts';

describe('the test SMTP receiver', () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('receives and parses a mail sent over SMTP, attachment included', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'a@qishu.cn',
      to: 'b@example.com',
      subject: '测试邮件',
      text: '你好',
      attachments: [{ filename: '数据.txt', content: '企业' }],
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe('测试邮件');
    expect(mail?.attachments[0]?.filename).toBe('数据.txt');
    expect(mail?.attachments[0]?.content.toString('utf8')).toBe('企业');
  });
});
