import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MsgCate, Page, SysMsgRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { pasteInto } from '../../test/user-actions.ts';
import { SysMsgPage } from './SysMsgPage.tsx';

const S = '/api/admin/sysmsg';

afterEach(() => vi.unstubAllGlobals());

// antd under jsdom is slow on a loaded machine; these flows click through several screens
const SLOW = { timeout: 60_000 };

/** Skips the per-action delay and the (costly under antd) pointer-events check. */
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

describe('messages and notices (/admin/sysmsg)', SLOW, () => {
  const cates: MsgCate[] = [
    { sys_msg_cate_id: 1, name: '系统公告' },
    { sys_msg_cate_id: 2, name: '业务消息' },
  ];
  const row: SysMsgRow = {
    sys_msg_id: 9,
    kind: 1,
    sys_msg_cate_id: 2,
    cate_name: '业务消息',
    title: '致前海数联全体',
    content: '请核对数据',
    sender_name: '平台管理员',
    created_at: '2026-11-22T02:00:00.000Z',
    receiver_count: 6,
    read_count: 2,
    agent_count: 1,
  };
  const server = () =>
    installFakeServer({
      [`${S}/getSysCate`]: () => envelopeResponse(cates),
      [`${S}/getIndex`]: () => envelopeResponse({ list: [row], total: 1 } satisfies Page<SysMsgRow>),
      [`${S}/saveMsg`]: () => envelopeResponse({ sys_msg_id: 10, receiver_count: 30 }),
      [`${S}/saveNotice`]: () => envelopeResponse({ sys_msg_id: 11 }),
      [`${S}/agentOptions`]: () => envelopeResponse([{ usr_agent_id: 200, name: '前海数联', user_count: 6 }]),
      [`${S}/userOptions`]: () => envelopeResponse([]),
    });

  it('lists messages and sends one to everyone after checking the fields', async () => {
    const fetchMock = server();
    signIn(
      userInfo({ sys_module_id: 0, authList: ['msg:message:list', 'msg:message:send', 'msg:notice:create'] }),
    );
    const actor = fastUser();
    renderWithProviders(<SysMsgPage />);
    expect(await screen.findByText('致前海数联全体')).toBeInTheDocument();
    expect(screen.getByText('6 人 · 1 个机构')).toBeInTheDocument();
    expect(screen.getByText('2 / 6')).toBeInTheDocument();
    // no edit/delete permission: no buttons
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();

    await actor.click(screen.getByRole('button', { name: /发送消息/ }));
    const dialog = await findDialog('发送消息');
    await actor.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入标题')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入内容')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择接收用户')).toBeInTheDocument();

    await actor.click(within(dialog).getByText('全部用户'));
    await pasteInto(actor, within(dialog).getByRole('textbox', { name: '标题' }), '系统升级通知');
    await pasteInto(actor, within(dialog).getByRole('textbox', { name: '内容' }), '本周六凌晨升级。');
    await actor.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, `${S}/saveMsg`)).toEqual([
        { title: '系统升级通知', content: '本周六凌晨升级。', sys_msg_cate_id: 1, target: 'all' },
      ]),
    );
    expect(await screen.findByText('消息已发送')).toBeInTheDocument();
  });

  it('publishes a notice; the search form sends title, kind and dates', async () => {
    const fetchMock = server();
    signIn(userInfo({ sys_module_id: 0, authList: ['msg:message:list', 'msg:notice:create'] }));
    const actor = fastUser();
    renderWithProviders(<SysMsgPage />);
    await screen.findByText('致前海数联全体');
    expect(screen.queryByRole('button', { name: /发送消息/ })).not.toBeInTheDocument();

    await pasteInto(actor, screen.getByRole('textbox', { name: '标题' }), '升级');
    await actor.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, `${S}/getIndex`).at(-1)).toEqual({ page: 1, limit: 20, title: '升级' }),
    );

    await actor.click(screen.getByRole('button', { name: /发布公告/ }));
    const dialog = await findDialog('发布公告');
    await pasteInto(actor, within(dialog).getByRole('textbox', { name: '标题' }), '春节服务安排');
    await pasteInto(actor, within(dialog).getByRole('textbox', { name: '内容' }), '春节期间客服值班。');
    await actor.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, `${S}/saveNotice`)).toEqual([
        { title: '春节服务安排', content: '春节期间客服值班。', sys_msg_cate_id: 1 },
      ]),
    );
  });
});
