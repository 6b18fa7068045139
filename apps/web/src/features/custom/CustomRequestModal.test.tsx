import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { button, buttons } from '../../test/antd-queries.ts';
import { CustomRequestModal } from './CustomRequestModal.tsx';

const APPLY = '/api/api/ShopProduct/applySpecialData';
const LIST = '/api/api/ShopProduct/getApplyList';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function setup(props: Partial<Parameters<typeof CustomRequestModal>[0]> = {}) {
  const fetchMock = installFakeServer({
    [APPLY]: (body) =>
      envelopeResponse({
        agent_label_apply_id: 41,
        status: (body as { type: number }).type,
        message: (body as { type: number }).type === 1 ? '提交成功' : '暂存成功',
      }),
  });
  signIn(userInfo({ sys_user_id: 7 }));
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<CustomRequestModal open onClose={onClose} onSaved={onSaved} {...props} />);
  return { fetchMock, onClose, onSaved };
}

/** Sets a field's value in one go (typing 1000 characters key by key is slow). */
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('customisation request modal', () => {
  it('shows the 5 steps and the fields', async () => {
    setup();
    const dialog = await findDialog('个性化定制');
    for (const step of ['待提交', '审核通过', '处理完成', '扫码支付', '导出数据']) {
      expect(within(dialog).getByText(step)).toBeInTheDocument();
    }
    for (const label of ['定制名称', '说明', '筛选条件', '排除条件']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByPlaceholderText('请选择数据年份')).toBeInTheDocument();
  });

  it('an empty form shows the required messages and 验证失败！ and posts nothing', async () => {
    const { fetchMock } = setup();
    const actor = userEvent.setup();
    await findDialog('个性化定制');
    await actor.click(button('提交'));
    expect(await screen.findByText('请输入定制名称')).toBeInTheDocument();
    expect(screen.getByText('请输入筛选条件')).toBeInTheDocument();
    expect(await screen.findByText('验证失败！')).toBeInTheDocument();
    expect(postedBodies(fetchMock, APPLY)).toHaveLength(0);
  });

  it('checks the lengths with the contract messages', async () => {
    const { fetchMock } = setup();
    await findDialog('个性化定制');
    fill('定制名称', '定'.repeat(21));
    expect(await screen.findByText('定制名称最多20个字符')).toBeInTheDocument();
    fill('筛选条件', '杭州软件企业');
    expect(await screen.findByText('筛选条件最少输入10个汉字')).toBeInTheDocument();
    fireEvent.click(button('暂存'));
    expect(await screen.findByText('验证失败！')).toBeInTheDocument();
    expect(postedBodies(fetchMock, APPLY)).toHaveLength(0);
  });

  it('暂存 posts type 0 and 提交 posts type 1 with the signed-in user', async () => {
    const { fetchMock, onClose, onSaved } = setup();
    await findDialog('个性化定制');
    fill('定制名称', ' 杭州软件企业 ');
    fill('筛选条件', '注册地在杭州市，行业为软件和信息技术服务业');
    fill('排除条件', '已注销企业');
    fireEvent.click(button('暂存'));
    await waitFor(() => expect(postedBodies(fetchMock, APPLY)).toHaveLength(1));
    expect(postedBodies(fetchMock, APPLY)[0]).toEqual({
      name: '杭州软件企业',
      label_year: null,
      explain: null,
      filter_condition: '注册地在杭州市，行业为软件和信息技术服务业',
      del_condition: '已注销企业',
      sys_user_id: 7,
      type: 0,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenCalledWith({ agent_label_apply_id: 41, status: 0, message: '暂存成功' });
    // the caller shows the server's message (the saved-confirm dialog), so no toast repeats it
    expect(screen.queryByText('暂存成功')).not.toBeInTheDocument();

    fireEvent.click(button('提交'));
    await waitFor(() => expect(postedBodies(fetchMock, APPLY)).toHaveLength(2));
    expect(postedBodies(fetchMock, APPLY)[1]).toMatchObject({
      type: 1,
      sys_user_id: 7,
      name: '杭州软件企业',
    });
  });

  it('editing a draft sends its id and keeps its year', async () => {
    const { fetchMock } = setup({
      initial: {
        agent_label_apply_id: 9,
        name: '草稿需求',
        label_year: '2024',
        explain: '招商',
        filter_condition: '注册地在杭州市的软件企业名单',
        del_condition: null,
      },
    });
    const dialog = await findDialog('修改定制需求');
    expect(within(dialog).getByLabelText('定制名称')).toHaveValue('草稿需求');
    fireEvent.click(button('提交', dialog));
    await waitFor(() => expect(postedBodies(fetchMock, APPLY)).toHaveLength(1));
    expect(postedBodies(fetchMock, APPLY)[0]).toEqual({
      name: '草稿需求',
      label_year: '2024',
      explain: '招商',
      filter_condition: '注册地在杭州市的软件企业名单',
      del_condition: null,
      sys_user_id: 7,
      type: 1,
      agent_label_apply_id: 9,
    });
  });

  it('我的定制记录 lists the caller’s requests; 继续编辑 loads a rejected one into the form', async () => {
    const row = {
      explain: null,
      del_condition: '已注销企业',
      app_remark: null,
      created: '2026-11-20T02:00:00.000Z',
      updated: '2026-11-21T02:00:00.000Z',
    };
    const fetchMock = installFakeServer({
      [APPLY]: () => envelopeResponse({ agent_label_apply_id: 12, status: 1, message: '提交成功' }),
      [LIST]: () =>
        envelopeResponse({
          list: [
            {
              ...row,
              agent_label_apply_id: 12,
              name: '被退回的需求',
              label_year: '2023',
              filter_condition: '注册地在杭州市的软件企业名单',
              status: 2,
              status_text: '审核未通过',
              app_remark: '条件不清晰',
            },
            {
              ...row,
              agent_label_apply_id: 11,
              name: '审核中的需求',
              label_year: null,
              filter_condition: '注册地在宁波市的制造企业名单',
              status: 1,
              status_text: '审核中',
            },
          ],
          total: 2,
        }),
    });
    signIn(userInfo({ sys_user_id: 7 }));
    renderWithProviders(<CustomRequestModal open onClose={vi.fn()} />);
    const dialog = await findDialog('个性化定制');
    fireEvent.click(within(dialog).getByText('我的定制记录'));
    expect(await within(dialog).findByText('被退回的需求')).toBeInTheDocument();
    expect(within(dialog).getByText('审核未通过')).toBeInTheDocument();
    expect(within(dialog).getByText('条件不清晰')).toBeInTheDocument();
    expect(within(dialog).getByText('审核中')).toBeInTheDocument();
    // only the rejected one may be continued
    const continues = buttons('继续编辑', dialog);
    expect(continues).toHaveLength(1);
    fireEvent.click(continues[0] as HTMLElement);
    const edit = await findDialog('修改定制需求');
    await waitFor(() => expect(within(edit).getByLabelText('定制名称')).toHaveValue('被退回的需求'));
    fireEvent.click(button('提交', edit));
    await waitFor(() => expect(postedBodies(fetchMock, APPLY)).toHaveLength(1));
    expect(postedBodies(fetchMock, APPLY)[0]).toMatchObject({
      agent_label_apply_id: 12,
      label_year: '2023',
      type: 1,
    });
    // without an onSaved handler the server's message is toasted
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
  });
});
