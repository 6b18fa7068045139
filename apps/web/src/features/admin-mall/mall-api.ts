import {
  MallCalls as C,
  type CategoryInput,
  type CompanyFilter,
  type LabelInput,
  type ProductInput,
  type ProductQuery,
} from '@qishu/contract';
import { callApi, callQuery } from '../../lib/api/index.ts';

/** What the product form offers: categories, labels, regions and industries. */
export const productOptionsQuery = () => callQuery(C.productOptions, undefined);

/** The category tree, filtered by a name (part of) when one is given. */
export const categoriesQuery = (name: string | undefined) => callQuery(C.categories, name ? { name } : {});

export const mallApi = {
  products: (q: ProductQuery, signal: AbortSignal) => callApi(C.products, q, { signal }),
  preview: (filter: CompanyFilter) => callApi(C.previewProduct, { filter }),
  createProduct: (input: ProductInput) => callApi(C.createProduct, input),
  updateProduct: (id: number, input: ProductInput) => callApi(C.updateProduct, { id, ...input }),
  publish: (id: number) => callApi(C.publishProduct, { id }),
  withdraw: (id: number) => callApi(C.withdrawProduct, { id }),
  deleteProduct: (id: number) => callApi(C.deleteProduct, { id }),

  createCategory: (input: CategoryInput) => callApi(C.createCategory, input),
  updateCategory: (id: number, input: CategoryInput) => callApi(C.updateCategory, { id, ...input }),
  deleteCategory: (id: number) => callApi(C.deleteCategory, { id }),

  labels: (q: { page: number; limit: number; label_name?: string }, signal: AbortSignal) =>
    callApi(C.labels, q, { signal }),
  createLabel: (input: LabelInput) => callApi(C.createLabel, input),
  updateLabel: (id: number, input: LabelInput) => callApi(C.updateLabel, { id, ...input }),
  deleteLabel: (id: number) => callApi(C.deleteLabel, { id }),
};
