import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrgMessages as M, type AgentOptions } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { agentRow } from './test-fixtures.ts';
import { okButton } from '../../test/antd-queries.ts';
import { AgentFormModal } from './AgentFormModal.tsx';

const LIST = '/api/usermana/agentmana';

const options: AgentOptions = {
  categories: [{ agent_cate_id: 2, name: '数据渠道' }],
  modules: [
    { sys_module_id: 5, name: '数据搜索' },
    { sys_module_id: 3, name: '园区' },
  ],
  agents: [{ usr_agent_id: 1, name: '企数通平台运营中心' }],
};

afterEach(() => vi.unstubAllGlobals());

/** Replaces an input's text in one change (typing character by character is slow under jsdom). */
function fill(el: HTMLElement, text: string) {
  fireEvent.change(el, { target: { value: text } });
}

describe('organisation form', () => {
  it('checks capacity and domain before saving, then posts the cleaned payload', async () => {
    const fetchMock = installFakeServer({ [LIST]: () => envelopeResponse({ id: 1001 }) });
    signIn();
    const onClose = vi.fn();
    renderWithProviders(<AgentFormModal open options={options} onClose={onClose} />);
    const dialog = await findDialog('新增机构');

    fill(within(dialog).getByLabelText('机构名称'), '  杭州测试科技有限公司 ');
    fill(within(dialog).getByLabelText('简称'), '杭州测试');
    const basic = within(dialog).getByLabelText('基础额度');
    const rest = within(dialog).getByLabelText('剩余额度');
    fill(basic, '1000');
    fill(rest, '1500');
    expect(await within(dialog).findByText(M.unBasicOverBasic)).toBeInTheDocument();

    fill(within(dialog).getByLabelText('绑定域名'), 'http://bad/');
    expect(await within(dialog).findByText(M.domainInvalid)).toBeInTheDocument();

    fireEvent.click(okButton(dialog));
    expect(await within(dialog).findByText(M.modulesRequired)).toBeInTheDocument();
    expect(postedBodies(fetchMock, LIST)).toHaveLength(0);

    fill(rest, '800');
    const domain = within(dialog).getByLabelText('绑定域名');
    fill(domain, 'Data.Example.com');
    fireEvent.mouseDown(within(dialog).getByLabelText('开通模块'));
    fireEvent.click(await screen.findByTitle('数据搜索'));
    fireEvent.click(okButton(dialog));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postedBodies(fetchMock, LIST)).toEqual([
      {
        name: '杭州测试科技有限公司',
        short_name: '杭州测试',
        agent_cate_id: null,
        rank: 10,
        basic_number: 1000,
        un_basic_number: 800,
        domain_name: 'data.example.com',
        domain_title: null,
        modules: [5],
        contact_name: null,
        contact_phone: null,
        remark: null,
        serv_agent_id: null,
      },
    ]);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });

  it('edits an existing organisation with PUT and keeps the dialog open on a server refusal', async () => {
    const fetchMock = installFakeServer({
      [`${LIST}/220`]: () => envelopeResponse(null, 409, M.domainTaken),
    });
    signIn();
    const onClose = vi.fn();
    renderWithProviders(<AgentFormModal open agent={agentRow()} options={options} onClose={onClose} />);
    const dialog = await findDialog('编辑机构');
    expect(within(dialog).getByLabelText('机构名称')).toHaveValue('成都天府企业服务有限公司');
    fill(within(dialog).getByLabelText('绑定域名'), 'ningbo.qishu.cn');
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(postedBodies(fetchMock, `${LIST}/220`)).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => url.startsWith(`${LIST}/220`)) ?? [];
    expect(init?.method).toBe('PUT');
    expect(postedBodies(fetchMock, `${LIST}/220`)[0]).toMatchObject({
      domain_name: 'ningbo.qishu.cn',
      modules: [5],
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(onClose).not.toHaveBeenCalled();
  });
});
