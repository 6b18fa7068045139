import { fenToYuan, type ShopProduct } from '@qishu/contract';

/** The product columns the shop's answers are built from. */
export interface ProductRecord {
  shop_product_id: number;
  shop_product_cate_id: number;
  name: string;
  gs_basic_counts: number;
  sys_area_name: string;
  industry: string;
  year: string;
  source: string;
  ext: string;
  size: string;
  updated_at: string;
  price_fen: number;
  status: number;
  is_hot: number;
  brief: string;
}

export interface ProductLabel {
  shop_product_id: number;
  shop_label_id: number;
  label_name: string;
}

/** A product as the shop shows it (price in yuan, update date, its labels), from its row and labels. */
export function productView(r: ProductRecord, labels: readonly ProductLabel[]): ShopProduct {
  return {
    shop_product_id: r.shop_product_id,
    shop_product_cate_id: r.shop_product_cate_id,
    name: r.name,
    gs_basic_counts: r.gs_basic_counts,
    sys_area_name: r.sys_area_name,
    industry: r.industry,
    year: r.year,
    source: r.source,
    ext: r.ext,
    size: r.size,
    updated: r.updated_at.slice(0, 10),
    price: fenToYuan(r.price_fen),
    status: r.status,
    is_hot: r.is_hot,
    brief: r.brief,
    labels: labels
      .filter((l) => l.shop_product_id === r.shop_product_id)
      .map((l) => ({ shop_label_id: l.shop_label_id, label_name: l.label_name })),
  };
}
