import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import {
  recentView,
  SEEK_RECENT,
  SEEK_SEARCH,
  SEEK_SUGGEST,
  seekFacets,
  seekResult,
  seekRow,
  suggestion,
} from '../../test/seek-fixtures.ts';
import { chooseOption } from '../../test/user-actions.ts';
import { button } from '../../test/antd-queries.ts';
import { PHONE_QUERY } from '../../lib/use-media-query.ts';
import { CompanySeekPage } from './CompanySeekPage.tsx';

function ProfileStub() {
  return <p>企业详情页面 {useParams().id}</p>;
}

const routes = [
  { path: '/data/seek', element: <CompanySeekPage /> },
  { path: '/data/details/:id', element: <ProfileStub /> },
  { path: '/data/person/:id', element: <p>人员页面</p> },
];

type Server = ReturnType<typeof installFakeServer>;
type Router = ReturnType<typeof renderRoutes>['router'];

function server(search: (body: unknown) => Response = () => envelopeResponse(seekResult())) {
  return installFakeServer({
    [SEEK_SEARCH]: search,
    [SEEK_RECENT]: () => envelopeResponse([recentView(42, '深圳华瑞科技有限公司')]),
    [SEEK_SUGGEST]: () => envelopeResponse([]),
  });
}

/** The address's search parameters, decoded. */
const params = (router: Router) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const lastSearch = (fetchMock: Server) => postedBodies(fetchMock, SEEK_SEARCH).at(-1);
const searchBox = () => screen.getByRole('combobox', { name: '企业搜索关键词' });

/** A facet value of the checkable groups (role checkbox, named by its label and count). */
function checkValue(label: string): HTMLElement {
  const facets = screen.getByRole('group', { name: '筛选条件' });
  const found = within(facets).getByText(label).closest<HTMLElement>('[role="checkbox"]');
  if (!found) throw new Error(`no facet value ${label}`);
  return found;
}

/** A drill-down value of the region or industry row. */
function drillValue(label: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`button[aria-label^="${label} ("]`);
  if (!found) throw new Error(`no drill value ${label}`);
  return found;
}

