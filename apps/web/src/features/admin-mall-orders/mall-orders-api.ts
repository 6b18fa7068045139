import {
  MallOrderCalls as C,
  type OrderQuery,
  type PublishedQuery,
  type ResendInput,
  type SubjectInput,
  type SubjectQuery,
} from '@qishu/contract';
import { callApi, callQuery } from '../../lib/api/index.ts';

/** An order with its payments and every delivery of its data. */
export const orderDetailQuery = (id: number) => callQuery(C.order, { id });

/** The subject form's product choice: products by name (part of); every product without one. */
export const subjectProductsQuery = (keyword: string) =>
  callQuery(C.subjectProducts, keyword ? { keyword } : {});

export const mallOrdersApi = {
  orders: (q: OrderQuery, signal: AbortSignal) => callApi(C.orders, q, { signal }),
  resendOrder: (id: number, input: ResendInput) => callApi(C.resendOrder, { id, ...input }),

  published: (q: PublishedQuery, signal: AbortSignal) => callApi(C.published, q, { signal }),
  download: (id: number) => callApi(C.downloadPublished, { id }),
  resendFile: (id: number, input: ResendInput) => callApi(C.resendPublished, { id, ...input }),

  subjects: (q: SubjectQuery, signal: AbortSignal) => callApi(C.subjects, q, { signal }),
  createSubject: (input: SubjectInput) => callApi(C.createSubject, input),
  updateSubject: (id: number, input: SubjectInput) => callApi(C.updateSubject, { id, ...input }),
  deleteSubject: (id: number) => callApi(C.deleteSubject, { id }),
};
