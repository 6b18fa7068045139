import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  AssignMessages as M,
  AssignPaths as P,
  LeadPaths,
  SaleLabelPaths,
  ShopCataloguePaths,
  type LeadRow,
  type MoveRow,
  type Page,
  type RuleRow,
  type TeamMember,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { chooseOption, pasteInto } from '../../test/user-actions.ts';
import { LeadDeliverPage } from './LeadDeliverPage.tsx';
import { api, fastUser, fetched, KEY_LABEL, LABELS, poolLead, SLOW } from './test-fixtures.ts';

const ALL = ['sale:deliver:list', 'sale:deliver:assign', 'sale:follow:list', 'sale:label:list'];

const LEADS = [
  poolLead({ labels: [KEY_LABEL] }),
  poolLead({ lead_id: 12, company_id: 502, company_name: '杭州云栖数据有限公司' }),
];

const TEAM: TeamMember[] = [
  {
    sys_user_id: 7,
    realname: '林晓峰',
    department_name: '销售一部',
    open_leads: 3,
    capacity: 50,
    in_rotation: true,
  },
  {
    sys_user_id: 8,
    realname: '周敏',
    department_name: '销售二部',
    open_leads: 20,
    capacity: null,
    in_rotation: false,
  },
];

const RULE: RuleRow = {
  rule_id: 5,
  name: '广东制造业',
  region_code: '440000',
  region_name: '广东省',
  industry: 'C',
  industry_name: '制造业',
  label_id: null,
  label_name: null,
  user_id: 8,
  user_name: '周敏',
  orders: 1,
};

const MOVE: MoveRow = {
  event_id: 90,
  lead_id: 11,
  company_id: 501,
  company_name: '深圳市蓝鲸科技有限公司',
  kind: 'assign',
  by_name: '王经理',
  from_name: null,
  to_name: '林晓峰',
  note: '华南客户',
  created_at: '2026-11-26 16:00:00',
};

function serve() {
  return installFakeServer({
    [api(LeadPaths.list)]: () =>
      envelopeResponse({ list: LEADS, total: LEADS.length } satisfies Page<LeadRow>),
    [api(P.team)]: () => envelopeResponse(TEAM),
    [api(P.deliver)]: () =>
      envelopeResponse({ message: M.delivered(1, 1, 0), assigned: 1, full: 1, unmatched: 0 }),
    [api('/sale/team/7')]: () => envelopeResponse({ message: M.teamSaved }),
    [api('/sale/team/8')]: () => envelopeResponse({ message: M.teamSaved }),
    [api(P.rules)]: () => envelopeResponse([RULE]),
    [api(P.ruleCreate)]: () => envelopeResponse({ message: M.ruleSaved, rule_id: 6 }),
    [api('/sale/rule/5')]: () => envelopeResponse({ message: M.ruleDeleted }),
    [api(SaleLabelPaths.list)]: () => envelopeResponse(LABELS),
    [api(ShopCataloguePaths.getCityAll)]: () =>
      envelopeResponse([
        {
          sys_area_id: 330000,
          label: '浙江省',
          children: [
            { sys_area_id: 330100, label: '杭州市', children: [{ sys_area_id: 330106, label: '西湖区' }] },
          ],
        },
      ]),
    [api(ShopCataloguePaths.getIndustryList)]: () =>
      envelopeResponse([
        { code: 'C', name: '制造业', children: [{ code: '13', name: '农副食品加工业' }] },
        { code: 'I', name: '信息传输、软件和信息技术服务业', children: [] },
      ]),
    [api(P.moves)]: () => envelopeResponse({ list: [MOVE], total: 1 } satisfies Page<MoveRow>),
  });
}

