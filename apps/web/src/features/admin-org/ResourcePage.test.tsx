import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentInfo } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ResourcePage } from './ResourcePage.tsx';

const INFO = '/api/sys/Users/getAgentInfo';

const info = (over: Partial<AgentInfo> = {}): AgentInfo => ({
  usr_agent_id: 200,
  name: '深圳前海数联科技有限公司',
  rank: 10,
  basic_number: 50_000,
  un_basic_number: 12_400,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('remaining capacity page', () => {
  it('shows basic, used and remaining with the ratio, the badge colour and an explanation', async () => {
    const fetchMock = installFakeServer({ [INFO]: () => envelopeResponse(info()) });
    signIn();
    renderWithProviders(<ResourcePage />);
    expect(await screen.findByText('剩余容量 · 深圳前海数联科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('50,000')).toBeInTheDocument();
    expect(screen.getByText('37,600')).toBeInTheDocument();
    expect(screen.getByText('12,400')).toBeInTheDocument();
    // 12,400 / 50,000 = 24.8 % ≥ 20 % → success
    expect(screen.getByText('剩余比例 24.8%').closest('.ant-tag')).toHaveClass('ant-tag-success');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '24.8');
    expect(screen.getByText(/已使用 37,600 条，还剩 12,400 条（24.8%）。额度充足/)).toBeInTheDocument();
    // the call never names another organisation
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([INFO]);
  });

  it('colours a nearly exhausted capacity as an error and says so', async () => {
    installFakeServer({
      [INFO]: () => envelopeResponse(info({ basic_number: 10_000, un_basic_number: 600 })),
    });
    signIn();
    renderWithProviders(<ResourcePage />);
    expect(await screen.findByText('剩余比例 6%')).toBeInTheDocument();
    expect(screen.getByText('剩余比例 6%').closest('.ant-tag')).toHaveClass('ant-tag-error');
    expect(screen.getByText(/剩余额度不足 10%，即将用完/)).toBeInTheDocument();
  });

  it('shows 不限 for an unlimited rank', async () => {
    installFakeServer({
      [INFO]: () => envelopeResponse(info({ rank: 30, basic_number: 0, un_basic_number: 0 })),
    });
    signIn();
    renderWithProviders(<ResourcePage />);
    expect(await screen.findByText('30（不限额度）')).toBeInTheDocument();
    expect(screen.getAllByText('不限').length).toBeGreaterThan(0);
    expect(screen.getByText(/不受额度限制/)).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    installFakeServer({
      [INFO]: () =>
        fail ? envelopeResponse(null, 403, '只能查看本机构的剩余容量') : envelopeResponse(info()),
    });
    signIn();
    const actor = userEvent.setup();
    renderWithProviders(<ResourcePage />);
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    fail = false;
    await actor.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('12,400')).toBeInTheDocument();
  });
});
