import type { GetShopDatasResponse } from '@qishu/contract';
import type { ShopProductRepository } from '../../repositories/shop-product-repository.ts';
import type { ReferenceNames } from '../reference/reference-names.ts';
import { productView } from './product-view.ts';

export interface ProductListInput {
  shop_cate_id?: number | undefined;
  shop_cate_id2?: number | undefined;
  year?: string | number | null | undefined;
  sys_area_id?: number | undefined;
  industry?: string | null | undefined;
  page: number;
  pagesize: number;
  is_hot?: 0 | 1 | '0' | '1' | '' | null | undefined;
  label?: number | number[] | '' | null | undefined;
  field?: string | undefined;
  keywords?: string | undefined;
}

const orderFields = { updated: 'updated', price: 'price', counts: 'counts' } as const;

export class ProductService {
  constructor(
    private readonly products: ShopProductRepository,
    /** a section's divisions, from memory */
    private readonly reference: ReferenceNames,
  ) {}

  async list(input: ProductListInput): Promise<GetShopDatasResponse> {
    const labelIds =
      input.label === '' || input.label == null
        ? []
        : Array.isArray(input.label)
          ? input.label
          : [input.label];
    const isHot = input.is_hot === '' || input.is_hot == null ? undefined : (Number(input.is_hot) as 0 | 1);
    const industry = input.industry || undefined;
    const { rows, count } = await this.products.list({
      cateId: input.shop_cate_id,
      subCateId: input.shop_cate_id2,
      year: input.year ? String(input.year) : undefined,
      areaCode: input.sys_area_id !== undefined ? String(input.sys_area_id) : undefined,
      industryCodes: industry ? await this.industryScope(industry) : undefined,
      isHot,
      labelIds,
      keywords: input.keywords?.trim() || undefined,
      orderBy: orderFields[input.field as keyof typeof orderFields] ?? 'default',
      offset: (input.page - 1) * input.pagesize,
      limit: input.pagesize,
    });
    const labels = await this.products.labelRows(rows.map((r) => r.shop_product_id));
    return {
      count,
      res: rows.map((r) => productView(r, labels)),
    };
  }

  /** An industry filter's codes: a section letter (C) also takes its divisions (13…43). */
  private async industryScope(code: string): Promise<string[]> {
    if (!/^[A-Z]$/.test(code)) return [code];
    return [code, ...(await this.reference.industryChildren(code))];
  }
}