/** The suggestion option titled `name` in the open drop-down. */
function findOption(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.getAttribute('title') === name,
    );
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CompanySeekPage (/data/seek)', () => {
  it('shows the recently viewed companies before a search; Enter searches the keyword and shows the exact count', async () => {
    const fetchMock = installFakeServer({
      [SEEK_SEARCH]: () => envelopeResponse(seekResult()),
      [SEEK_RECENT]: () =>
        envelopeResponse([recentView(43, '杭州云栖数据有限公司'), recentView(42, '深圳华瑞科技有限公司')]),
      [SEEK_SUGGEST]: () => envelopeResponse([]),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { route: '/data/seek' });

    const recent = (await screen.findByText('最近浏览')).closest('section') as HTMLElement;
    expect((await within(recent).findByText('杭州云栖数据有限公司')).closest('a')).toHaveAttribute(
      'href',
      '/data/details/43',
    );
    expect(within(recent).getAllByText('浏览于 2026-11-26 10:05')).toHaveLength(2);
    // no search before the user asks for one
    expect(postedBodies(fetchMock, SEEK_SEARCH)).toHaveLength(0);

    await user.type(searchBox(), '华瑞{Enter}');
    await waitFor(() => expect(params(router)).toEqual({ keyword: '华瑞' }));
    expect(await screen.findByText('找到 12,345 家企业')).toBeInTheDocument();
    expect(lastSearch(fetchMock)).toEqual({ keyword: '华瑞', sort: 'relevance', page: 1, limit: 20 });
  });

  it('shows each row: the keyword marked in the name and the match line, the legal representative linking to the person, capital, date, region and masked contacts with the hint', async () => {
    server(() =>
      envelopeResponse(
        seekResult({
          total: 2,
          list: [
            seekRow({ match: { field: 'scope', text: '…计算机软硬件及华瑞品牌产品销售…' } }),
            seekRow({
              company_id: 43,
              name: '杭州云栖贸易有限公司',
              legal_person_id: null,
              legal_person_name: '赵六',
              reg_capital: 7_100_000,
              reg_currency: '美元',
              tel: '0571-****5678',
              mobile: '139****1234',
              email: null,
              contact_visible: false,
              match: { field: 'legal_person', text: '华瑞' },
            }),
          ],
        }),
      ),
    );
    renderRoutes(routes, { route: '/data/seek?keyword=华瑞' });
    const first = (await screen.findByRole('link', { name: '深圳华瑞科技有限公司' })).closest('li')!;
    expect(within(first).getByRole('link', { name: '深圳华瑞科技有限公司' })).toHaveAttribute(
      'href',
      '/data/details/42',
    );
    // the keyword is marked where it occurs: in the name and in the business-scope line
    const marks = [...first.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['华瑞', '华瑞']);
    expect(within(first).getByText('经营范围：')).toBeInTheDocument();
    expect(within(first).getByText('存续').closest('.ant-tag')).toHaveAttribute('data-tone', 'green');
    expect(within(first).getByRole('link', { name: '林晓峰' })).toHaveAttribute('href', '/data/person/7');
    expect(within(first).getByText('500万人民币')).toBeInTheDocument();
    expect(within(first).getByText('2015-06-18')).toBeInTheDocument();
    expect(within(first).getByText('广东省 深圳市 南山区')).toBeInTheDocument();
    expect(within(first).getByText('13812345678')).toBeInTheDocument();
    expect(within(first).queryByText('当前角色无权查看联系方式')).not.toBeInTheDocument();

    const second = screen.getByRole('link', { name: '杭州云栖贸易有限公司' }).closest('li')!;
    expect(within(second).getByText('赵六').closest('a')).toBeNull();
    expect(within(second).getByText('100万美元')).toBeInTheDocument();
    expect(within(second).getByText('139****1234')).toBeInTheDocument();
    expect(within(second).getByText('当前角色无权查看联系方式')).toBeInTheDocument();
    // found in the legal representative: that line names the field
    expect([...second.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['华瑞']);
  });

  it('opens the profile when a row is clicked anywhere', async () => {
    server();
    const { router } = renderRoutes(routes, { route: '/data/seek?keyword=华瑞' });
    fireEvent.click(await screen.findByText('软件和信息技术服务业'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/details/42'));
  });

  it('adds a clicked facet value to the search and the address, summarises the chosen conditions, and 清空 clears them', async () => {
    const fetchMock = server();
    const { router } = renderRoutes(routes, { route: '/data/seek?keyword=华瑞&page=3' });
    await screen.findByText('找到 12,345 家企业');
    // every value with its count; a value that finds nothing cannot be chosen
    expect(checkValue('100万以内')).toHaveTextContent('100万以内(100)');
    expect(checkValue('100万以内')).toHaveAttribute('aria-label', '100万以内 (100)');
    expect(checkValue('注销')).toHaveAttribute('aria-disabled', 'true');
    expect(drillValue('广东省')).toHaveTextContent('广东省(12,345)');

    fireEvent.click(checkValue('100万以内'));
    await waitFor(() => expect(params(router)).toEqual({ keyword: '华瑞', capital: 'lt100' }));
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toEqual({
        keyword: '华瑞',
        capital: ['lt100'],
        sort: 'relevance',
        page: 1,
        limit: 20,
      }),
    );
    await waitFor(() => expect(checkValue('100万以内')).toHaveAttribute('aria-checked', 'true'));

    fireEvent.click(checkValue('有专利'));
    await waitFor(() => expect(params(router)).toMatchObject({ flags: 'hasPatent' }));
    fireEvent.click(checkValue('存续'));
    await waitFor(() =>
      expect(params(router)).toEqual({
        keyword: '华瑞',
        capital: 'lt100',
        flags: 'hasPatent',
        status: '存续',
      }),
    );
    const chosen = screen.getByRole('group', { name: '已选条件' });
    expect(within(chosen).getByText('注册资本：100万以内')).toBeInTheDocument();
    expect(within(chosen).getByText('有专利')).toBeInTheDocument();
    expect(within(chosen).getByText('登记状态：存续')).toBeInTheDocument();

    // one condition off by its own button
    fireEvent.click(within(chosen).getByRole('button', { name: '移除条件：有专利' }));
    await waitFor(() =>
      expect(params(router)).toEqual({ keyword: '华瑞', capital: 'lt100', status: '存续' }),
    );

    fireEvent.click(button('清空', chosen));
    await waitFor(() => expect(params(router)).toEqual({ keyword: '华瑞' }));
    expect(screen.queryByRole('group', { name: '已选条件' })).not.toBeInTheDocument();
    await waitFor(() => expect(checkValue('100万以内')).toHaveAttribute('aria-checked', 'false'));

    // back walks through the searches
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(checkValue('100万以内')).toHaveAttribute('aria-checked', 'true'));
  });

  it('drills the region down province → city with a breadcrumb that goes back up and clears', async () => {
    const fetchMock = server((body) => {
      const region = (body as { region?: string }).region;
      if (region === '440000') {
        return envelopeResponse(
          seekResult({
            region_path: [{ value: '440000', label: '广东省' }],
            facets: seekFacets({
              region: [
                { value: '440300', label: '深圳市', count: 8_000 },
                { value: '440100', label: '广州市', count: 3_000 },
              ],
            }),
          }),
        );
      }
      if (region === '440300') {
        return envelopeResponse(
          seekResult({
            region_path: [
              { value: '440000', label: '广东省' },
              { value: '440300', label: '深圳市' },
            ],
            facets: seekFacets({ region: [{ value: '440305', label: '南山区', count: 5_000 }] }),
          }),
        );
      }
      return envelopeResponse(seekResult());
    });
    const { router } = renderRoutes(routes, { route: '/data/seek?keyword=华瑞' });
    await screen.findByText('找到 12,345 家企业');

    fireEvent.click(drillValue('广东省'));
    await waitFor(() => expect(params(router)).toEqual({ keyword: '华瑞', region: '440000' }));
    let trail = await screen.findByRole('navigation', { name: '已选地区' });
    expect(within(trail).getByText('广东省')).toHaveAttribute('aria-current', 'true');
    expect(lastSearch(fetchMock)).toMatchObject({ region: '440000' });

    fireEvent.click(await waitFor(() => drillValue('深圳市')));
    await waitFor(() => expect(params(router)).toEqual({ keyword: '华瑞', region: '440300' }));
    await waitFor(() => expect(drillValue('南山区')).toBeInTheDocument());
    trail = screen.getByRole('navigation', { name: '已选地区' });
    expect(within(trail).getByText('深圳市')).toHaveAttribute('aria-current', 'true');
    expect(
      within(screen.getByRole('group', { name: '已选条件' })).getByText('省份地区：广东省 / 深圳市'),
    ).toBeInTheDocument();

    // up one level by the breadcrumb
    fireEvent.click(button('广东省', trail));
    await waitFor(() => expect(params(router)).toEqual({ keyword: '华瑞', region: '440000' }));

    // and off altogether
    trail = await screen.findByRole('navigation', { name: '已选地区' });
    fireEvent.click(within(trail).getByRole('button', { name: '清除地区' }));
    await waitFor(() => expect(params(router)).toEqual({ keyword: '华瑞' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: '已选地区' })).not.toBeInTheDocument(),
    );
  });

  it('sorts, starting again at the first page', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { route: '/data/seek?keyword=华瑞&page=3' });
    await screen.findByText('找到 12,345 家企业');
    expect(lastSearch(fetchMock)).toMatchObject({ page: 3 });

    await chooseOption(user, document.body, '排序方式', '注册资本从高到低');
    await waitFor(() => expect(params(router)).toEqual({ keyword: '华瑞', sort: 'capital_desc' }));
    await waitFor(() => expect(lastSearch(fetchMock)).toMatchObject({ sort: 'capital_desc', page: 1 }));
  });

  it('pages on the server, and stops the pager at the first 5,000 results', async () => {
    const fetchMock = server(() => envelopeResponse(seekResult({ total: 45 })));
    const { router, unmount } = renderRoutes(routes, { route: '/data/seek?keyword=华瑞' });
    await screen.findByText('找到 45 家企业');
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(params(router)).toEqual({ keyword: '华瑞', page: '3' }));
    await waitFor(() => expect(lastSearch(fetchMock)).toMatchObject({ page: 3, limit: 20 }));
    unmount();

    server(() => envelopeResponse(seekResult({ total: 12_345 })));
    renderRoutes(routes, { route: '/data/seek?keyword=华瑞&limit=50' });
    await screen.findByText('找到 12,345 家企业');
    expect(screen.getByText('最多查看前 5,000 条结果，请增加筛选条件缩小范围')).toBeInTheDocument();
    // 5,000 / 50 = 100 pages, not 247
    expect(screen.getByTitle('100')).toBeInTheDocument();
    expect(screen.queryByTitle('247')).not.toBeInTheDocument();
  });

  it('restores the whole search from the address', async () => {
    const fetchMock = server();
    renderRoutes(routes, {
      route:
        '/data/seek?keyword=华瑞&capital=ge5000,lt100&status=存续&flags=hasMobile&sort=date_desc&page=2&limit=50&age=bogus',
    });
    await screen.findByText('找到 12,345 家企业');
    expect(lastSearch(fetchMock)).toEqual({
      keyword: '华瑞',
      capital: ['lt100', 'ge5000'],
      statuses: ['存续'],
      flags: ['hasMobile'],
      sort: 'date_desc',
      page: 2,
      limit: 50,
    });
    expect(searchBox()).toHaveValue('华瑞');
    expect(checkValue('5000万以上')).toHaveAttribute('aria-checked', 'true');
    expect(checkValue('有手机')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('成立日期从晚到早')).toBeInTheDocument();
  });

  it('keeps the box on the search shown when the address changes (back, forward, a link)', async () => {
    server();
    const { router } = renderRoutes(routes, { route: '/data/seek?keyword=华瑞' });
    await screen.findByText('找到 12,345 家企业');
    await act(async () => {
      await router.navigate('/data/seek?keyword=云栖');
    });
    await waitFor(() => expect(searchBox()).toHaveValue('云栖'));
  });

  it('suggests companies while typing (once the typing pauses); choosing one opens its profile', async () => {
    const fetchMock = installFakeServer({
      [SEEK_RECENT]: () => envelopeResponse([]),
      [SEEK_SEARCH]: () => envelopeResponse(seekResult()),
      [SEEK_SUGGEST]: () =>
        envelopeResponse([
          suggestion(),
          suggestion({
            company_id: 43,
            name: '华瑞控股集团有限公司',
            status: '注销',
            former_name: '华瑞实业有限公司',
          }),
        ]),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { route: '/data/seek' });
    await screen.findByText('暂无浏览记录，打开企业详情后会出现在这里');

    await user.type(searchBox(), '华瑞');
    const option = await findOption('华瑞控股集团有限公司');
    expect(option).toHaveTextContent('曾用名：华瑞实业有限公司');
    expect(option.querySelector('mark')).toHaveTextContent('华瑞');
    // asked once for the whole word, not per character
    const asked = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(SEEK_SUGGEST));
    expect(asked).toEqual([`${SEEK_SUGGEST}?keyword=${encodeURIComponent('华瑞')}`]);

    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/details/43'));
    expect(postedBodies(fetchMock, SEEK_SEARCH)).toHaveLength(0);
  });

  it('moves through the suggestions with the arrow keys: Enter on one opens it, Enter on none searches', async () => {
    const fetchMock = installFakeServer({
      [SEEK_RECENT]: () => envelopeResponse([]),
      [SEEK_SEARCH]: () => envelopeResponse(seekResult()),
      [SEEK_SUGGEST]: () => envelopeResponse([suggestion()]),
    });
    const user = userEvent.setup();
    const first = renderRoutes(routes, { route: '/data/seek' });
    await user.type(searchBox(), '华瑞');
    await findOption('深圳华瑞科技有限公司');
    // (rc-select reads the legacy `which`, which user-event leaves at 0 under jsdom)
    fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(params(first.router)).toEqual({ keyword: '华瑞' }));
    expect(first.router.state.location.pathname).toBe('/data/seek');
    first.unmount();

    const second = renderRoutes(routes, { route: '/data/seek' });
    await user.type(searchBox(), '华瑞');
    await findOption('深圳华瑞科技有限公司');
    const input = searchBox();
    // no suggestion is active yet: the box names none (never a missing element)
    expect(input).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    await waitFor(() =>
      expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')).toHaveAttribute(
        'aria-label',
        '深圳华瑞科技有限公司',
      ),
    );
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/data/details/42'));
    expect(postedBodies(fetchMock, SEEK_SEARCH)).toHaveLength(1);
  });

  it('shows a failed search with a retry', async () => {
    let fail = true;
    server(() => (fail ? envelopeResponse(null, 500, '服务器开小差了') : envelopeResponse(seekResult())));
    renderRoutes(routes, { route: '/data/seek?keyword=华瑞' });
    expect(await screen.findByText('企业搜索失败')).toBeInTheDocument();
    expect(screen.getByText('服务器开小差了')).toBeInTheDocument();
    fail = false;
    fireEvent.click(button('重试'));
    expect(await screen.findByText('找到 12,345 家企业')).toBeInTheDocument();
  });

  it('says so when nothing is found', async () => {
    server(() => envelopeResponse(seekResult({ total: 0, list: [] })));
    renderRoutes(routes, { route: '/data/seek?keyword=不存在的企业' });
    expect(await screen.findByText('找到 0 家企业')).toBeInTheDocument();
    expect(screen.getByText('暂无符合条件的企业，请试一试其他关键词或筛选条件')).toBeInTheDocument();
  });

  it('ticks rows for the actions, keeps them while paging and clears them when the keyword changes', async () => {
    const pages: Record<number, ReturnType<typeof seekRow>[]> = {
      1: [
        seekRow(),
        seekRow({ company_id: 43, name: '杭州云栖数据有限公司' }),
        seekRow({ company_id: 44, name: '上海浦江软件有限公司' }),
      ],
      2: [seekRow({ company_id: 45, name: '北京中关村电子有限公司' })],
    };
    server((body) =>
      envelopeResponse(seekResult({ total: 23, list: pages[(body as { page: number }).page] ?? [] })),
    );
    const resultActions = vi.fn((_state: unknown, _result: unknown, selected: number[]) => (
      <output>{`操作对象 ${selected.join(',')}`}</output>
    ));
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [{ path: '/data/seek', element: <CompanySeekPage resultActions={resultActions} /> }],
      { route: '/data/seek?keyword=科技' },
    );
    await screen.findByText('找到 23 家企业');
    const picked = () => resultActions.mock.lastCall?.[2];
    expect(picked()).toEqual([]);
    expect(screen.queryByText(/已选/)).not.toBeInTheDocument();

    // each row's checkbox is named after its company; ticking it opens no profile
    await user.click(screen.getByRole('checkbox', { name: '选择 杭州云栖数据有限公司' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 深圳华瑞科技有限公司' }));
    expect(router.state.location.pathname).toBe('/data/seek');
    expect(picked()).toEqual([43, 42]);
    expect(screen.getByText('已选 2 家')).toBeInTheDocument();
    expect(screen.getByText('操作对象 43,42')).toBeInTheDocument();
    // two of three: 全选本页 is half ticked
    const pageBox = screen.getByRole('checkbox', { name: '全选本页' });
    expect(pageBox).not.toBeChecked();
    expect(pageBox.closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');

    // another page of the same search keeps them
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByRole('checkbox', { name: '选择 北京中关村电子有限公司' });
    expect(screen.getByText('已选 2 家')).toBeInTheDocument();
    expect(picked()).toEqual([43, 42]);
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(picked()).toEqual([43, 42, 45]);
    fireEvent.click(screen.getByTitle('1'));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '选择 杭州云栖数据有限公司' })).toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: '选择 上海浦江软件有限公司' })).not.toBeChecked();

    // 取消选择 clears them all; 全选本页 ticks the page
    await user.click(screen.getByRole('button', { name: '取消选择' }));
    expect(picked()).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(picked()).toEqual([42, 43, 44]);
    await user.click(screen.getByRole('checkbox', { name: '选择 上海浦江软件有限公司' }));
    expect(picked()).toEqual([42, 43]);

    // a new keyword is a new search: nothing ticked
    await user.clear(searchBox());
    await user.type(searchBox(), '云栖{Enter}');
    await waitFor(() => expect(params(router)).toEqual({ keyword: '云栖' }));
    await waitFor(() => expect(picked()).toEqual([]));
    expect(screen.queryByText(/已选/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '选择 深圳华瑞科技有限公司' })).not.toBeChecked();
  });

  it('on a phone keeps the filters folded behind a button that counts the chosen ones', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === PHONE_QUERY,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    server();
    renderRoutes(routes, { route: '/data/seek?keyword=华瑞&capital=lt100' });
    await screen.findByText('找到 12,345 家企业');
    const toggle = button('筛选（1）');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('100-200万')).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(await screen.findByText('100-200万')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
