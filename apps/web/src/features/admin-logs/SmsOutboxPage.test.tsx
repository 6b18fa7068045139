import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogPaths, type Page, type SmsOutboxRow } from '@qishu/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { SmsOutboxPage } from './SmsOutboxPage.tsx';

const row = (over: Partial<SmsOutboxRow>): SmsOutboxRow => ({
  sms_outbox_id: 1,
  created_at: '2026-11-22T02:00:00.000Z',
  phone: '13512340001',
  template: 'register',
  content: '【企数通】您的验证码为123456，5分钟内有效。',
  provider: 'outbox',
  status: 'sent',
  error: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('短信发件箱', () => {
  it('shows the sent messages in China time and searches by phone', async () => {
    const fetchMock = installFakeServer({
      [`/api${LogPaths.smsOutbox}`]: () => {
        const page: Page<SmsOutboxRow> = {
          list: [
            row({}),
            row({ sms_outbox_id: 2, phone: '13512340002', status: 'failed', error: '余额不足' }),
          ],
          total: 2,
        };
        return envelopeResponse(page);
      },
    });
    renderWithProviders(<SmsOutboxPage />);
    expect(await screen.findByText('13512340001')).toBeInTheDocument();
    expect(screen.getAllByText('2026-11-22 10:00')).toHaveLength(2);
    expect(screen.getByText('已发送')).toBeInTheDocument();
    expect(screen.getByText('发送失败')).toBeInTheDocument();
    expect(screen.getAllByText('发件箱（未真实发送）')).toHaveLength(2);

    await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '0002');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('phone=0002'));
  });
});
