import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ProfileForm } from './ProfileForm.tsx';

const EMAIL_CHECK = '/api/admin/base/getemailInfo';
const EDIT_USER = '/api/sys/Users/editUserInfo';
const UPLOAD = '/api/sys/Users/uploadPhoto';

afterEach(() => vi.unstubAllGlobals());

describe('profile', () => {
  it('shows the phone read-only and checks the name with the spec texts', async () => {
    installFakeServer({});
    signIn(userInfo({ realname: '张三', username: '13800000001' }));
    const actor = userEvent.setup();
    renderWithProviders(<ProfileForm />);
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13800000001');
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAttribute('readonly');

    const name = screen.getByRole('textbox', { name: '用户名' });
    await actor.clear(name);
    expect(await screen.findByText('用户名不能为空')).toBeInTheDocument();
    await actor.type(name, '一二三四五六七八九十一二三');
    expect(await screen.findByText('用户名不能超过12个字符')).toBeInTheDocument();
  });

  it('the server refuses an e-mail on blur with 邮箱格式不正确,请输入正确的邮箱地址', async () => {
    const fetchMock = installFakeServer({ [EMAIL_CHECK]: () => envelopeResponse({ valid: false }) });
    signIn();
    const actor = userEvent.setup();
    renderWithProviders(<ProfileForm />);
    const email = screen.getByRole('textbox', { name: '邮箱' });
    await actor.clear(email);
    await actor.type(email, 'not-an-address');
    await actor.tab();
    expect(await screen.findByText('邮箱格式不正确,请输入正确的邮箱地址')).toBeInTheDocument();
    expect(postedBodies(fetchMock, EMAIL_CHECK)).toEqual([{ email: 'not-an-address' }]);
    await actor.click(screen.getByRole('button', { name: '保存' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(postedBodies(fetchMock, EDIT_USER)).toHaveLength(0);
  });

  it('saves realname and e-mail and updates the stored user', async () => {
    const fetchMock = installFakeServer({
      [EMAIL_CHECK]: () => envelopeResponse({ valid: true }),
      [EDIT_USER]: (body) => envelopeResponse(userInfo({ ...(body as object), show_name: '张小三' })),
    });
    signIn(userInfo({ sys_user_id: 7 }));
    const actor = userEvent.setup();
    renderWithProviders(<ProfileForm />);
    const name = screen.getByRole('textbox', { name: '用户名' });
    await actor.clear(name);
    await actor.type(name, '张小三');
    const email = screen.getByRole('textbox', { name: '邮箱' });
    await actor.clear(email);
    await actor.type(email, 'new@example.com');
    await actor.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(postedBodies(fetchMock, EDIT_USER)).toEqual([
      { sys_user_id: 7, realname: '张小三', email: 'new@example.com' },
    ]);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({
        realname: '张小三',
        show_name: '张小三',
        email: 'new@example.com',
      }),
    );
  });

  it('refuses an avatar of the wrong format or size before uploading', async () => {
    const fetchMock = installFakeServer({});
    signIn();
    const actor = userEvent.setup({ applyAccept: false });
    const { container } = renderWithProviders(<ProfileForm />);
    // rc-upload replaces its input after each pick, so look it up each time
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await actor.upload(input(), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('文件格式不正确')).toBeInTheDocument();
    const big = new File([new Uint8Array(2048 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await actor.upload(input(), big);
    expect(await screen.findByText('超出文件大小限制')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads file + sys_user_id with the token and shows the new avatar', async () => {
    let answer = envelopeResponse(null, 400, '图片内容无法识别');
    const fetchMock = installFakeServer({ [UPLOAD]: () => answer });
    signIn(userInfo({ sys_user_id: 7 }));
    const actor = userEvent.setup();
    const { container } = renderWithProviders(<ProfileForm />);
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await actor.upload(input(), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('图片内容无法识别')).toBeInTheDocument();

    answer = envelopeResponse({ photo: '/files/avatars/7.png' });
    await actor.upload(input(), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('头像上传成功')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.at(-1)!;
    const body = init?.body as FormData;
    expect(body.get('sys_user_id')).toBe('7');
    expect((body.get('file') as File).name).toBe('me.png');
    expect((init?.headers as Record<string, string>).Authorization).toBe('tok-1');
    await waitFor(() => expect(container.querySelector('img[src="/files/avatars/7.png"]')).not.toBeNull());
  });

  it('an upload without an answer says 文件上传失败', async () => {
    installFakeServer({ [UPLOAD]: () => new Response('', { status: 502 }) });
    signIn();
    const actor = userEvent.setup();
    const { container } = renderWithProviders(<ProfileForm />);
    await actor.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('文件上传失败')).toBeInTheDocument();
  });
});
