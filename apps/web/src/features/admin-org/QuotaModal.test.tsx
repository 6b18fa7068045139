import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrgMessages as M, type AgentRow, type QuotaLogEntry } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { okButton } from '../../test/antd-queries.ts';
import { QuotaModal } from './QuotaModal.tsx';

const QUOTA = '/api/usermana/agentmana/220/quota';
const HISTORY = '/api/usermana/agentmana/220/quota-log';

const agent = {
  usr_agent_id: 220,
  name: '成都天府企业服务有限公司',
  rank: 10,
  basic_number: 10_000,
  un_basic_number: 600,
} as AgentRow;

const entry: QuotaLogEntry = {
  operation_log_id: 9,
  created_at: '2026-11-21T16:30:05.000Z',
  operator: '平台管理员',
  op: 'add',
  amount: 400,
  reason: '续费加量',
  basic_before: 9_600,
  basic_after: 10_000,
  rest_before: 200,
  rest_after: 600,
};

afterEach(() => vi.unstubAllGlobals());

describe('capacity adjustment', () => {
  it('shows the history, refuses going below zero and sends op, amount and reason', async () => {
    const fetchMock = installFakeServer({
      [HISTORY]: () => envelopeResponse([entry]),
      [QUOTA]: () => envelopeResponse({ ...agent, basic_number: 9_500, un_basic_number: 100 }),
    });
    signIn();
    const onClose = vi.fn();
    renderWithProviders(<QuotaModal agent={agent} onClose={onClose} />);
    const dialog = await findDialog('调整额度 · 成都天府企业服务有限公司');
    expect(within(dialog).getByText('当前基础额度 10,000 条，剩余 600 条')).toBeInTheDocument();
    expect(await within(dialog).findByText('增加 400 条，剩余 200 → 600')).toBeInTheDocument();
    expect(within(dialog).getByText('2026-11-22 00:30 · 平台管理员 · 续费加量')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByLabelText('扣减'));
    fireEvent.change(within(dialog).getByLabelText('数量（条）'), { target: { value: '700' } });
    expect(await within(dialog).findByText(M.quotaBelowZero(600))).toBeInTheDocument();
    const ok = okButton(dialog);
    fireEvent.click(ok);
    expect(await within(dialog).findByText(M.reasonRequired)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('数量（条）'), { target: { value: '500' } });
    expect(await within(dialog).findByText('调整后基础额度 9,500 条，剩余 100 条')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('调整原因'), { target: { value: ' 回收试用额度 ' } });
    fireEvent.click(ok);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postedBodies(fetchMock, QUOTA)).toEqual([{ op: 'subtract', amount: 500, reason: '回收试用额度' }]);
    expect(await screen.findByText('额度已调整')).toBeInTheDocument();
  });
});
