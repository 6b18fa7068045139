/** The cart's texts (data-shop.md §3), apart from its schemas: pages that only show them load no zod. */
/** Texts of data-shop.md §8 and the cart's own answers. */
export const ShopCartMessages = {
  added: '加入购物车成功！',
  alreadyInCart: '已加入过购物车！',
  alreadyBought: '您已购买过该数据，可在“我的订单”中重新下载或发送到邮箱',
  withdrawn: '该产品已下架，请联系客服人员！',
  productNotFound: '该产品不存在或已删除',
  cartItemNotFound: '购物车中没有该商品',
  deleted: '已从购物车删除',
  productId: '请选择数据产品',
  cartId: '请选择购物车中的商品',
  orderStatus: '订单状态只能是 0（未支付）或 1（已支付）',
  page: '页码必须是正整数',
  size: '每页条数须在 1 到 10 之间',
} as const;
