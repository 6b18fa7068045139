import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FailureRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { FailurePage } from './FailurePage.tsx';

const mail: FailureRow = {
  kind: 'mail',
  id: 7,
  title: '您的数据已导出',
  target: 'buyer@example.com',
  error: '550 mailbox unavailable',
  attempts: null,
  detail: 'smtp',
  failed_at: '2026-11-19T08:00:00.000Z',
  handled_at: null,
  handled_by: null,
  remark: null,
};
const job: FailureRow = {
  ...mail,
  kind: 'job',
  id: 7,
  title: 'export.precise',
  target: null,
  error: '磁盘已满',
  attempts: 5,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('FailurePage (/logmana/realupdate)', () => {
  it('lists open failures and marks one handled with a remark', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['log:realtime:list', 'log:realtime:handle'] }));
    const handled: unknown[] = [];
    const fetchMock = installFakeServer({
      '/api/logmana/realupdate': () => envelopeResponse({ list: [job, mail], total: 2 }),
      '/api/logmana/realupdate/mail/7': (body) => {
        handled.push(body);
        return envelopeResponse({ ...mail, handled_at: '2026-11-22T02:00:00.000Z', remark: '已处理' });
      },
    });
    renderWithProviders(<FailurePage />);
    const mailRow = (await screen.findByText('buyer@example.com')).closest('tr')!;
    const first = fetchMock.mock.calls[0]![0];
    expect(new URL(first, 'http://x').searchParams.get('state')).toBe('open');
    // 重试 only for jobs
    const jobRow = screen.getByText('export.precise').closest('tr')!;
    expect(within(jobRow).getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    expect(within(mailRow).queryByRole('button', { name: /重\s*试/ })).not.toBeInTheDocument();

    fireEvent.click(within(mailRow).getByRole('button', { name: /处\s*理/ }));
    const dialog = await findDialog('处理异常');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写处理说明')).toBeInTheDocument();
    expect(handled).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '已联系客户更换邮箱' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(handled).toEqual([{ remark: '已联系客户更换邮箱' }]));
    expect(await screen.findByText('已标记为已处理')).toBeInTheDocument();
  });

  it('shows no action column to a reader', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['log:realtime:list'] }));
    installFakeServer({ '/api/logmana/realupdate': () => envelopeResponse({ list: [job], total: 1 }) });
    renderWithProviders(<FailurePage />);
    await screen.findByText('export.precise');
    expect(screen.queryByRole('button', { name: /重\s*试/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /处\s*理/ })).not.toBeInTheDocument();
  });
});
