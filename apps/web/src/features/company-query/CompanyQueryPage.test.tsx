import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdvancedQueryResult, QueryConditionsInput, SeekRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import { seekRow } from '../../test/seek-fixtures.ts';
import { CompanyQueryPage } from './CompanyQueryPage.tsx';

const QUERY = '/api/admin/Enterprise/advancedQuery';
const REGIONS = '/api/sys/sysarea/getCityAll';
const INDUSTRIES = '/api/api/ShopProduct/getIndustryList';

const regionTree = [
  {
    sys_area_id: 440000,
    label: '广东省',
    children: [
      { sys_area_id: 440300, label: '深圳市', children: [{ sys_area_id: 440305, label: '南山区' }] },
    ],
  },
  { sys_area_id: 330000, label: '浙江省', children: [{ sys_area_id: 330100, label: '杭州市' }] },
];
const industries = [
  {
    code: 'I',
    name: '信息传输、软件和信息技术服务业',
    children: [{ code: '65', name: '软件和信息技术服务业' }],
  },
];

function result(
  total = 12_345,
  rows: SeekRow[] = [seekRow(), seekRow({ company_id: 43, name: '杭州云栖数据有限公司' })],
) {
  return { total, list: rows } satisfies AdvancedQueryResult;
}

function server(answer: (body: unknown) => Response = () => envelopeResponse(result())) {
  return installFakeServer({
    [QUERY]: answer,
    [REGIONS]: () => envelopeResponse(regionTree),
    [INDUSTRIES]: () => envelopeResponse(industries),
  });
}

const routes = [
  {
    path: '/data/query',
    element: <CompanyQueryPage renderRow={(row) => <li data-testid="row">{row.name}</li>} />,
  },
];
type Router = ReturnType<typeof renderRoutes>['router'];
const asked = (router: Router): unknown => {
  const q = new URLSearchParams(router.state.location.search).get('q');
  return q ? JSON.parse(q) : null;
};
const summary = () => screen.getByTestId('query-summary');

