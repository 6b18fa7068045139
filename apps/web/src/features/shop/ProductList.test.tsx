import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopProduct } from '@qishu/contract';
import { setApiNotifier } from '../../lib/api/index.ts';
import {
  envelopeResponse,
  installFakeServer,
  never,
  postedBodies,
  product,
  productPage,
  SHOP_PRODUCTS_URL,
} from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { projectArt } from './product-art.ts';
import { ProductList, type ProductFilters } from './ProductList.tsx';

const notify = vi.fn<(text: string) => void>();
let restoreNotifier: () => void;

beforeEach(() => {
  restoreNotifier = setApiNotifier(notify);
});

afterEach(() => {
  restoreNotifier();
  notify.mockReset();
  vi.unstubAllGlobals();
});

function List({
  filters,
  onOpenProduct,
  emptyText = '暂无商品',
}: {
  filters?: ProductFilters;
  onOpenProduct?: (p: ShopProduct) => void;
  emptyText?: string;
}) {
  const [page, setPage] = useState(1);
  return (
    <ProductList
      filters={filters}
      page={page}
      pageSize={10}
      onPageChange={setPage}
      emptyText={emptyText}
      onOpenProduct={onOpenProduct}
    />
  );
}

describe('ProductList', () => {
  it('shows a loading skeleton while the first page loads', async () => {
    const fetchMock = installFakeServer({ [SHOP_PRODUCTS_URL]: never });

    renderWithProviders(<List />);

    expect(await screen.findByRole('status', { name: '商品加载中' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    expect(postedBodies(fetchMock, SHOP_PRODUCTS_URL)).toEqual([{ page: 1, pagesize: 10 }]);
  });

  it('shows 暂无商品 when there are no products', async () => {
    installFakeServer({ [SHOP_PRODUCTS_URL]: () => envelopeResponse(productPage([])) });

    renderWithProviders(<List />);

    expect(await screen.findByText('暂无商品')).toBeInTheDocument();
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    expect(screen.queryByRole('status', { name: '商品加载中' })).not.toBeInTheDocument();
  });

  it('uses the empty text it is given', async () => {
    installFakeServer({ [SHOP_PRODUCTS_URL]: () => envelopeResponse(productPage([])) });
    renderWithProviders(<List emptyText="暂无热门数据" />);
    expect(await screen.findByText('暂无热门数据')).toBeInTheDocument();
  });

  it('shows the error with a retry button, without a toast, and loads again on retry', async () => {
    let calls = 0;
    const fetchMock = installFakeServer({
      [SHOP_PRODUCTS_URL]: () => {
        calls += 1;
        return calls === 1
          ? new Response('Bad Gateway', { status: 502 })
          : envelopeResponse(productPage([product()]));
      },
    });
    const user = userEvent.setup();

    renderWithProviders(<List />);

    expect(await screen.findByText('商品加载失败')).toBeInTheDocument();
    expect(screen.getByText('网络异常，请稍后刷新页面重试！')).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '重新加载' }));

    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
    expect(screen.queryByText('商品加载失败')).not.toBeInTheDocument();
    expect(postedBodies(fetchMock, SHOP_PRODUCTS_URL)).toHaveLength(2);
  });

  it('shows the server error text of a business failure', async () => {
    installFakeServer({ [SHOP_PRODUCTS_URL]: () => envelopeResponse(null, 400, '参数不正确') });
    renderWithProviders(<List />);
    expect(await screen.findByText('参数不正确')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('treats an answer without the product rows or their count as an error', async () => {
    installFakeServer({ [SHOP_PRODUCTS_URL]: () => envelopeResponse({ rows: [], total: 1 }) });
    renderWithProviders(<List />);
    expect(await screen.findByText('商品数据格式不正确，请稍后重试')).toBeInTheDocument();
  });

  it('renders one card per product with its facts, price and markers', async () => {
    installFakeServer({
      [SHOP_PRODUCTS_URL]: () =>
        envelopeResponse(
          productPage(
            [
              product({ shop_product_id: 1, name: '浙江省软件企业名录', is_hot: 1 }),
              product({
                shop_product_id: 2,
                name: '广东省制造业企业',
                gs_basic_counts: 2300000,
                sys_area_name: '广东省',
                industry: '制造业',
                year: '2023',
                price: '56000',
                status: 2,
              }),
              product({ shop_product_id: 3, name: '江苏省外贸企业', price: '0.5' }),
            ],
            3,
          ),
        ),
    });

    renderWithProviders(<List />);

    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(3);
    const [hot, withdrawn, plain] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(hot).getByRole('heading', { name: '浙江省软件企业名录' })).toBeInTheDocument();
    expect(within(hot).getByText('12,345 条')).toBeInTheDocument();
    expect(within(hot).getByText('浙江省')).toBeInTheDocument();
    expect(within(hot).getByText('软件和信息技术服务业')).toBeInTheDocument();
    expect(within(hot).getByText('2024')).toBeInTheDocument();
    expect(within(hot).getByText('¥1,234.50')).toBeInTheDocument();
    expect(within(hot).getByText('热门')).toBeInTheDocument();
    expect(within(hot).queryByText('已下架')).not.toBeInTheDocument();

    expect(within(withdrawn).getByText('2,300,000 条')).toBeInTheDocument();
    expect(within(withdrawn).getByText('¥56,000.00')).toBeInTheDocument();
    expect(within(withdrawn).getByText('已下架')).toBeInTheDocument();
    expect(within(withdrawn).queryByText('热门')).not.toBeInTheDocument();

    expect(within(plain).getByText('¥0.50')).toBeInTheDocument();
    expect(within(plain).queryByText('热门')).not.toBeInTheDocument();
    expect(within(plain).queryByText('已下架')).not.toBeInTheDocument();

    // Rotating art: card n of page 1 wears project n.
    const art = (card: HTMLElement) =>
      (card.querySelector('[style*="background-image"]') as HTMLElement).style.backgroundImage;
    expect(art(hot)).toContain(projectArt(1));
    expect(art(withdrawn)).toContain(projectArt(2));
    expect(art(plain)).toContain(projectArt(3));
  });

  it('asks for the next page through the numbered pagination', async () => {
    const fetchMock = installFakeServer({
      [SHOP_PRODUCTS_URL]: (body) => {
        const { page } = body as { page: number };
        return envelopeResponse(
          productPage([product({ shop_product_id: page, name: `第${page}页商品` })], 25),
        );
      },
    });
    const user = userEvent.setup();

    renderWithProviders(<List filters={{ is_hot: 1 }} />);
    expect(await screen.findByText('第1页商品')).toBeInTheDocument();

    // the pager's code loads after the cards (ProductPager is its own chunk)
    await user.click(await screen.findByTitle('2'));

    expect(await screen.findByText('第2页商品')).toBeInTheDocument();
    expect(postedBodies(fetchMock, SHOP_PRODUCTS_URL)).toEqual([
      { is_hot: 1, page: 1, pagesize: 10 },
      { is_hot: 1, page: 2, pagesize: 10 },
    ]);
    expect(screen.getByTitle('3')).toBeInTheDocument();
    expect(screen.queryByTitle('4')).not.toBeInTheDocument();
  });

  it('opens an on-shelf product and warns about a withdrawn one', async () => {
    installFakeServer({
      [SHOP_PRODUCTS_URL]: () =>
        envelopeResponse(
          productPage([
            product({ shop_product_id: 1, name: '在售商品' }),
            product({ shop_product_id: 2, name: '下架商品', status: 2 }),
          ]),
        ),
    });
    const onOpen = vi.fn<(p: ShopProduct) => void>();
    const user = userEvent.setup();

    renderWithProviders(<List onOpenProduct={onOpen} />);
    const [onShelf, withdrawn] = (await screen.findAllByRole('button', { name: /商品/ })) as [
      HTMLElement,
      HTMLElement,
    ];

    await user.click(withdrawn);
    expect(await screen.findByText('该产品已下架，请联系客服人员！')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();

    onShelf.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    expect(onOpen.mock.calls[0]?.[0].shop_product_id).toBe(1);
  });

  it('cards are not buttons when nothing opens them', async () => {
    installFakeServer({ [SHOP_PRODUCTS_URL]: () => envelopeResponse(productPage([product()])) });
    renderWithProviders(<List />);
    await screen.findAllByTestId('product-card');
    expect(screen.queryByRole('button', { name: /浙江省软件企业名录/ })).not.toBeInTheDocument();
  });
});
