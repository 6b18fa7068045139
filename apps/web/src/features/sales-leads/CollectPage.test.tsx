import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LeadPaths as P, UsrCatePaths, type LeadRow, type Page } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PHONE_QUERY } from '../../lib/use-media-query.ts';
import { CollectPage } from './CollectPage.tsx';
import { api, expectLeadDetailLink, fastUser, groupRow, leadRow, queriesTo, SLOW } from './test-fixtures.ts';

const ALL = ['sale:collect:list', 'config:category:list'];

const GROUPS = [
  groupRow({ id: 1 }),
  groupRow({
    id: 2,
    name: '华东区',
    parent_id: 1,
    parent_name: '重点客户',
    level: 2,
    label_number: 3,
    child_count: 0,
  }),
  groupRow({ id: 3, name: '同事的分组', user_id: 8, user_name: '李四', label_number: 9 }),
];

/** My lead (张三's), 有意向, labelled 已报价. */
const lead = (over: Partial<LeadRow> = {}) =>
  leadRow({
    owner_name: '张三',
    stage: 'interested',
    labels: [{ label_id: 1, name: '已报价', color: 'green' }],
    ...over,
  });

/** Answers the lead list by its cate_id: the group's leads, or (none) all the caller's. */
function serve() {
  return installFakeServer({
    [api(UsrCatePaths.org)]: () => envelopeResponse({ list: GROUPS, total: GROUPS.length }),
    [api(P.collected)]: () => envelopeResponse({ list: [], total: 0 } satisfies Page<LeadRow>),
  });
}

function serveByGroup() {
  const fetchMock = serve();
  const fallback = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
    if (input.split('?')[0] !== api(P.collected)) return fallback(input, init);
    const cate = new URLSearchParams(input.split('?')[1] ?? '').get('cate_id');
    const rows =
      cate === '2'
        ? [lead({ lead_id: 12, company_id: 502, company_name: '杭州云栖数据有限公司', stage: 'won' })]
        : [
            lead(),
            lead({ lead_id: 12, company_id: 502, company_name: '杭州云栖数据有限公司', stage: 'won' }),
          ];
    return envelopeResponse({ list: rows, total: cate === '2' ? 1 : 45 } satisfies Page<LeadRow>);
  });
  return fetchMock;
}

describe('我的收藏 (/sale/collect)', SLOW, () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows my own groups with their counts, and all my leads under 全部', async () => {
    const fetchMock = serveByGroup();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<CollectPage />, { route: '/sale/collect' });
    const tree = await screen.findByRole('tree');
    expect(await within(tree).findByLabelText('重点客户（1,280 家）')).toBeInTheDocument();
    expect(within(tree).getByLabelText('华东区（3 家）')).toBeInTheDocument();
    expect(within(tree).queryByText('同事的分组')).not.toBeInTheDocument();

    const row = (await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest('tr')!;
    expect(row.querySelector('a')).toHaveAttribute('href', '/data/details/501');
    // and a second link, named after the company, to the lead's own page
    expectLeadDetailLink(row);
    expect(within(row).getByText('有意向')).toBeInTheDocument();
    expect(within(row).getByText('已报价')).toBeInTheDocument();
    expect(within(row).getByText('张三')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-26 15:30')).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    // 全部: the leads I own, no group
    const first = queriesTo(fetchMock, api(P.collected)).at(-1)!;
    expect(first).toEqual({ page: '1', limit: '20' });
    expect(first).not.toHaveProperty('cate_id');
  });

  it('lists the chosen group’s leads, asking the server for that cate_id', async () => {
    const fetchMock = serveByGroup();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<CollectPage />, { route: '/sale/collect' });
    const user = fastUser();
    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    await user.click(await screen.findByText('华东区'));
    await waitFor(() =>
      expect(queriesTo(fetchMock, api(P.collected)).at(-1)).toEqual({ page: '1', limit: '20', cate_id: '2' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: '深圳市蓝鲸科技有限公司' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: '杭州云栖数据有限公司' })).toHaveAttribute(
      'href',
      '/data/details/502',
    );
    expect(screen.getByText('「华东区」中的线索')).toBeInTheDocument();
    expect(screen.getByText('华东区').closest('[role="treeitem"]')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the group of the address (?cate_id=)', async () => {
    const fetchMock = serveByGroup();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<CollectPage />, { route: '/sale/collect?cate_id=2' });
    await screen.findByRole('link', { name: '杭州云栖数据有限公司' });
    expect(queriesTo(fetchMock, api(P.collected))).toEqual([{ page: '1', limit: '20', cate_id: '2' }]);
  });

  it('on a phone the groups are a select above the list', async () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === PHONE_QUERY,
    })) as typeof window.matchMedia;
    const fetchMock = serveByGroup();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<CollectPage />, { route: '/sale/collect' });
    const user = fastUser();
    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: '分组' });
    await user.click(select);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((el) =>
        el.textContent?.includes('华东区（3 家）'),
      );
      if (!found) throw new Error('no option 华东区');
      return found;
    });
    await user.click(option);
    await waitFor(() =>
      expect(queriesTo(fetchMock, api(P.collected)).at(-1)).toMatchObject({ cate_id: '2' }),
    );
  });

  it('says an empty group is empty, and refuses without the permission', async () => {
    serve();
    signIn(userInfo({ authList: ALL }));
    const { unmount } = renderWithProviders(<CollectPage />, { route: '/sale/collect?cate_id=1' });
    expect(await screen.findByText('这个分组还没有线索：收录企业时选择放入该分组')).toBeInTheDocument();
    unmount();

    signIn(userInfo({ authList: [] }));
    renderWithProviders(<CollectPage />, { route: '/sale/collect' });
    expect(await screen.findByText('当前角色无权查看收藏的企业')).toBeInTheDocument();
  });
});
