import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { A, delivery, inboxServer } from './inbox-test-server.ts';
import { MessageCentre } from './MessageCentre.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Skips the per-action delay and the (costly under antd) pointer-events check. */
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

// antd under jsdom is slow on a loaded machine; these flows click through several screens
const SLOW = { timeout: 60_000 };

describe('message centre', SLOW, () => {
  it('shows unread messages with the counter; opening one shows it, marks it read and moves it to 已读', async () => {
    const server = inboxServer([
      delivery(1, '数据核对通知'),
      delivery(2, '平台公告：春节服务安排', 0, { kind: 2, cate_name: '系统公告' }),
      delivery(3, '上月账单', 1),
    ]);
    signIn(userInfo({ sys_user_id: 7, usr_agent_id: 200 }));
    const actor = fastUser();
    renderWithProviders(<MessageCentre />);

    expect(await screen.findByText('数据核对通知')).toBeInTheDocument();
    expect(screen.getByText('平台公告：春节服务安排')).toBeInTheDocument();
    expect(screen.queryByText('上月账单')).not.toBeInTheDocument();
    expect(screen.getAllByText('2026-11-21 10:30')).toHaveLength(2);
    await waitFor(() => expect(within(tab('未读')).getByText('2')).toBeInTheDocument());
    // the counter call carries the caller's own identity
    expect(postedBodies(server.fetchMock, `${A}/unreadCount`)[0]).toEqual({
      usr_agent_id: 200,
      sys_user_id: 7,
    });

    await actor.click(screen.getByText('数据核对通知'));
    const dialog = await findDialog('消息详情');
    expect(await within(dialog).findByText('数据核对通知的完整内容')).toBeInTheDocument();
    expect(within(dialog).getByText('平台管理员')).toBeInTheDocument();
    expect(postedBodies(server.fetchMock, `${A}/detail`)).toEqual([{ id: 1 }]);
    await waitFor(() => expect(within(tab('未读')).getByText('1')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryAllByText('数据核对通知')).toHaveLength(1)); // only the dialog's
    await actor.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement);

    await actor.click(tab('已读'));
    expect(await screen.findByText('数据核对通知')).toBeInTheDocument();
    expect(screen.getByText('上月账单')).toBeInTheDocument();
    expect(postedBodies(server.fetchMock, `${A}/list`).at(-1)).toMatchObject({ status: 1, page: 1 });
  });

  it('全部已读 empties the unread tab and the counter', async () => {
    const server = inboxServer([delivery(1, '消息甲'), delivery(2, '消息乙')]);
    signIn();
    const actor = fastUser();
    renderWithProviders(<MessageCentre />);
    await screen.findByText('消息甲');
    await actor.click(screen.getByRole('button', { name: '全部已读' }));
    expect(await screen.findByText('已将 2 条消息标为已读')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('消息甲')).not.toBeInTheDocument());
    expect(postedBodies(server.fetchMock, `${A}/allRead`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled());
  });

  it('marks chosen messages read and deletes to the recycle bin', async () => {
    const server = inboxServer([delivery(1, '消息甲'), delivery(2, '消息乙'), delivery(3, '旧消息', 1)]);
    signIn();
    const actor = fastUser();
    renderWithProviders(<MessageCentre />);

    await actor.click(within(await rowOf('消息甲')).getByRole('checkbox'));
    await actor.click(screen.getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(screen.queryByText('消息甲')).not.toBeInTheDocument());
    expect(postedBodies(server.fetchMock, `${A}/read`)).toEqual([{ ids: [1] }]);

    await actor.click(tab('已读'));
    await actor.click(within(await rowOf('旧消息')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已移入回收站')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('旧消息')).not.toBeInTheDocument());
    expect(postedBodies(server.fetchMock, `${A}/delete`)).toEqual([{ ids: [3] }]);
    expect(server.rows().find((r) => r.sys_msg_receiver_id === 3)?.status).toBe(2);
  });

  it('restores from the recycle bin and deletes for good after a confirmation', async () => {
    const server = inboxServer([delivery(1, '旧消息', 2), delivery(2, '更旧的消息', 2)]);
    signIn();
    const actor = fastUser();
    renderWithProviders(<MessageCentre />);
    await actor.click(tab('回收站'));
    await actor.click(within(await rowOf('旧消息')).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(screen.queryByText('旧消息')).not.toBeInTheDocument());
    expect(postedBodies(server.fetchMock, `${A}/restore`)).toEqual([{ ids: [1] }]);

    await actor.click(within(await rowOf('更旧的消息')).getByRole('button', { name: '彻底删除' }));
    await actor.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.rows().map((r) => r.sys_msg_receiver_id)).toEqual([1]));
    expect(postedBodies(server.fetchMock, `${A}/remove`)).toEqual([{ ids: [2] }]);
    await waitFor(() => expect(screen.queryByText('更旧的消息')).not.toBeInTheDocument());
  });

  it('shows an error with retry when the list fails', async () => {
    let fail = true;
    installFakeServer({
      [`${A}/unreadCount`]: () => envelopeResponse(0),
      [`${A}/list`]: () =>
        fail
          ? envelopeResponse(null, 500, '服务器开小差了')
          : envelopeResponse({ list: [delivery(1, '恢复后的消息')], total: 1, unreadNum: 1 }),
    });
    signIn();
    const actor = fastUser();
    renderWithProviders(<MessageCentre />);
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    fail = false;
    await actor.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复后的消息')).toBeInTheDocument();
  });
});
