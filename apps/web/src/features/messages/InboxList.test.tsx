import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { A, delivery, inboxServer } from './inbox-test-server.ts';
import { InboxList } from './InboxList.tsx';

afterEach(() => vi.unstubAllGlobals());

const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });
const toolbar = () => screen.getByRole('toolbar', { name: '批量操作' });
const list = () => screen.getByRole('list', { name: '消息列表' });
const itemOf = async (title: string) =>
  (await within(await screen.findByRole('list', { name: '消息列表' })).findByText(title)).closest(
    'li',
  ) as HTMLElement;
const SLOW = { timeout: 60_000 };

describe('the shop’s message list (/manin/msg)', SLOW, () => {
  it('lists the unread messages with the count on the tab; 查看 shows one and marks it read', async () => {
    const server = inboxServer([
      delivery(1, '定制需求审核未通过'),
      delivery(2, '平台公告：春节服务安排', 0, { kind: 2, cate_name: '系统公告' }),
      delivery(3, '上月账单', 1),
    ]);
    signIn(userInfo({ sys_user_id: 7, usr_agent_id: 100 }));
    const actor = fastUser();
    renderWithProviders(<InboxList />, { route: '/manin/msg' });

    const first = await itemOf('定制需求审核未通过');
    expect(within(first).getByText('站内消息')).toBeInTheDocument();
    expect(within(first).getByText('业务消息')).toBeInTheDocument();
    expect(within(first).getByText('2026-11-21 10:30')).toBeInTheDocument();
    expect(within(list()).getByText('平台公告')).toBeInTheDocument();
    expect(within(list()).queryByText('上月账单')).not.toBeInTheDocument();
    await waitFor(() => expect(tab('未读')).toHaveTextContent('未读（2）'));
    expect(postedBodies(server.fetchMock, `${A}/list`)[0]).toEqual({ status: 0, page: 1, limit: 10 });

    await actor.click(within(first).getByRole('button', { name: '查看' }));
    const dialog = await findDialog('消息详情');
    expect(await within(dialog).findByText('定制需求审核未通过的完整内容')).toBeInTheDocument();
    expect(postedBodies(server.fetchMock, `${A}/detail`)).toEqual([{ id: 1 }]);
    // read: it leaves 未读, and the count follows
    await waitFor(() => expect(tab('未读')).toHaveTextContent('未读（1）'));
    await waitFor(() => expect(within(list()).queryByText('定制需求审核未通过')).not.toBeInTheDocument());
  });

  it('chooses messages one by one or the whole page; 标为已读 and 删除 change only those', async () => {
    const server = inboxServer([delivery(1, '甲'), delivery(2, '乙'), delivery(3, '丙')]);
    signIn(userInfo({ sys_user_id: 7 }));
    const actor = fastUser();
    renderWithProviders(<InboxList />, { route: '/manin/msg' });
    await itemOf('甲');

    const markRead = within(toolbar()).getByRole('button', { name: '标为已读' });
    expect(markRead).toBeDisabled();
    await actor.click(screen.getByRole('checkbox', { name: '选择：乙' }));
    expect(screen.getByText('已选 1 条')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await actor.click(markRead);
    await waitFor(() => expect(within(list()).queryByText('乙')).not.toBeInTheDocument());
    expect(postedBodies(server.fetchMock, `${A}/read`)).toEqual([{ ids: [2] }]);
    expect(screen.queryByText(/已选/)).not.toBeInTheDocument();

    await actor.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getByText('已选 2 条')).toBeInTheDocument();
    await actor.click(within(toolbar()).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('暂无未读消息')).toBeInTheDocument();
    expect(postedBodies(server.fetchMock, `${A}/delete`)).toEqual([{ ids: [1, 3] }]);
    expect(server.rows().map((r) => r.status)).toEqual([2, 1, 2]);
  });

  it('searches by title, in the address-kept tab; 回收站 restores, and deletes for good only when confirmed', async () => {
    const server = inboxServer([
      delivery(1, '数据核对通知', 2),
      delivery(2, '账单提醒', 2),
      delivery(3, '数据交付完成', 1),
    ]);
    signIn(userInfo({ sys_user_id: 7 }));
    const actor = fastUser();
    const { router } = renderRoutes([{ path: '/manin/msg', element: <InboxList /> }], {
      route: '/manin/msg',
    });

    await actor.click(tab('已读'));
    await itemOf('数据交付完成');
    expect(router.state.location.search).toBe('?tab=read');

    await actor.click(tab('回收站'));
    await itemOf('账单提醒');
    await actor.type(screen.getByRole('searchbox', { name: '标题' }), '数据');
    await actor.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(within(list()).queryByText('账单提醒')).not.toBeInTheDocument());
    expect(postedBodies(server.fetchMock, `${A}/list`).at(-1)).toEqual({
      status: 2,
      page: 1,
      limit: 10,
      title: '数据',
    });

    const item = await itemOf('数据核对通知');
    await actor.click(within(item).getByRole('button', { name: '彻底删除' }));
    const confirm = await findDialog('彻底删除');
    expect(within(confirm).getByText('彻底删除后无法恢复，确定删除吗？')).toBeInTheDocument();
    await actor.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(postedBodies(server.fetchMock, `${A}/remove`)).toEqual([]);

    await actor.click(within(item).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(postedBodies(server.fetchMock, `${A}/restore`)).toEqual([{ ids: [1] }]));
    expect(await screen.findByText('回收站为空')).toBeInTheDocument();

    // another tab starts without the search
    await actor.click(tab('已读'));
    await itemOf('数据交付完成');
    expect(screen.getByRole('searchbox', { name: '标题' })).toHaveValue('');
  });
});
