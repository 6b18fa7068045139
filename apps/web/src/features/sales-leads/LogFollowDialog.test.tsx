import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { FollowMessages as M, FollowPaths as P } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { pasteInto } from '../../test/user-actions.ts';
import { LogFollowButton } from './LogFollowDialog.tsx';
import { api, fastUser, SLOW } from './test-fixtures.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const LEAD = { lead_id: 11, company_name: '深圳市蓝鲸科技有限公司' };

/** Tomorrow 09:00 China time, as the instant the dialog must send for the 明天上午 9:00 preset. */
const tomorrowNine = () =>
  dayjs.tz(`${dayjs().add(1, 'day').format('YYYY-MM-DD')} 09:00`, 'Asia/Shanghai').toISOString();

const serve = () =>
  installFakeServer({
    [api(P.log)]: () => envelopeResponse({ message: M.logged, follow_id: 901 }),
  });

async function openDialog(user: ReturnType<typeof fastUser>) {
  await user.click(screen.getByRole('button', { name: '记录跟进：深圳市蓝鲸科技有限公司' }));
  const dialog = await findDialog('记录跟进');
  expect(within(dialog).getByText('深圳市蓝鲸科技有限公司')).toBeInTheDocument();
  return dialog;
}

describe('记录跟进 (LogFollowDialog)', SLOW, () => {
  it('needs 下次跟进时间 with a next step, then posts the record with next_at as an ISO instant', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ['sale:follow:create'] }));
    renderWithProviders(<LogFollowButton lead={LEAD} />);
    const user = fastUser();
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('radio', { name: '拜访' }));
    await pasteInto(
      user,
      within(dialog).getByLabelText('跟进内容'),
      '  拜访了采购负责人，对年度数据包有兴趣 ',
    );
    await pasteInto(user, within(dialog).getByLabelText('下一步计划'), '发送报价单');
    // the rule is shown in the form, and enforced
    expect(within(dialog).getByText('填写了下一步计划时必填；不能早于今天')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(M.nextAtRequired)).toBeInTheDocument();
    expect(postedBodies(fetchMock, api(P.log))).toEqual([]);

    await user.click(within(dialog).getByLabelText('下次跟进时间'));
    await user.click(await screen.findByText('明天上午 9:00'));
    await waitFor(() => expect(within(dialog).queryByText(M.nextAtRequired)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.log))).toEqual([
        {
          lead_id: 11,
          kind: 'visit',
          content: '拜访了采购负责人，对年度数据包有兴趣',
          next_action: '发送报价单',
          next_at: tomorrowNine(),
        },
      ]),
    );
    expect(await screen.findByText(M.logged)).toBeInTheDocument();
  });

  it('sends a note without a next step, and refuses an empty content', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ['sale:follow:create'] }));
    renderWithProviders(<LogFollowButton lead={LEAD} />);
    const user = fastUser();
    const dialog = await openDialog(user);

    // 电话 is the default way
    expect(within(dialog).getByRole('radio', { name: '电话' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(M.contentRequired)).toBeInTheDocument();

    await pasteInto(user, within(dialog).getByLabelText('跟进内容'), '电话未接通');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.log))).toEqual([
        { lead_id: 11, kind: 'call', content: '电话未接通' },
      ]),
    );
  });

  it('is not offered without sale:follow:create', () => {
    serve();
    signIn(userInfo({ authList: ['sale:follow:list'] }));
    renderWithProviders(<LogFollowButton lead={LEAD} />);
    expect(screen.queryByRole('button', { name: /记录跟进/ })).not.toBeInTheDocument();
  });
});
