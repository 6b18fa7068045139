import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrgMessages as M, type CategoryRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { okButton } from '../../test/antd-queries.ts';
import { AgentCatePage } from './AgentCatePage.tsx';

const LIST = '/api/admin/Category/list';
const ADD = '/api/admin/Category/add';

const cate = (over: Partial<CategoryRow>): CategoryRow => ({
  agent_cate_id: 1,
  name: '数据渠道',
  orders: 1,
  remark: null,
  agent_count: 5,
  created_at: '2026-11-21T16:30:05.000Z',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('agent categories', () => {
  it('lists categories, blocks deleting one in use and adds a new one', async () => {
    const fetchMock = installFakeServer({
      [LIST]: () =>
        envelopeResponse({
          list: [cate({}), cate({ agent_cate_id: 2, name: '企业客户', agent_count: 0 })],
          total: 2,
        }),
      [ADD]: () => envelopeResponse({ id: 3 }),
    });
    signIn(
      userInfo({
        sys_module_id: 0,
        authList: ['sys:agentCate:list', 'sys:agentCate:create', 'sys:agentCate:delete'],
      }),
    );
    renderWithProviders(<AgentCatePage />);
    expect(await screen.findByText('企业客户')).toBeInTheDocument();
    const deletes = screen.getAllByText(/^删\s?除$/).map((el) => el.closest('button'));
    expect(deletes.map((b) => b?.disabled)).toEqual([true, false]);
    expect(screen.queryByText(/^编\s?辑$/)).not.toBeInTheDocument();

    const add = screen.getAllByText('新增分类').find((el) => el.closest('button'));
    fireEvent.click(add?.closest('button') as HTMLElement);
    const dialog = await findDialog('新增分类');
    const ok = okButton(dialog);
    fireEvent.click(ok);
    expect(await within(dialog).findByText(M.cateNameRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('分类名称'), { target: { value: ' 行业协会 ' } });
    fireEvent.click(ok);
    await waitFor(() =>
      expect(postedBodies(fetchMock, ADD)).toEqual([{ name: '行业协会', orders: 0, remark: null }]),
    );
  });
});
