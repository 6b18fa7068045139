import {
  MallOrderPaths,
  type DownloadLink,
  type MallOrderDetail,
  type MallOrderRow,
  type Page,
  type PublishedRow,
  type ResendInput,
  type ResendResult,
  type SubjectInput,
  type SubjectProductRef,
  type SubjectRow,
} from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

const withId = (path: string, id: number) => path.replace(':id', String(id));
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});
type Query = Record<string, string | number>;

export const mallOrdersApi = {
  orders: (q: Query, signal?: AbortSignal) =>
    api.get<Page<MallOrderRow>>(MallOrderPaths.orders, q, opts(signal)),
  order: (id: number, signal?: AbortSignal) =>
    api.get<MallOrderDetail>(withId(MallOrderPaths.order, id), {}, opts(signal)),
  resendOrder: (id: number, input: ResendInput) =>
    api.post<ResendResult>(withId(MallOrderPaths.orderResend, id), input),

  published: (q: Query, signal?: AbortSignal) =>
    api.get<Page<PublishedRow>>(MallOrderPaths.published, q, opts(signal)),
  download: (id: number) => api.post<DownloadLink>(withId(MallOrderPaths.publishedDownload, id), {}),
  resendFile: (id: number, input: ResendInput) =>
    api.post<ResendResult>(withId(MallOrderPaths.publishedResend, id), input),

  subjects: (q: Query, signal?: AbortSignal) =>
    api.get<Page<SubjectRow>>(MallOrderPaths.subjects, q, opts(signal)),
  subjectProducts: (keyword: string, signal?: AbortSignal) =>
    api.get<SubjectProductRef[]>(MallOrderPaths.subjectProducts, keyword ? { keyword } : {}, opts(signal)),
  createSubject: (input: SubjectInput) => api.post<SubjectRow>(MallOrderPaths.subjects, input),
  updateSubject: (id: number, input: SubjectInput) =>
    api.put<SubjectRow>(withId(MallOrderPaths.subject, id), input),
  deleteSubject: (id: number) => api.del<{ ok: true }>(withId(MallOrderPaths.subject, id)),
};

export const MallOrderKeys = {
  orders: ['admin-mall-orders', 'orders'] as const,
  order: (id: number) => ['admin-mall-orders', 'orders', 'detail', id] as const,
  published: ['admin-mall-orders', 'published'] as const,
  subjects: ['admin-mall-orders', 'subjects'] as const,
  subjectProducts: ['admin-mall-orders', 'subject-products'] as const,
};
