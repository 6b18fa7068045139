import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UsrCate } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { button, buttons } from '../../test/antd-queries.ts';
import { subGroup } from './test-fixtures.ts';
import { GroupingModal } from './GroupingModal.tsx';

const BASE = '/api/admin/usrcate';
const PERMS = [
  'config:category:list',
  'config:category:create',
  'config:category:update',
  'config:category:delete',
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function setup(opts: { perms?: string[]; rows?: UsrCate[] } = {}) {
  let rows = opts.rows ?? [
    subGroup({ id: 1, name: '华东区', orders: 1 }),
    subGroup({ id: 2, name: '华南区', orders: 2, label_number: 12 }),
  ];
  const fetchMock = installFakeServer({
    [BASE]: (body) => {
      if (body === undefined) return envelopeResponse({ list: rows, total: rows.length });
      const created = subGroup({ id: 99, ...(body as object) });
      rows = [...rows, created];
      return envelopeResponse(created);
    },
    [`${BASE}/1`]: (body) =>
      envelopeResponse(body === undefined ? { ok: true } : subGroup({ id: 1, ...(body as object) })),
    [`${BASE}/2`]: (body) =>
      envelopeResponse(body === undefined ? { ok: true } : subGroup({ id: 2, ...(body as object) })),
  });
  signIn(userInfo({ sys_user_id: 7, usr_agent_id: 200, authList: opts.perms ?? PERMS }));
  const onClose = vi.fn();
  renderWithProviders(
    <GroupingModal open onClose={onClose} family="org" parent={{ id: 10, name: '重点客户' }} />,
  );
  return { fetchMock, onClose };
}

const calls = (fetchMock: ReturnType<typeof installFakeServer>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url.split('?')[0] === path && (init?.method ?? 'GET') === method,
  );

describe('grouping modal', () => {
  it('lists the sub-groups of the parent with name and order', async () => {
    const { fetchMock } = setup();
    const dialog = await findDialog('分组设置 — 重点客户');
    expect(await within(dialog).findByText('华东区')).toBeInTheDocument();
    expect(within(dialog).getByText('华南区')).toBeInTheDocument();
    const [url] = calls(fetchMock, 'GET', BASE)[0] ?? [];
    expect(url).toContain('parent_id=10');
  });

  it('requires a name (请填写名称); 直接保存 keeps the dialog open, 保存并返回 closes it', async () => {
    const { fetchMock, onClose } = setup();
    const dialog = await findDialog('分组设置 — 重点客户');
    fireEvent.click(button('直接保存', dialog));
    expect(await within(dialog).findByText('请填写名称')).toBeInTheDocument();
    expect(postedBodies(fetchMock, BASE).filter(Boolean)).toHaveLength(0);

    fireEvent.change(within(dialog).getByPlaceholderText('请输入分组名称'), {
      target: { value: ' 西南区 ' },
    });
    fireEvent.click(button('直接保存', dialog));
    await waitFor(() => expect(postedBodies(fetchMock, BASE).filter(Boolean)).toHaveLength(1));
    expect(postedBodies(fetchMock, BASE).filter(Boolean)[0]).toEqual({
      name: '西南区',
      parent_id: 10,
      level: 2,
      user_id: 7,
      usr_agent_id: 200,
    });
    expect(await within(dialog).findByText('西南区')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByPlaceholderText('请输入分组名称')).toHaveValue('');

    fireEvent.change(within(dialog).getByPlaceholderText('请输入分组名称'), { target: { value: '西北区' } });
    fireEvent.click(button('保存并返回', dialog));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(postedBodies(fetchMock, BASE).filter(Boolean)).toHaveLength(2);
  });

  it('edits one row at a time (请先保存当前编辑的数据) and saves name and order', async () => {
    const { fetchMock } = setup();
    const dialog = await findDialog('分组设置 — 重点客户');
    await within(dialog).findByText('华东区');
    const edits = buttons('编辑', dialog);
    fireEvent.click(edits[0] as HTMLElement);
    const name = await within(dialog).findByLabelText('修改名称');
    expect(name).toHaveValue('华东区');
    // the second row's 编辑 is refused while the first is open
    fireEvent.click(button('编辑', dialog));
    expect(await screen.findByText('请先保存当前编辑的数据')).toBeInTheDocument();
    expect(within(dialog).getAllByLabelText('修改名称')).toHaveLength(1);

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(button('保存', dialog));
    expect(await within(dialog).findByText('请填写名称')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '华东大区' } });
    fireEvent.change(within(dialog).getByLabelText('修改排序'), {
      target: { value: '5' },
    });
    fireEvent.click(button('保存', dialog));
    await waitFor(() => expect(calls(fetchMock, 'PUT', `${BASE}/1`)).toHaveLength(1));
    expect(postedBodies(fetchMock, `${BASE}/1`)[0]).toEqual({ name: '华东大区', orders: 5 });
    await waitFor(() => expect(within(dialog).queryByLabelText('修改名称')).not.toBeInTheDocument());
  });

  it('asks before deleting, with the data warning when label_number > 0', async () => {
    const { fetchMock } = setup();
    const dialog = await findDialog('分组设置 — 重点客户');
    await within(dialog).findByText('华东区');
    const deletes = buttons('删除', dialog);
    fireEvent.click(deletes[1] as HTMLElement);
    expect(await screen.findByText('该分组名称下已有数据，确定删除吗？')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', `${BASE}/2`)).toHaveLength(0);
    fireEvent.click(button('确定'));
    await waitFor(() => expect(calls(fetchMock, 'DELETE', `${BASE}/2`)).toHaveLength(1));

    fireEvent.click(deletes[0] as HTMLElement);
    expect(await screen.findByText('确定删除该分组吗？')).toBeInTheDocument();
  });

  it('hides the controls the user lacks', async () => {
    setup({ perms: ['config:category:list'] });
    const dialog = await findDialog('分组设置 — 重点客户');
    await within(dialog).findByText('华东区');
    expect(buttons('直接保存', dialog)).toHaveLength(0);
    expect(buttons('编辑', dialog)).toHaveLength(0);
    expect(buttons('删除', dialog)).toHaveLength(0);
  });
});
