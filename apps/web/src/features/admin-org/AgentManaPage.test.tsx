import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AgentOptions } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { agentRow } from './test-fixtures.ts';
import { AgentManaPage } from './AgentManaPage.tsx';

const LIST = '/api/usermana/agentmana';
const OPTIONS = '/api/usermana/agentmana/options';

const options: AgentOptions = {
  categories: [{ agent_cate_id: 2, name: '数据渠道' }],
  modules: [{ sys_module_id: 5, name: '数据搜索' }],
  agents: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('organisation list', () => {
  it('shows rows with the capacity colour and hides buttons the user lacks', async () => {
    const fetchMock = installFakeServer({
      [LIST]: () =>
        envelopeResponse({
          list: [
            agentRow(),
            agentRow({ usr_agent_id: 801, name: '上海市浦东新区市场监管局', rank: 30, user_count: 0 }),
          ],
          total: 2,
        }),
      [OPTIONS]: () => envelopeResponse(options),
    });
    signIn(userInfo({ sys_module_id: 0, usr_agent_id: 1, authList: ['sys:agent:list', 'sys:agent:quota'] }));
    renderWithProviders(<AgentManaPage />);
    expect(await screen.findByText('成都天府企业服务有限公司')).toBeInTheDocument();
    // 600 of 10,000 left: below 10 % → error colour
    const capacity = screen.getByText('600 / 10,000');
    expect(capacity.closest('.ant-tag')).toHaveClass('ant-tag-error');
    expect(screen.getByText('不限')).toBeInTheDocument();
    expect(screen.getAllByText('2026-11-22 00:30')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /新增机构/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^编\s?辑$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^删\s?除$/)).not.toBeInTheDocument();
    // quota only for the limited organisation
    expect(screen.getAllByText('调整额度')).toHaveLength(1);

    // the search bar sends its fields under the server's names
    fireEvent.change(screen.getByPlaceholderText('名称或简称'), { target: { value: '天府' } });
    fireEvent.click(screen.getByText(/^查\s?询$/).closest('button') as HTMLElement);
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([url]) => url).filter((u) => u.startsWith(`${LIST}?`));
      expect(urls.at(-1)).toBe(`${LIST}?name=${encodeURIComponent('天府')}&page=1&limit=20`);
    });
  });
});
