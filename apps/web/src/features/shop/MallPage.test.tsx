import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopCategory, ShopProduct } from '@qishu/contract';
import {
  envelopeResponse,
  installFakeServer,
  never,
  postedBodies,
  product,
  productPage,
  SHOP_PRODUCTS_URL,
  SITE_INFO_PATH,
  siteInfo,
} from '../../test/fake-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LoginGateProvider } from '../../lib/session/index.ts';
import { MallPage } from './MallPage.tsx';

const CATES_URL = '/api/api/ShopProduct/getCatesAll';
const SUBS_URL = '/api/api/ShopProduct/getCateSubordinate';
const LABELS_URL = '/api/api/ShopProduct/getAllLabel';
const INDUSTRIES_URL = '/api/api/ShopProduct/getIndustryList';
const REGIONS_URL = '/api/sys/sysarea/getCityAll';

const tree: ShopCategory[] = [
  {
    shop_product_cate_id: 1,
    name: '行业数据',
    brief: '按国民经济行业分类整理的企业名录。',
    children: [
      { shop_product_cate_id: 11, name: '制造业', brief: '制造业是实体经济的主体。', children: [] },
      { shop_product_cate_id: 12, name: '信息技术', brief: '', children: [] },
    ],
  },
  {
    shop_product_cate_id: 2,
    name: '区域数据',
    brief: '按城市群整理的企业名录。',
    children: [{ shop_product_cate_id: 21, name: '长三角', brief: '长三角三省一市。', children: [] }],
  },
];
const regions = [
  {
    sys_area_id: 440000,
    label: '广东省',
    children: [
      { sys_area_id: 440300, label: '深圳市', children: [{ sys_area_id: 440305, label: '南山区' }] },
    ],
  },
  { sys_area_id: 330000, label: '浙江省', children: [{ sys_area_id: 330100, label: '杭州市' }] },
];

interface Body {
  page: number;
  pagesize: number;
  is_hot?: number;
  field?: string;
  [key: string]: unknown;
}
const isMainList = (b: Body) => b.pagesize === 10;

function mallServer(
  opts: {
    main?: (body: Body) => ShopProduct[] | null;
    count?: number;
    hot?: ShopProduct[];
    quality?: ShopProduct[];
    cates?: ShopCategory[];
    siteInfoAnswer?: () => Response | Promise<Response>;
  } = {},
) {
  const cates = opts.cates ?? tree;
  return installFakeServer({
    [SITE_INFO_PATH]: opts.siteInfoAnswer ?? (() => envelopeResponse(siteInfo)),
    [CATES_URL]: () => envelopeResponse(cates),
    [SUBS_URL]: (body) => {
      const id = (body as { shop_product_cate_id: number }).shop_product_cate_id;
      return envelopeResponse(cates.find((c) => c.shop_product_cate_id === id)?.children ?? []);
    },
    [LABELS_URL]: () =>
      envelopeResponse([
        { shop_label_id: 2, label_name: '含联系方式' },
        { shop_label_id: 3, label_name: '规模以上' },
      ]),
    [INDUSTRIES_URL]: () =>
      envelopeResponse([
        { code: 'C', name: '制造业' },
        { code: 'I', name: '信息传输、软件和信息技术服务业' },
      ]),
    [REGIONS_URL]: () => envelopeResponse(regions),
    [SHOP_PRODUCTS_URL]: (raw) => {
      const body = raw as Body;
      if (body.pagesize === 6)
        return envelopeResponse(
          productPage(opts.hot ?? [product({ shop_product_id: 900, name: '热门商品' })]),
        );
      if (body.pagesize === 5)
        return envelopeResponse(
          productPage(opts.quality ?? [product({ shop_product_id: 800, name: '高质量商品' })]),
        );
      const res = opts.main
        ? opts.main(body)
        : [product({ shop_product_id: 100 + body.page, name: `第${body.page}页商品` })];
      return envelopeResponse(productPage(res ?? [], res?.length ? (opts.count ?? 30) : 0));
    },
  });
}

const cardOf = (el: HTMLElement) => el.closest<HTMLElement>('[role="button"]')!;

function mainBodies(fetchMock: ReturnType<typeof installFakeServer>) {
  return (postedBodies(fetchMock, SHOP_PRODUCTS_URL) as Body[]).filter(isMainList);
}

