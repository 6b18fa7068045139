import {
  MallPaths,
  type CategoryInput,
  type CategoryNode,
  type CompanyFilter,
  type LabelInput,
  type LabelRow,
  type Page,
  type PreviewResult,
  type ProductInput,
  type ProductOptions,
  type ProductRow,
} from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

const withId = (path: string, id: number) => path.replace(':id', String(id));
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const mallApi = {
  products: (q: Record<string, string | number>, signal?: AbortSignal) =>
    api.get<Page<ProductRow>>(MallPaths.products, q, opts(signal)),
  productOptions: (signal?: AbortSignal) =>
    api.get<ProductOptions>(MallPaths.productOptions, {}, opts(signal)),
  preview: (filter: CompanyFilter) => api.post<PreviewResult>(MallPaths.productPreview, { filter }),
  createProduct: (input: ProductInput) => api.post<ProductRow>(MallPaths.products, input),
  updateProduct: (id: number, input: ProductInput) =>
    api.put<ProductRow>(withId(MallPaths.product, id), input),
  publish: (id: number) => api.post<ProductRow>(withId(MallPaths.productPublish, id), {}),
  withdraw: (id: number) => api.post<ProductRow>(withId(MallPaths.productWithdraw, id), {}),
  deleteProduct: (id: number) => api.del<{ ok: true }>(withId(MallPaths.product, id)),

  categories: (name: string | undefined, signal?: AbortSignal) =>
    api.get<Page<CategoryNode>>(MallPaths.categories, name ? { name } : {}, opts(signal)),
  createCategory: (input: CategoryInput) => api.post<CategoryNode>(MallPaths.categories, input),
  updateCategory: (id: number, input: CategoryInput) =>
    api.put<CategoryNode>(withId(MallPaths.category, id), input),
  deleteCategory: (id: number) => api.del<{ ok: true }>(withId(MallPaths.category, id)),

  labels: (q: Record<string, string | number>, signal?: AbortSignal) =>
    api.get<Page<LabelRow>>(MallPaths.labels, q, opts(signal)),
  createLabel: (input: LabelInput) => api.post<LabelRow>(MallPaths.labels, input),
  updateLabel: (id: number, input: LabelInput) => api.put<LabelRow>(withId(MallPaths.label, id), input),
  deleteLabel: (id: number) => api.del<{ ok: true; products: number }>(withId(MallPaths.label, id)),
};

export const MallKeys = {
  products: ['admin-mall', 'products'] as const,
  options: ['admin-mall', 'options'] as const,
  categories: ['admin-mall', 'categories'] as const,
  labels: ['admin-mall', 'labels'] as const,
};
