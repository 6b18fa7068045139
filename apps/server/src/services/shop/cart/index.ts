import { createSearchEngine } from '../../../search/index.ts';
import {
  fenToYuan,
  ProductStatus,
  regCapitalText,
  ShopCartMessages as M,
  type AddCartResponse,
  type CompanyPreview,
  type GetCartListResponse,
  type GetShopBasicDatasResponse,
  type GetUserOrdersResponse,
  type ShopProduct,
} from '@qishu/contract';
import type { Db } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../shared/errors.ts';
import { CompanyRepository } from '../../../repositories/company-repository.ts';
import type { DataScope } from '../../../repositories/data-scope.ts';
import { RegionRepository } from '../../../repositories/region-repository.ts';
import { ShopCartRepository } from '../../../repositories/shop-cart-repository.ts';
import { ShopOrderRepository } from '../../../repositories/shop-order-repository.ts';
import { ShopProductRepository } from '../../../repositories/shop-product-repository.ts';
import { dataScopeOf } from '../../access/permits.ts';
import { shanghaiTime } from '../../../shared/shanghai-time.ts';
import type { Clock } from '../../identity/clock.ts';
import { assertSelf } from '../../identity/guard.ts';
import type { AuthContext } from '../../identity/session-service.ts';
import { productView } from '../product-view.ts';

/** The shopper's own rows: a body id other than the session's is refused (403), admins included. */
function self(auth: AuthContext, body: { sys_user_id?: number | undefined }): DataScope {
  assertSelf(auth, { sys_user_id: body.sys_user_id }, { allowAdmin: false });
  return dataScopeOf(auth);
}

type ProductRow = NonNullable<Awaited<ReturnType<ShopProductRepository['one']>>>;

/** Services of the shop's 'cart' part: product detail, preview, cart and account orders. */
export function createShopCartServices(deps: { db: Db; now: Clock }) {
  const db = deps.db.kysely;
  const search = createSearchEngine(deps.db);
  const products = new ShopProductRepository(db);
  const companies = new CompanyRepository(db);
  const regions = new RegionRepository(db);
  const cart = (scope: DataScope) => new ShopCartRepository(db, scope);
  const paidProducts = (scope: DataScope, ids: number[]) =>
    new ShopOrderRepository(db, scope).paidProducts(ids);

  async function productOrThrow(shopProductId: number): Promise<ProductRow> {
    const row = await products.one(shopProductId);
    if (!row) throw notFound(M.productNotFound);
    return row;
  }

  return {
    async productInfo(input: { shop_product_id: number }): Promise<ShopProduct> {
      const row = await productOrThrow(input.shop_product_id);
      return productView(row, await products.labelRows([row.shop_product_id]));
    },

    /** Real companies of the product's data: its filter_json over the company table. */
    async preview(input: {
      shop_product_id: number;
      page: number;
      size: number;
    }): Promise<GetShopBasicDatasResponse> {
      const row = await productOrThrow(input.shop_product_id);
      const filter = ShopProductRepository.filterOf(row.filter_json);
      // a page of the product's companies, in the engine's stable order
      const { count, ids } = await search.search(filter, {
        offset: (input.page - 1) * input.size,
        limit: input.size,
      });
      const rows = await companies.productPreview(ids);
      const names = await regions.names(rows.flatMap((c) => [c.province_code, c.city_code, c.district_code]));
      const res: CompanyPreview[] = rows.map((c) => ({
        company_id: c.company_id,
        name: c.name,
        ccode: c.ccode,
        legal_person: c.legal_person,
        reg_date: c.reg_date,
        reg_amount: regCapitalText(c.reg_capital, c.reg_currency),
        status: c.status,
        province_name: names.get(c.province_code) ?? '',
        city_name: names.get(c.city_code) ?? '',
        town_name: names.get(c.district_code) ?? '',
        address: c.address,
        tel: c.tel ?? c.mobile ?? '',
        scope: c.scope,
      }));
      return { res, count };
    },

    async onShelf(input: { shop_product_id: number }): Promise<boolean> {
      const row = await productOrThrow(input.shop_product_id);
      return row.status !== ProductStatus.withdrawn;
    },

    async inCart(auth: AuthContext, input: { sys_user_id?: number | undefined; shop_product_id: number }) {
      return (await cart(self(auth, input)).ofProduct(input.shop_product_id)) !== undefined;
    },

    /** Whether the shopper has paid for the product already (the detail then says 已购买). */
    async bought(auth: AuthContext, input: { sys_user_id?: number | undefined; shop_product_id: number }) {
      return (await paidProducts(self(auth, input), [input.shop_product_id])).size > 0;
    },

    async addCart(
      auth: AuthContext,
      input: { sys_user_id?: number | undefined; shop_product_id: number },
    ): Promise<AddCartResponse> {
      const scope = self(auth, input);
      const product = await productOrThrow(input.shop_product_id);
      if (product.status === ProductStatus.withdrawn) throw badRequest(M.withdrawn);
      // a paid product left the cart; it does not come back to be bought twice by mistake
      if ((await paidProducts(scope, [product.shop_product_id])).size > 0) throw badRequest(M.alreadyBought);
      const id = await cart(scope).add(product.shop_product_id, deps.now().toISOString());
      // already there, or a concurrent add of the same product won the unique constraint
      if (id === null) throw badRequest(M.alreadyInCart);
      return { shop_cart_id: id, message: M.added };
    },

    async delCart(auth: AuthContext, input: { sys_user_id?: number | undefined; shop_cart_id: number }) {
      if (!(await cart(self(auth, input)).delete(input.shop_cart_id))) throw notFound(M.cartItemNotFound);
      return { message: M.deleted };
    },

    async cartList(
      auth: AuthContext,
      input: { sys_user_id?: number | undefined; page: number; size: number },
    ): Promise<GetCartListResponse> {
      const scope = self(auth, input);
      const { rows, count } = await cart(scope).page((input.page - 1) * input.size, input.size);
      const ids = rows.map((r) => r.shop_product_id);
      const labels = await products.labelRows(ids);
      // rows put in before paid products left the cart
      const bought = await paidProducts(scope, ids);
      return {
        count,
        data: rows.map((r) => ({
          ...productView(r, labels),
          shop_cart_id: r.shop_cart_id,
          added: shanghaiTime(r.added_at),
          sold_off: r.status === ProductStatus.withdrawn,
          bought: bought.has(r.shop_product_id),
        })),
      };
    },

    async userOrders(
      auth: AuthContext,
      input: { sys_user_id?: number | undefined; status: 0 | 1; page: number; size: number },
    ): Promise<GetUserOrdersResponse> {
      const { rows, count } = await new ShopOrderRepository(db, self(auth, input)).page(
        input.status,
        (input.page - 1) * input.size,
        input.size,
      );
      return {
        count,
        res: rows.map((o) => ({
          shop_order_id: o.shop_order_id,
          order_name: o.order_name,
          order_code: o.order_code,
          order_created: shanghaiTime(o.created_at),
          amount: fenToYuan(o.amount_fen),
          status: o.status,
          shop_product_id: o.shop_product_id,
          sys_user_id: o.sys_user_id,
          email: o.email,
          is_send: o.is_send,
          send_remark: o.send_remark,
        })),
      };
    },
  };
}

export type ShopCartServices = ReturnType<typeof createShopCartServices>;