function renderMall(
  route = '/mall',
  gate = { loggedIn: true, openLogin: vi.fn() },
  onOpenProduct?: (p: ShopProduct) => void,
) {
  return renderRoutes(
    [
      {
        path: '/mall',
        element: (
          <LoginGateProvider value={gate}>
            <MallPage onOpenProduct={onOpenProduct} />
          </LoginGateProvider>
        ),
      },
      { path: '/custom', element: <p>定制页</p> },
      { path: '/popular', element: <p>热门页</p> },
    ],
    { route },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MallPage banner', () => {
  it('shows the claim from the site info and the real local count', async () => {
    mallServer();
    renderMall();
    expect(await screen.findByText('超过2.3亿企业数据，日新增10万+')).toBeInTheDocument();
    expect(screen.getByText('123,456')).toBeInTheDocument();
  });

  it('keeps the banner and list when the site info is still loading', async () => {
    mallServer({ siteInfoAnswer: never });
    renderMall();
    expect(screen.getByRole('heading', { name: '企业数据商城' })).toBeInTheDocument();
    expect(await screen.findByText('第1页商品')).toBeInTheDocument();
  });

  it('the 定制数据 button opens the login dialog for a visitor', async () => {
    mallServer();
    const user = userEvent.setup();
    const gate = { loggedIn: false, openLogin: vi.fn() };
    const { router } = renderMall('/mall', gate);
    await user.click(screen.getByRole('button', { name: '定制数据' }));
    expect(gate.openLogin).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/mall');
  });

  it('the 定制数据 button goes to /custom when signed in', async () => {
    mallServer();
    const user = userEvent.setup();
    const { router } = renderMall();
    await user.click(screen.getByRole('button', { name: '定制数据' }));
    expect(await screen.findByText('定制页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/custom');
  });
});

describe('MallPage sections', () => {
  it('shows the hot six and the high-quality five (by record count)', async () => {
    const fetchMock = mallServer();
    renderMall();
    expect(await screen.findByText('热门商品')).toBeInTheDocument();
    expect(await screen.findByText('高质量商品')).toBeInTheDocument();
    const bodies = postedBodies(fetchMock, SHOP_PRODUCTS_URL);
    expect(bodies).toContainEqual({ is_hot: 1, page: 1, pagesize: 6 });
    expect(bodies).toContainEqual({ field: 'counts', page: 1, pagesize: 5 });
    expect(screen.getByRole('link', { name: '查看全部热门数据' })).toHaveAttribute('href', '/popular');
  });

  it('shows every empty text: 暂无热门数据, 暂无高质量数据, 暂无商品, then 暂无数据… once filtered', async () => {
    mallServer({ hot: [], quality: [], main: () => [] });
    renderMall();
    expect(await screen.findByText('暂无热门数据')).toBeInTheDocument();
    expect(await screen.findByText('暂无高质量数据')).toBeInTheDocument();
    expect(await screen.findByText('暂无商品')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据，请试一试其他条件')).not.toBeInTheDocument();
  });

  it('a filtered list that finds nothing asks to try other conditions', async () => {
    mallServer({ main: (b) => (b.is_hot === 0 ? [] : [product()]) });
    renderMall('/mall?hot=0');
    expect(await screen.findByText('暂无数据，请试一试其他条件')).toBeInTheDocument();
    expect(screen.queryByText('暂无商品')).not.toBeInTheDocument();
  });

  it('shows 暂无分类 when there are no categories', async () => {
    mallServer({ cates: [] });
    renderMall();
    expect(await screen.findByText('暂无分类')).toBeInTheDocument();
    expect(screen.getByText('全部', { selector: '.ant-tabs-tab-btn' })).toBeInTheDocument();
  });
});

describe('MallPage categories', () => {
  it('category tab → subcategory → topic panel, with both ids in the request and the address', async () => {
    const fetchMock = mallServer();
    const user = userEvent.setup();
    const { router } = renderMall();

    await user.click(await screen.findByText('行业数据', { selector: '.ant-tabs-tab-btn' }));
    await waitFor(() => expect(router.state.location.search).toBe('?cate=1'));
    // the tab's own topic text, then its subcategories from getCateSubordinate
    expect(await screen.findByText('按国民经济行业分类整理的企业名录。')).toBeInTheDocument();
    await waitFor(() => expect(postedBodies(fetchMock, SUBS_URL)).toEqual([{ shop_product_cate_id: 1 }]));
    const menu = screen.getByLabelText('商品子分类');
    await user.click(within(menu).getByText('制造业'));

    expect(await screen.findByText('制造业是实体经济的主体。')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cate=1&sub=11');
    await waitFor(() =>
      expect(mainBodies(fetchMock).at(-1)).toEqual({
        shop_cate_id: 1,
        shop_cate_id2: 11,
        page: 1,
        pagesize: 10,
      }),
    );

    // a subcategory without a topic text
    await user.click(within(menu).getByText('信息技术'));
    expect(await screen.findByText('暂无专题介绍')).toBeInTheDocument();

    // the submenu collapses and expands again
    await user.click(within(menu).getByText('行业数据'));
    await waitFor(() => expect(within(menu).queryByText('制造业')).not.toBeVisible());
    await user.click(within(menu).getByText('行业数据'));
    await waitFor(() => expect(within(menu).getByText('制造业')).toBeVisible());

    // back to 全部 clears both
    await user.click(screen.getByText('全部', { selector: '.ant-tabs-tab-btn' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText('暂无专题介绍')).not.toBeInTheDocument();
  });

  it('in 全部 the menu lists every category with its children; a subcategory selects its tab', async () => {
    mallServer();
    const user = userEvent.setup();
    const { router } = renderMall();
    const menu = await screen.findByLabelText('商品子分类');
    await waitFor(() => expect(within(menu).getByText('区域数据')).toBeInTheDocument());
    await user.click(within(menu).getByText('区域数据'));
    await user.click(await within(menu).findByText('长三角'));
    await waitFor(() => expect(router.state.location.search).toBe('?cate=2&sub=21'));
    expect(await screen.findByText('长三角三省一市。')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '区域数据', selected: true })).toBeInTheDocument();
  });
});

describe('MallPage filters and paging', () => {
  it('sends the filters of the address in the request body and shows them', async () => {
    const fetchMock = mallServer();
    renderMall('/mall?year=2024&area=440305&industry=C&hot=1&label=2,3&kw=软件&page=2');
    await waitFor(() =>
      expect(mainBodies(fetchMock)[0]).toEqual({
        year: '2024',
        sys_area_id: 440305,
        industry: 'C',
        is_hot: 1,
        label: [2, 3],
        keywords: '软件',
        page: 2,
        pagesize: 10,
      }),
    );
    expect(await screen.findByDisplayValue('2024')).toBeInTheDocument();
    expect(await screen.findByText('广东省 / 深圳市 / 南山区')).toBeInTheDocument();
    expect(await within(screen.getByRole('search')).findByTitle('制造业')).toBeInTheDocument();
    expect(screen.getByDisplayValue('软件')).toBeInTheDocument();
    // labels show one tag plus a count
    expect(await screen.findByText('含联系方式')).toBeInTheDocument();
    expect(screen.getByText('+ 1 ...')).toBeInTheDocument();
  });

  it('choosing 全国 (first in the cascader), 热门 是 and a keyword sends them and resets the page', async () => {
    const fetchMock = mallServer();
    const user = userEvent.setup();
    const { router } = renderMall('/mall?page=3');
    expect(await screen.findByText('第3页商品')).toBeInTheDocument();

    await user.click(screen.getByLabelText('选择地区'));
    const options = await screen.findAllByRole('menuitemcheckbox');
    expect(options[0]).toHaveTextContent('全国');
    // a province with cities is named by its label alone (the expand arrow is hidden decoration)
    expect(screen.getByRole('menuitemcheckbox', { name: '广东省' })).toBeInTheDocument();
    await user.click(options[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?area=-1'));

    await user.click(screen.getByLabelText('是否热门'));
    await user.click(await screen.findByTitle('是'));
    await waitFor(() => expect(router.state.location.search).toBe('?area=-1&hot=1'));

    await user.type(screen.getByLabelText('搜索商品'), '制造{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?area=-1&hot=1&kw=%E5%88%B6%E9%80%A0'));
    await waitFor(() =>
      expect(mainBodies(fetchMock).at(-1)).toEqual({
        sys_area_id: -1,
        is_hot: 1,
        keywords: '制造',
        page: 1,
        pagesize: 10,
      }),
    );

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    // back restores the previous filters
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?area=-1&hot=1&kw=%E5%88%B6%E9%80%A0'));
    expect(await screen.findByDisplayValue('制造')).toBeInTheDocument();
  });

  it('10 a page with numbered pagination and a 下一页 button, kept in the address', async () => {
    const fetchMock = mallServer();
    const user = userEvent.setup();
    const { router } = renderMall();
    expect(await screen.findByText('第1页商品')).toBeInTheDocument();
    const list = screen.getByText('第1页商品').closest('section') as HTMLElement;
    // the pager's code loads after the cards (ProductPager is its own chunk)
    await user.click(await within(list).findByTitle('2'));
    expect(await screen.findByText('第2页商品')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await user.click(within(list).getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第3页商品')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(mainBodies(fetchMock).map((b) => b.page)).toEqual([1, 2, 3]);
  });

  it('reads a nonsense page number as page 1', async () => {
    const fetchMock = mallServer();
    renderMall('/mall?page=abc&area=x&hot=7');
    expect(await screen.findByText('第1页商品')).toBeInTheDocument();
    expect(mainBodies(fetchMock)).toEqual([{ page: 1, pagesize: 10 }]);
  });
});

describe('MallPage products', () => {
  it('opens a product through onOpenProduct and warns about a withdrawn one', async () => {
    mallServer({
      main: () => [
        product({ shop_product_id: 1, name: '在售商品' }),
        product({ shop_product_id: 2, name: '下架商品', status: 2 }),
      ],
      count: 2,
    });
    const onOpen = vi.fn<(p: ShopProduct) => void>();
    const user = userEvent.setup();
    renderMall('/mall', undefined, onOpen);

    await user.click(cardOf(await screen.findByText('下架商品')));
    expect(await screen.findByText('该产品已下架，请联系客服人员！')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();

    await user.click(cardOf(screen.getByText('在售商品')));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]?.[0].shop_product_id).toBe(1);

    await user.click(cardOf(screen.getByText('热门商品')));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
