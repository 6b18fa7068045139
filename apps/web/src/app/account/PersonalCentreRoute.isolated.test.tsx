import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPaths, ShopCartPaths, ShopDeliveryPaths } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies, product } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { PersonalCentreRoute } from './PersonalCentreRoute.tsx';

// The page frame and the session guard are tested on their own; here only the cart's wiring matters.
vi.mock('../auth/RequireSession.tsx', () => ({
  RequireSession: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../../features/account/PersonalCenterPage.tsx', () => ({
  PersonalCenterPage: ({ sections }: { sections: Record<string, ReactNode> }) => sections.cart,
}));

const url = (path: string) => `/api${path}`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PersonalCentreRoute purchase wiring', () => {
  it("the cart's 立即购买 opens the purchase modal for that item", async () => {
    const fetchMock = installFakeServer({
      [url(ShopCartPaths.getCartList)]: () =>
        envelopeResponse({
          data: [
            {
              ...product({ shop_product_id: 12, name: '购物车里的数据', price: '58.8' }),
              shop_cart_id: 4,
              added: '2026-11-20 10:05:00',
              sold_off: false,
              bought: false,
            },
          ],
          count: 1,
        }),
      [url(ShopDeliveryPaths.getemailInfo)]: () => envelopeResponse({ valid: true }),
      [url(PaymentPaths.getPayUrl)]: () =>
        envelopeResponse(null, 400, '商品价格已变更，请刷新页面后重新下单'),
    });
    signIn(userInfo({ sys_user_id: 7, email: 'buyer@example.com' }));
    renderWithProviders(<PersonalCentreRoute />, { route: '/manin/cart' });
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    const dialog = await findDialog('购买数据');
    expect(dialog).toHaveTextContent('购物车里的数据');
    expect(dialog).toHaveTextContent('¥58.80');
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, url(PaymentPaths.getPayUrl))).toEqual([
        {
          money: 58.8,
          shop_product_id: 12,
          sys_user_id: 7,
          type: 1,
          email: 'buyer@example.com',
          pay_type: 0,
        },
      ]),
    );
    // the server's refusal is shown and the flow stays at step 1
    expect((await screen.findAllByText('商品价格已变更，请刷新页面后重新下单')).length).toBeGreaterThan(0);
    expect(screen.queryByAltText('支付二维码')).not.toBeInTheDocument();
  });
});
