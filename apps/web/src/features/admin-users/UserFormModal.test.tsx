import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserOptions, UserRoleOption } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { okButton } from '../../test/antd-queries.ts';
import { chooseOption, pasteInto } from '../../test/user-actions.ts';
import { UserFormModal } from './UserFormModal.tsx';

const SYS_USERS = '/api/sys/users';
const SYS_ROLES = '/api/sys/users/roles';
const CONFIG_USERS = '/api/config/users';
const CONFIG_ROLES = '/api/config/users/roles';

const options: UserOptions = {
  agents: [
    { usr_agent_id: 200, name: '深圳前海数联科技有限公司', status: 1, modules: [5] },
    { usr_agent_id: 301, name: '苏州工业园区企业服务中心', status: 1, modules: [3] },
  ],
  modules: [
    { sys_module_id: 3, name: '园区' },
    { sys_module_id: 5, name: '数据搜索' },
  ],
  drights: [{ sys_dright_id: 333, name: '搜索工作台' }],
};
const roles: UserRoleOption[] = [
  { sys_role_id: 11, role_name: '管理员', platform: true },
  { sys_role_id: 12, role_name: '普通用户', platform: true },
];

afterEach(() => vi.unstubAllGlobals());

/** A large antd form: each step re-renders the modal, which is slow when the machine is busy. */
const SLOW = { timeout: 60_000 };

/** Opens the platform's 新增用户 form against a fake server that knows the roles and takes the new user. */
async function openSysCreateForm(onClose: () => void = () => {}) {
  const fetchMock = installFakeServer({
    [SYS_ROLES]: () => envelopeResponse(roles),
    [SYS_USERS]: () => envelopeResponse({ sys_user_id: 99 }),
  });
  signIn();
  const actor = userEvent.setup();
  renderWithProviders(<UserFormModal area="sys" open options={options} onClose={onClose} />);
  const dialog = await findDialog('新增用户');
  return { fetchMock, actor, dialog };
}

describe('user form (create)', () => {
  it('shows the required-field messages and posts nothing', SLOW, async () => {
    const { fetchMock, actor, dialog } = await openSysCreateForm();

    await actor.click(okButton(dialog));
    expect(await within(dialog).findByText('请选择所属机构')).toBeInTheDocument();
    expect(await within(dialog).findByText('请选择所属模块')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入11位手机号码')).toBeInTheDocument();
    expect(await within(dialog).findByText('用户名不能为空')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入新密码')).toBeInTheDocument();
    expect(postedBodies(fetchMock, SYS_USERS)).toHaveLength(0);
  });

  it('checks phone, name, e-mail, password and the temporary minutes as the user types', SLOW, async () => {
    const { fetchMock, actor, dialog } = await openSysCreateForm();

    await pasteInto(actor, within(dialog).getByLabelText('手机号'), '11012345678');
    expect(await within(dialog).findByText('请输入正确的11位手机号码')).toBeInTheDocument();
    await pasteInto(actor, within(dialog).getByLabelText('用户名'), '一二三四五六七八九十一二三');
    expect(await within(dialog).findByText('用户名不能超过12个字符')).toBeInTheDocument();
    await pasteInto(actor, within(dialog).getByLabelText('邮箱'), 'not-mail');
    expect(await within(dialog).findByText('邮箱格式不正确,请输入正确的邮箱地址')).toBeInTheDocument();
    await pasteInto(actor, within(dialog).getByLabelText('初始密码'), 'abc');
    expect(await within(dialog).findByText('新密码长度需在8位至20位之间')).toBeInTheDocument();

    await actor.click(within(dialog).getByLabelText('临时账号'));
    await actor.click(okButton(dialog));
    expect(await within(dialog).findByText('请输入临时账号的使用时长（分钟）')).toBeInTheDocument();
    expect(postedBodies(fetchMock, SYS_USERS)).toHaveLength(0);
  });

  it(
    'chooses organisation, module and a role of that organisation, then posts the new user',
    SLOW,
    async () => {
      const onClose = vi.fn();
      const { fetchMock, actor, dialog } = await openSysCreateForm(onClose);

      expect(within(dialog).getByLabelText('角色')).toBeDisabled();
      await chooseOption(actor, dialog, '所属机构', '深圳前海数联科技有限公司');
      // the organisation has one module: it is chosen, and the roles of that module are loaded
      await waitFor(() =>
        expect(
          fetchMock.mock.calls.some(
            ([url]) =>
              url.startsWith(`${SYS_ROLES}?`) &&
              url.includes('usr_agent_id=200') &&
              url.includes('sys_module_id=5'),
          ),
        ).toBe(true),
      );
      await chooseOption(actor, dialog, '角色', '普通用户');
      await pasteInto(actor, within(dialog).getByLabelText('手机号'), '15500001234');
      await pasteInto(actor, within(dialog).getByLabelText('用户名'), '新同事');
      await pasteInto(actor, within(dialog).getByLabelText('邮箱'), 'new@example.com');
      await pasteInto(actor, within(dialog).getByLabelText('初始密码'), 'Init@2026x');
      await actor.click(okButton(dialog));

      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(postedBodies(fetchMock, SYS_USERS)).toEqual([
        {
          usr_agent_id: 200,
          sys_module_id: 5,
          sys_role_id: 12,
          username: '15500001234',
          realname: '新同事',
          email: 'new@example.com',
          password: 'Init@2026x',
          after_login: 1,
          is_temporary: 0,
          limits_time: null,
          sys_dright_id: null,
        },
      ]);
    },
  );

  it('on /config/users has no organisation fields and posts a temporary member', SLOW, async () => {
    const fetchMock = installFakeServer({
      [CONFIG_ROLES]: () => envelopeResponse(roles),
      [CONFIG_USERS]: () => envelopeResponse({ sys_user_id: 100 }),
    });
    signIn();
    const onClose = vi.fn();
    const actor = userEvent.setup();
    renderWithProviders(<UserFormModal area="config" open onClose={onClose} />);
    const dialog = await findDialog('新增成员');
    expect(within(dialog).queryByLabelText('所属机构')).toBeNull();
    expect(within(dialog).queryByLabelText('数据权限')).toBeNull();

    await chooseOption(actor, dialog, '角色', '管理员');
    await pasteInto(actor, within(dialog).getByLabelText('手机号'), '15500004321');
    await pasteInto(actor, within(dialog).getByLabelText('用户名'), '临时访客');
    await pasteInto(actor, within(dialog).getByLabelText('初始密码'), 'Init@2026x');
    await actor.click(within(dialog).getByLabelText('首次登录须修改密码'));
    await actor.click(within(dialog).getByLabelText('临时账号'));
    await pasteInto(actor, await within(dialog).findByLabelText(/使用时长/), '30');
    await actor.click(okButton(dialog));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postedBodies(fetchMock, CONFIG_USERS)).toEqual([
      {
        sys_role_id: 11,
        username: '15500004321',
        realname: '临时访客',
        email: '',
        password: 'Init@2026x',
        after_login: 0,
        is_temporary: 1,
        limits_time: 30,
      },
    ]);
    expect(screen.queryByText('请选择角色')).toBeNull();
  });
});
