import { z } from 'zod';
import { idSchema, idWith } from './whole-number.ts';
import { ShopCartMessages } from './shop-cart-messages.ts';
import { ShopPageSize, shopProductSchema } from './shop.ts';

/** Calls, schemas and rules of the shop's 'cart' part: product detail, cart and account orders. */

export { ShopCartMessages } from './shop-cart-messages.ts';

export const intLike = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
/** A row id with the Chinese reason when it is missing or no id: the contract's one id rule. */
export const positiveId = idWith;
const page = intLike.pipe(z.number().int().min(1, { error: ShopCartMessages.page }).max(100000)).default(1);
const size = (def: number) =>
  intLike
    .pipe(z.number().int().min(1, { error: ShopCartMessages.size }).max(10, { error: ShopCartMessages.size }))
    .default(def);
/** The old client sends its own id; the server checks it against the session (403 otherwise). */
const sysUserId = idSchema.optional();

export const shopProductIdRequest = z.object({ shop_product_id: positiveId(ShopCartMessages.productId) });
export type ShopProductIdRequest = z.input<typeof shopProductIdRequest>;

/** A company of a product's data, as the detail modal previews it (data-shop.md §1 preview fields). */
export const companyPreviewSchema = z.object({
  /** the company's id (links to /data/details/{id}) */
  company_id: z.number().int().optional(),
  name: z.string(),
  ccode: z.string(),
  legal_person: z.string(),
  reg_date: z.string(),
  /** e.g. 500万人民币 */
  reg_amount: z.string(),
  status: z.string(),
  province_name: z.string(),
  city_name: z.string(),
  town_name: z.string(),
  address: z.string(),
  tel: z.string(),
  scope: z.string(),
});
export type CompanyPreview = z.infer<typeof companyPreviewSchema>;

/** getShopBasicDatas: up to 10 real companies of a product's data (page 1, size 10 by default). */
export const getShopBasicDatasRequest = z.object({
  shop_product_id: positiveId(ShopCartMessages.productId),
  page,
  size: size(ShopPageSize.preview),
});
export type GetShopBasicDatasRequest = z.input<typeof getShopBasicDatasRequest>;
export const getShopBasicDatasResponse = z.object({
  res: z.array(companyPreviewSchema),
  /** companies of the product's data right now */
  count: z.number().int(),
});
export type GetShopBasicDatasResponse = z.infer<typeof getShopBasicDatasResponse>;

/** getShopProductInfo: the product's own facts for the detail modal. */
export const getShopProductInfoResponse = shopProductSchema;

/** getProductStatus: true while the product is on the shelf. */
export const shopBooleanResponse = z.boolean();

/** StatusCart / addCart / delCart carry the shopper's id and a product or cart row. */
export const cartProductRequest = z.object({
  sys_user_id: sysUserId,
  shop_product_id: positiveId(ShopCartMessages.productId),
});
export type CartProductRequest = z.input<typeof cartProductRequest>;

export const addCartResponse = z.object({ shop_cart_id: z.number().int(), message: z.string() });
export type AddCartResponse = z.infer<typeof addCartResponse>;

export const delCartRequest = z.object({
  sys_user_id: sysUserId,
  shop_cart_id: positiveId(ShopCartMessages.cartId),
});
export type DelCartRequest = z.input<typeof delCartRequest>;
export const delCartResponse = z.object({ message: z.string() });

export const getCartListRequest = z.object({
  sys_user_id: sysUserId,
  page,
  size: size(ShopPageSize.cart),
});
export type GetCartListRequest = z.input<typeof getCartListRequest>;

export const cartItemSchema = shopProductSchema.extend({
  shop_cart_id: z.number().int(),
  /** when it was added, YYYY-MM-DD HH:mm:ss Asia/Shanghai */
  added: z.string(),
  /** the product was taken off the shelf after it was added (status 2) */
  sold_off: z.boolean(),
  /** the shopper has already paid for this product (its data is in 我的订单): not to be bought again */
  bought: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const getCartListResponse = z.object({ data: z.array(cartItemSchema), count: z.number().int() });
export type GetCartListResponse = z.infer<typeof getCartListResponse>;

export const UserOrderStatus = { unpaid: 0, paid: 1 } as const;

export const getUserOrdersRequest = z.object({
  sys_user_id: sysUserId,
  status: z
    .union([intLike, z.undefined()], { error: ShopCartMessages.orderStatus })
    .pipe(z.union([z.literal(0), z.literal(1)], { error: ShopCartMessages.orderStatus }))
    .default(0),
  page,
  size: size(ShopPageSize.orders),
});
export type GetUserOrdersRequest = z.input<typeof getUserOrdersRequest>;

export const userOrderSchema = z.object({
  shop_order_id: z.number().int(),
  order_name: z.string(),
  order_code: z.string(),
  /** YYYY-MM-DD HH:mm:ss Asia/Shanghai */
  order_created: z.string(),
  /** yuan, two decimals */
  amount: z.string(),
  status: z.number().int(),
  shop_product_id: z.number().int(),
  sys_user_id: z.number().int(),
  /** where the data is mailed */
  email: z.string(),
  /** a paid order's data: 0 being prepared, 1 sent, 2 failed (send_remark says why) */
  is_send: z.number().int(),
  send_remark: z.string().nullable(),
});
export type UserOrder = z.infer<typeof userOrderSchema>;
export const getUserOrdersResponse = z.object({ res: z.array(userOrderSchema), count: z.number().int() });
export type GetUserOrdersResponse = z.infer<typeof getUserOrdersResponse>;