describe('线索分发 (/sale/diliver)', SLOW, () => {
  it('delivers the chosen pool leads to one member and shows the answer', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LeadDeliverPage />, { route: '/sale/diliver' });
    const user = fastUser();

    const row = (await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest('tr')!;
    expect(screen.getByRole('link', { name: '深圳市蓝鲸科技有限公司' })).toHaveAttribute(
      'href',
      '/data/details/501',
    );
    expect(within(row).getByText('重点客户')).toBeInTheDocument();
    expect(fetched(fetchMock, api(LeadPaths.list)).at(-1)).toContain('pool=true');

    const deliver = screen.getByRole('button', { name: /分\s*发/ });
    expect(deliver).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '选择 深圳市蓝鲸科技有限公司' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 杭州云栖数据有限公司' }));
    expect(screen.getByText('已选 2 条')).toBeInTheDocument();
    await user.click(deliver);

    const dialog = await findDialog('分发 2 条线索');
    // a member is required for 指定成员
    await user.click(within(dialog).getByRole('button', { name: /分\s*发/ }));
    expect(await within(dialog).findByText('请选择接收的成员')).toBeInTheDocument();
    await chooseOption(user, dialog, '接收成员', '林晓峰（3 / 50 条）');
    await user.click(within(dialog).getByRole('button', { name: /分\s*发/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.deliver))).toEqual([
        { mode: 'user', lead_ids: [11, 12], user_id: 7 },
      ]),
    );
    expect(await screen.findByText(M.delivered(1, 1, 0))).toBeInTheDocument();
    // the list loads again and the selection is cleared
    await waitFor(() => expect(fetched(fetchMock, api(LeadPaths.list)).length).toBeGreaterThan(1));
    expect(screen.queryByText('已选 2 条')).not.toBeInTheDocument();
  });

  it('delivers in turn (轮流分配) without a member; the team switch lists the team’s leads', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LeadDeliverPage />, { route: '/sale/diliver' });
    const user = fastUser();

    await user.click(await screen.findByText('团队线索'));
    await waitFor(() => expect(fetched(fetchMock, api(LeadPaths.list)).at(-1)).toContain('pool=false'));
    await user.click(await screen.findByRole('checkbox', { name: '选择 杭州云栖数据有限公司' }));
    await user.click(screen.getByRole('button', { name: /分\s*发/ }));
    const dialog = await findDialog('分发 1 条线索');
    await user.click(within(dialog).getByRole('radio', { name: '轮流分配' }));
    // the form tells its watchers in a later task (rc-form's useWatch): the member field goes after it
    await waitFor(() =>
      expect(within(dialog).queryByRole('combobox', { name: '接收成员' })).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: /分\s*发/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.deliver))).toEqual([{ mode: 'round_robin', lead_ids: [12] }]),
    );
  });

  it('saves a member’s capacity and rotation (团队容量), empty capacity as unlimited', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LeadDeliverPage />, { route: '/sale/diliver?tab=team' });
    const user = fastUser();

    const capacity = await screen.findByRole('spinbutton', { name: '林晓峰的线索容量' });
    expect(capacity).toHaveValue('50');
    expect(screen.getByText('3 / 50')).toBeInTheDocument();
    expect(screen.getByText('20 条，不限')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: '保存林晓峰的设置' });
    expect(save).toBeDisabled();

    await user.clear(capacity);
    await user.type(capacity, '80');
    await user.click(screen.getByRole('switch', { name: '林晓峰参与轮流分配' }));
    await user.click(save);
    await waitFor(() =>
      expect(postedBodies(fetchMock, api('/sale/team/7'))).toEqual([{ capacity: 80, in_rotation: false }]),
    );

    // 周敏: unlimited stays null, rotation turned on
    await user.click(screen.getByRole('switch', { name: '周敏参与轮流分配' }));
    await user.click(screen.getByRole('button', { name: '保存周敏的设置' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api('/sale/team/8'))).toEqual([{ capacity: null, in_rotation: true }]),
    );
  });

  it('creates a rule with its conditions, assignee and order (分配规则), refusing one without conditions', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LeadDeliverPage />, { route: '/sale/diliver?tab=rules' });
    const user = fastUser();

    const row = (await screen.findByText('广东制造业')).closest('tr')!;
    expect(within(row).getByText('地区：广东省')).toBeInTheDocument();
    expect(within(row).getByText('行业：制造业')).toBeInTheDocument();
    expect(within(row).getByText('周敏')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /新建规则/ }));
    const dialog = await findDialog('新建规则');
    await pasteInto(user, within(dialog).getByLabelText('规则名称'), '浙江软件业');
    await chooseOption(user, dialog, '分配给', '林晓峰（销售一部）');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(M.ruleEmpty)).toBeInTheDocument();
    expect(postedBodies(fetchMock, api(P.ruleCreate))).toEqual([]);

    // region: 浙江省 › 杭州市
    await user.click(within(dialog).getByRole('combobox', { name: '地区' }));
    await user.click(await screen.findByTitle('浙江省'));
    await user.click(await screen.findByTitle('杭州市'));
    await user.keyboard('{Escape}');
    // industry: section I
    await user.click(within(dialog).getByRole('combobox', { name: '行业' }));
    await user.click(await screen.findByTitle('I 信息传输、软件和信息技术服务业'));
    await chooseOption(user, dialog, '标签', '重点客户');

    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.ruleCreate))).toEqual([
        { name: '浙江软件业', region_code: '330100', industry: 'I', label_id: 3, user_id: 7, orders: 2 },
      ]),
    );
  });

  it('deletes a rule after confirming', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LeadDeliverPage />, { route: '/sale/diliver?tab=rules' });
    const user = fastUser();
    const row = (await screen.findByText('广东制造业')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除规则「广东制造业」吗？')).toBeInTheDocument();
    const pop = screen.getByText('确定删除规则「广东制造业」吗？').closest<HTMLElement>('.ant-popover')!;
    await user.click(within(pop).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([url, init]) => url === api('/sale/rule/5') && init?.method === 'DELETE',
        ),
      ).toHaveLength(1),
    );
  });

  it('lists the moves (分发记录) and filters them by kind', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LeadDeliverPage />, { route: '/sale/diliver?tab=moves' });
    const user = fastUser();
    const row = (await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest('tr')!;
    expect(within(row).getByText('分配')).toBeInTheDocument();
    expect(within(row).getByText(/公海/)).toHaveTextContent('公海 林晓峰');
    expect(within(row).getByText('王经理')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-26 16:00')).toBeInTheDocument();

    await chooseOption(user, document.body, '类型', '领取');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(fetched(fetchMock, api(P.moves)).at(-1)).toContain('kind=claim'));
  });

  it('hides the actions without sale:deliver:assign and says so without sale:deliver:list', async () => {
    serve();
    signIn(userInfo({ authList: ['sale:deliver:list', 'sale:follow:list'] }));
    const { unmount } = renderWithProviders(<LeadDeliverPage />, { route: '/sale/diliver' });
    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(screen.queryByRole('button', { name: /分\s*发/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '选择 深圳市蓝鲸科技有限公司' })).not.toBeInTheDocument();
    unmount();

    signIn(userInfo({ authList: [] }));
    renderWithProviders(<LeadDeliverPage />, { route: '/sale/diliver' });
    expect(await screen.findByText('当前角色无权查看线索分发')).toBeInTheDocument();
  });
});