async function addCondition(user: ReturnType<typeof userEvent.setup>, group: HTMLElement, field: string) {
  await user.click(within(group).getByRole('button', { name: /添加条件/ }));
  // each group's menu has its own pop-up: the one just opened is the last
  const items = await screen.findAllByRole('menuitem', { name: field });
  await user.click(items.at(-1)!);
}
const groupBox = (n: number) => screen.getByRole('group', { name: `条件组 ${n}` });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CompanyQueryPage (/data/query)', () => {
  it('builds two groups, one excluded, shows the query in words, runs it and shows the exact count and rows', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { route: '/data/query' });

    expect(await screen.findByRole('heading', { name: '高级查询' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('尚未添加条件');

    // group 1: name or scope holds 科技, status 存续, has a mobile
    await addCondition(user, groupBox(1), '关键词');
    await user.type(within(groupBox(1)).getByRole('textbox', { name: '关键词' }), '科技');
    await user.click(within(groupBox(1)).getByRole('checkbox', { name: '经营范围' }));
    await addCondition(user, groupBox(1), '登记状态');
    await user.click(within(groupBox(1)).getByText('存续'));
    await addCondition(user, groupBox(1), '联系方式与知识产权');

    // group 2, excluded: 有失信被执行人 (the default risk) or rather 经营异常
    await user.click(screen.getByRole('button', { name: '添加条件组' }));
    await user.click(within(groupBox(2)).getByRole('checkbox', { name: '排除满足本组的企业' }));
    await addCondition(user, groupBox(2), '风险信息');
    await addCondition(user, groupBox(2), '参保人数');
    await user.click(within(groupBox(2)).getByText('10-49人'));

    expect(summary()).toHaveTextContent(
      '（企业名称或经营范围包含“科技” 且 登记状态为 存续 且 有手机） 并且 非（有失信被执行人 且 参保人数 10-49人）',
    );
    await user.click(screen.getByText('或者（满足任一组）'));
    expect(summary()).toHaveTextContent('有手机） 或者 非（');

    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('找到 12,345 家企业')).toBeInTheDocument();
    expect(screen.getAllByTestId('row').map((r) => r.textContent)).toEqual([
      '深圳华瑞科技有限公司',
      '杭州云栖数据有限公司',
    ]);
    const want: QueryConditionsInput = {
      combine: 'or',
      groups: [
        {
          not: false,
          conditions: [
            { field: 'keyword', text: '科技', ranges: [0, 1] },
            { field: 'status', values: ['存续'] },
            { field: 'flag', key: 'hasMobile', has: true },
          ],
        },
        {
          not: true,
          conditions: [
            { field: 'risk', kind: 'dishonest', has: true },
            { field: 'insured', bands: ['10-49'] },
          ],
        },
      ],
    };
    expect(postedBodies(fetchMock, QUERY).at(-1)).toEqual({ ...want, sort: 'default', page: 1, limit: 20 });
    // the query lives in the address
    expect(asked(router)).toEqual(want);

    // sort and pages ask again and keep the query
    await user.click(screen.getByRole('combobox', { name: '排序方式' }));
    await user.click(await screen.findByTitle('注册资本从高到低'));
    await waitFor(() =>
      expect(postedBodies(fetchMock, QUERY).at(-1)).toMatchObject({ sort: 'capital_desc', page: 1 }),
    );
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(postedBodies(fetchMock, QUERY).at(-1)).toMatchObject({ page: 2 }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    // back: page 1 again, from the address
    await router.navigate(-1);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull());
  });

  it('refuses an incomplete query with the contract’s message, naming the group and condition, and asks nothing', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderRoutes(routes, { route: '/data/query' });
    await screen.findByRole('heading', { name: '高级查询' });

    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请至少添加一个查询条件');

    await addCondition(user, groupBox(1), '风险信息');
    await addCondition(user, groupBox(1), '地区');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('条件组 1 第 2 个条件：请选择地区');
    expect(postedBodies(fetchMock, QUERY)).toEqual([]);

    // removing the condition makes the query valid
    await user.click(within(groupBox(1)).getByRole('button', { name: '删除条件：地区' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(postedBodies(fetchMock, QUERY)).toHaveLength(1));
  });

  it('opens a shared address: the builder shows its query with region names, the results come; 清空 starts over', async () => {
    const shared: QueryConditionsInput = {
      combine: 'and',
      groups: [
        {
          conditions: [
            { field: 'region', op: 'in', codes: ['440000', '330100'] },
            { field: 'region', op: 'not_in', codes: ['440305'] },
            { field: 'industry', op: 'in', codes: ['65'] },
          ],
        },
        { not: true, conditions: [{ field: 'risk', kind: 'executed', has: true }] },
      ],
    };
    const fetchMock = server(() => envelopeResponse(result(0, [])));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, {
      route: `/data/query?q=${encodeURIComponent(JSON.stringify(shared))}&sort=date_desc`,
    });
    expect(await screen.findByText('找到 0 家企业')).toBeInTheDocument();
    expect(screen.getByText('暂无符合条件的企业，请调整查询条件')).toBeInTheDocument();
    expect(postedBodies(fetchMock, QUERY)[0]).toEqual({ ...shared, sort: 'date_desc', page: 1, limit: 20 });
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        '（地区属于 广东省、杭州市 且 地区不属于 南山区 且 行业属于 软件和信息技术服务业） 并且 非（有被执行人）',
      ),
    );
    expect(within(groupBox(2)).getByRole('checkbox', { name: '排除满足本组的企业' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: '清空' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(summary()).toHaveTextContent('尚未添加条件');
    expect(screen.queryByText(/找到/)).toBeNull();
  });

  it('ticks rows for the actions, keeps them on another page and clears them when the keyword changes', async () => {
    const keywordQuery = (text: string): QueryConditionsInput => ({
      combine: 'and',
      groups: [{ not: false, conditions: [{ field: 'keyword', text, ranges: [0] }] }],
    });
    const fetchMock = server((body) => {
      const { page } = body as { page: number };
      return envelopeResponse(
        result(
          23,
          page === 1
            ? [
                seekRow(),
                seekRow({ company_id: 43, name: '杭州云栖数据有限公司' }),
                seekRow({ company_id: 44, name: '上海浦江软件有限公司' }),
              ]
            : [seekRow({ company_id: 45, name: '北京中关村电子有限公司' })],
        ),
      );
    });
    const resultActions = vi.fn((_result: AdvancedQueryResult, selected: number[]) => (
      <output>{`操作对象 ${selected.join(',')}`}</output>
    ));
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        {
          path: '/data/query',
          element: (
            <CompanyQueryPage
              renderRow={(row, check) => (
                <li data-testid="row">
                  {check}
                  {row.name}
                </li>
              )}
              resultActions={resultActions}
            />
          ),
        },
      ],
      { route: `/data/query?q=${encodeURIComponent(JSON.stringify(keywordQuery('科技')))}` },
    );
    await screen.findByText('找到 23 家企业');
    const picked = () => resultActions.mock.lastCall?.[1];
    expect(picked()).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: '选择 深圳华瑞科技有限公司' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 上海浦江软件有限公司' }));
    expect(picked()).toEqual([42, 44]);
    expect(screen.getByText('已选 2 家')).toBeInTheDocument();

    // page 2 of the same query keeps them
    await user.click(screen.getByTitle('2'));
    await screen.findByRole('checkbox', { name: '选择 北京中关村电子有限公司' });
    expect(picked()).toEqual([42, 44]);
    expect(screen.getByText('已选 2 家')).toBeInTheDocument();

    // another keyword is another query: nothing ticked
    const keyword = within(groupBox(1)).getByRole('textbox', { name: '关键词' });
    await user.clear(keyword);
    await user.type(keyword, '云栖');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, QUERY).at(-1)).toEqual({
        ...keywordQuery('云栖'),
        sort: 'default',
        page: 1,
        limit: 20,
      }),
    );
    expect(asked(router)).toEqual(keywordQuery('云栖'));
    await waitFor(() => expect(picked()).toEqual([]));
    expect(screen.queryByText(/已选/)).not.toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: '选择 深圳华瑞科技有限公司' })).not.toBeChecked();
  });

  it('shows the server’s refusal with a retry', async () => {
    server(() => envelopeResponse(null, 400, '地区代码不正确'));
    const shared = { groups: [{ conditions: [{ field: 'flag', key: 'hasTel', has: false }] }] };
    renderRoutes(routes, { route: `/data/query?q=${encodeURIComponent(JSON.stringify(shared))}` });
    expect(await screen.findByText('高级查询失败')).toBeInTheDocument();
    expect(screen.getByText('地区代码不正确')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('无固话');
  });
});
