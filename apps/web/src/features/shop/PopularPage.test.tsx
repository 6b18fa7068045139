import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopProduct } from '@qishu/contract';
import {
  envelopeResponse,
  installFakeServer,
  postedBodies,
  product,
  productPage,
  SHOP_PRODUCTS_URL,
} from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PopularPage } from './PopularPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const cardOf = (el: HTMLElement) => el.closest<HTMLElement>('[role="button"]')!;

describe('PopularPage', () => {
  it('lists hot products, opens one through onOpenProduct and warns about a withdrawn one', async () => {
    const fetchMock = installFakeServer({
      [SHOP_PRODUCTS_URL]: () =>
        envelopeResponse(
          productPage([
            product({ shop_product_id: 1, name: '热门在售', is_hot: 1 }),
            product({ shop_product_id: 2, name: '热门下架', is_hot: 1, status: 2 }),
          ]),
        ),
    });
    const onOpen = vi.fn<(p: ShopProduct) => void>();
    const user = userEvent.setup();
    renderWithProviders(<PopularPage onOpenProduct={onOpen} />, { route: '/popular' });

    await user.click(cardOf(await screen.findByText('热门下架')));
    expect(await screen.findByText('该产品已下架，请联系客服人员！')).toBeInTheDocument();
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(cardOf(screen.getByText('热门在售')));
    expect(onOpen.mock.calls[0]?.[0].shop_product_id).toBe(1);
    expect(postedBodies(fetchMock, SHOP_PRODUCTS_URL)).toEqual([{ is_hot: 1, page: 1, pagesize: 10 }]);
  });

  it('shows 暂无热门数据 when nothing is hot', async () => {
    installFakeServer({ [SHOP_PRODUCTS_URL]: () => envelopeResponse(productPage([])) });
    renderWithProviders(<PopularPage />, { route: '/popular' });
    expect(await screen.findByText('暂无热门数据')).toBeInTheDocument();
  });
});
