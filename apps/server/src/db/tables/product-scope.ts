/** A region (at one level) or industry a product's data covers (migration 0013, repositories/product-scope.ts). */
export interface ShopProductScopeTable {
  shop_product_id: number;
  /** 'region' | 'industry' */
  kind: string;
  code: string;
}
