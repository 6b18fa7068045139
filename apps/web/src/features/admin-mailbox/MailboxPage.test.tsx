import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailboxDetail, MailboxRow, Page } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MailboxPage } from './MailboxPage.tsx';

const row = (over: Partial<MailboxRow> = {}): MailboxRow => ({
  mail_log_id: 5,
  created_at: '2026-11-22T02:00:00.000Z',
  to_address: 'buyer@example.com',
  subject: '企数通：您购买的数据已导出',
  transport: 'file',
  status: 'sent',
  error: null,
  message_id: '<delivery-42@qishu>',
  has_eml: true,
  ...over,
});

const detail: MailboxDetail = {
  ...row(),
  headers: [
    { name: 'From', value: '企数通 <noreply@qishu.cn>' },
    { name: 'To', value: 'buyer@example.com' },
    { name: 'Date', value: '2026-11-22 10:00:00' },
  ],
  text: '您好，附件是您购买的数据。',
  attachments: [
    {
      filename: '杭州市软件企业名录（2026）.xlsx',
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 2 * 1024 * 1024,
    },
  ],
  eml_missing: false,
};

function server(resent: unknown[] = []) {
  return installFakeServer({
    '/api/sys/mailbox': () => {
      const page: Page<MailboxRow> = {
        list: [
          row(),
          row({
            mail_log_id: 6,
            to_address: 'boss@corp.example.cn',
            subject: '月度对账单',
            transport: 'smtp',
            status: 'failed',
            error: 'connect ECONNREFUSED 127.0.0.1:25',
            has_eml: false,
          }),
        ],
        total: 2,
      };
      return envelopeResponse(page);
    },
    '/api/sys/mailbox/5': () => envelopeResponse(detail),
    '/api/sys/mailbox/5/resend': (body) => {
      resent.push(body ?? {});
      return envelopeResponse({ mail_log_id: 9, status: 'sent', transport: 'file' });
    },
    '/api/sys/mailbox/5/eml': () =>
      new Response('Subject: x\r\n\r\nhello', {
        status: 200,
        headers: {
          'Content-Type': 'message/rfc822',
          'Content-Disposition': "attachment; filename*=UTF-8''20261122T020000Z-delivery-42%40qishu.eml",
        },
      }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Renders the mailbox and opens the first mail's detail drawer. */
async function openFirstMail(): Promise<HTMLElement> {
  renderWithProviders(<MailboxPage />);
  const first = (await screen.findByText('buyer@example.com')).closest('tr')!;
  fireEvent.click(within(first).getByRole('button', { name: /查\s*看/ }));
  return (await screen.findByText('您好，附件是您购买的数据。')).closest<HTMLElement>('.ant-drawer')!;
}

describe('邮件发件箱 (/sys/mailbox)', () => {
  it(
    'lists mails in China time with status tags and searches by recipient and subject',
    { timeout: 60_000 },
    async () => {
      signIn(userInfo({ sys_module_id: 0, authList: ['msg:mail:list'] }));
      const fetchMock = server();
      renderWithProviders(<MailboxPage />);
      expect(await screen.findByText('buyer@example.com')).toBeInTheDocument();
      expect(screen.getAllByText('2026-11-22 10:00')).toHaveLength(2);
      expect(screen.getByText('已发送')).toBeInTheDocument();
      expect(screen.getByText('发送失败')).toBeInTheDocument();
      expect(screen.getByText('文件发件箱（未真实发送）')).toBeInTheDocument();
      expect(screen.getByText('SMTP')).toBeInTheDocument();

      await userEvent.type(screen.getByPlaceholderText('请输入收件人邮箱'), 'corp');
      await userEvent.type(screen.getByPlaceholderText('请输入邮件主题'), '对账');
      await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
      await waitFor(() => {
        const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
        expect(url.pathname).toBe('/api/sys/mailbox');
        expect(url.searchParams.get('to_address')).toBe('corp');
        expect(url.searchParams.get('subject')).toBe('对账');
      });
    },
  );

  it(
    'opens the detail drawer: subject, recipient, text, attachment names; downloads and resends',
    { timeout: 60_000 },
    async () => {
      signIn(userInfo({ sys_module_id: 0, authList: ['msg:mail:list', 'msg:mail:resend'] }));
      const resent: unknown[] = [];
      const fetchMock = server(resent);
      const createObjectURL = vi.fn(() => 'blob:eml');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const drawer = await openFirstMail();
      expect(within(drawer).getByText('邮件详情')).toBeInTheDocument();
      expect(within(drawer).getAllByText('企数通：您购买的数据已导出').length).toBeGreaterThan(0);
      expect(within(drawer).getAllByText('buyer@example.com').length).toBeGreaterThan(0);
      expect(within(drawer).getByText('杭州市软件企业名录（2026）.xlsx')).toBeInTheDocument();
      expect(within(drawer).getByText('2.0 MB')).toBeInTheDocument();
      expect(within(drawer).getAllByText('2026-11-22 10:00:00')).toHaveLength(2);

      fireEvent.click(within(drawer).getByRole('button', { name: /下载 \.eml/ }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/sys/mailbox/5/eml')).toBe(true);
      expect(createObjectURL).toHaveBeenCalled();

      fireEvent.click(within(drawer).getByRole('button', { name: /重新发送/ }));
      const confirm = await screen.findByText('按保存的原文重新发送这封邮件？');
      const popover = confirm.closest<HTMLElement>('.ant-popover')!;
      fireEvent.click(within(popover).getByRole('button', { name: /确\s*定|OK/ }));
      await waitFor(() => expect(resent).toHaveLength(1));
      expect(await screen.findByText('已重新发送')).toBeInTheDocument();
    },
  );

  it('hides 重新发送 without the resend permission', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['msg:mail:list'] }));
    server();
    const drawer = await openFirstMail();
    expect(within(drawer).getByRole('button', { name: /下载 \.eml/ })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /重新发送/ })).not.toBeInTheDocument();
  });
});
