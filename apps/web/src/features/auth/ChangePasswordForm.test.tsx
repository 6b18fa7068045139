import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteInto } from '../../test/user-actions.ts';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo, stubPageReload } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';

import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const EDIT_PASS = '/api/sys/Users/editPass';
const MOBILE_CODE = '/api/admin/base/mobileCode';

const reload = stubPageReload();

describe('change password with an SMS code', () => {
  it('checks the fields with the spec texts', async () => {
    installFakeServer({});
    signIn();
    const actor = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await actor.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('验证码不能为空')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请输入确认密码')).toBeInTheDocument();
    await actor.type(screen.getByLabelText('新密码'), 'a'.repeat(21));
    expect(await screen.findByText('新密码长度需在8位至20位之间')).toBeInTheDocument();
    await pasteInto(actor, screen.getByLabelText('确认密码'), 'different');
    expect(await screen.findByText('两次输入密码不一致!')).toBeInTheDocument();
  });

  it('checks the confirmation again when the password changes after it, and shows a password on demand', async () => {
    installFakeServer({});
    signIn();
    const actor = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    const password = screen.getByLabelText('新密码');
    await pasteInto(actor, password, 'brand-new-1');
    // the confirmation, not yet filled in, is not told off while the password is typed
    expect(screen.queryByText('请输入确认密码')).not.toBeInTheDocument();
    await pasteInto(actor, screen.getByLabelText('确认密码'), 'brand-new-1');
    await actor.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('验证码不能为空')).toBeInTheDocument();
    expect(screen.queryByText('两次输入密码不一致!')).not.toBeInTheDocument();
    await actor.type(password, 'x');
    expect(await screen.findByText('两次输入密码不一致!')).toBeInTheDocument();
    expect(screen.getByLabelText('确认密码')).toHaveAttribute('aria-invalid', 'true');

    expect(password).toHaveAttribute('type', 'password');
    await actor.click(screen.getAllByRole('button', { name: '显示密码' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('sends the code to the own phone with a 60 s countdown, then editPass, clears the session and reloads', async () => {
    const fetchMock = installFakeServer({
      [MOBILE_CODE]: () => envelopeResponse(null),
      [EDIT_PASS]: () => envelopeResponse(null),
    });
    signIn(userInfo({ sys_user_id: 7, username: '13800000001' }));
    const actor = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13800000001');
    await actor.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(postedBodies(fetchMock, MOBILE_CODE)).toEqual([{ phone: '13800000001' }]);

    await pasteInto(actor, screen.getByLabelText('验证码'), '246810');
    await pasteInto(actor, screen.getByLabelText('新密码'), 'brand-new-1');
    await pasteInto(actor, screen.getByLabelText('确认密码'), 'brand-new-1');
    await actor.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(reload()).toHaveBeenCalledTimes(1));
    expect(postedBodies(fetchMock, EDIT_PASS)).toEqual([
      {
        sys_user_id: 7,
        username: '13800000001',
        code: '246810',
        password: 'brand-new-1',
        next_password: 'brand-new-1',
      },
    ]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });
});
