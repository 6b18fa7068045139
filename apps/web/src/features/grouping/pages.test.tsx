import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { button, buttons } from '../../test/antd-queries.ts';
import { topGroup } from './test-fixtures.ts';
import { CategoryPage } from './CategoryPage.tsx';
import { ManaCatePage } from './ManaCatePage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const urls = (fetchMock: ReturnType<typeof installFakeServer>, path: string) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.split('?')[0] === path);

describe('/config/category', () => {
  it('lists the top-level groups and opens the modal for sub-groups', async () => {
    const fetchMock = installFakeServer({
      '/api/admin/usrcate': () =>
        envelopeResponse({
          list: [topGroup({}), topGroup({ id: 2, name: '渠道伙伴', label_number: 5, child_count: 0 })],
          total: 2,
        }),
    });
    signIn(
      userInfo({ authList: ['config:category:list', 'config:category:create', 'config:category:delete'] }),
    );
    renderWithProviders(<CategoryPage />);
    expect(await screen.findByText('重点客户')).toBeInTheDocument();
    expect(screen.getAllByText('2026-11-20 10:00')).toHaveLength(2);
    expect(urls(fetchMock, '/api/admin/usrcate')[0]).toContain('parent_id=0');

    const first = screen.getByText('重点客户').closest('tr') as HTMLElement;
    fireEvent.click(button('子分组', first));
    await findDialog('分组设置 — 重点客户');
    await waitFor(() =>
      expect(urls(fetchMock, '/api/admin/usrcate').some((u) => u.includes('parent_id=1'))).toBe(true),
    );
    expect(button('新增分组')).toBeInTheDocument();
  });

  it('asks before deleting a group that already holds data', async () => {
    installFakeServer({
      '/api/admin/usrcate': () =>
        envelopeResponse({
          list: [topGroup({ id: 2, name: '渠道伙伴', label_number: 5, child_count: 0 })],
          total: 1,
        }),
    });
    signIn(userInfo({ authList: ['config:category:list', 'config:category:delete'] }));
    renderWithProviders(<CategoryPage />);
    const row = (await screen.findByText('渠道伙伴')).closest('tr') as HTMLElement;
    fireEvent.click(button('删除', row));
    expect(await screen.findByText('该分组名称下已有数据，确定删除吗？')).toBeInTheDocument();
  });

  it('without config:category:list the page says so and calls nothing', async () => {
    const fetchMock = installFakeServer({});
    signIn(userInfo({ authList: [] }));
    renderWithProviders(<CategoryPage />);
    expect(await screen.findByText('您没有访问该页面的权限，如需开通请联系管理员')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

function platform() {
  const fetchMock = installFakeServer({
    '/api/sys/usrcate/agents': () => envelopeResponse([{ usr_agent_id: 511, agent_name: '华东招商' }]),
    '/api/sys/usrcate': () =>
      envelopeResponse({
        list: [topGroup({ id: 5, name: '外部分组', usr_agent_id: 511, agent_name: '华东招商' })],
        total: 1,
      }),
    '/api/sys/usrcate/5': (body) => envelopeResponse(topGroup({ id: 5, ...(body as object) })),
  });
  signIn(
    userInfo({ sys_module_id: 0, usr_agent_id: 1, authList: ['sys:usrCate:list', 'sys:usrCate:update'] }),
  );
  renderWithProviders(<ManaCatePage />);
  return fetchMock;
}

describe('/sys/manacate', () => {
  it('lists every organisation and filters by one; hides what the user lacks', async () => {
    const fetchMock = platform();
    expect(await screen.findByText('外部分组')).toBeInTheDocument();
    expect(screen.getByText('一级分组')).toBeInTheDocument();
    expect(buttons('新增分组')).toHaveLength(0);
    expect(buttons('删除')).toHaveLength(0);
    fireEvent.mouseDown(screen.getByLabelText('所属机构'));
    fireEvent.click(await screen.findByTitle('华东招商'));
    fireEvent.click(button('查询'));
    await waitFor(() =>
      expect(urls(fetchMock, '/api/sys/usrcate').some((u) => u.includes('usr_agent_id=511'))).toBe(true),
    );
  });

  it('edits the name and order of a group', async () => {
    const fetchMock = platform();
    await screen.findByText('外部分组');
    fireEvent.click(button('编辑'));
    const dialog = await findDialog('编辑分组');
    const name = within(dialog).getByLabelText('名称');
    expect(name).toHaveValue('外部分组');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(button('确定', dialog));
    expect(await within(dialog).findByText('请填写名称')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '外部重点' } });
    fireEvent.click(button('确定', dialog));
    await waitFor(() =>
      expect(postedBodies(fetchMock, '/api/sys/usrcate/5')).toEqual([{ name: '外部重点', orders: 1 }]),
    );
  });
});
