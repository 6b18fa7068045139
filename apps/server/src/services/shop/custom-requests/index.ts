import { createDataSource } from './data-source.ts';
import { createRequestStore, type CustomRequestDeps } from './request-store.ts';
import { RequesterService } from './requester-service.ts';
import { ReviewService } from './review-service.ts';

export type { CustomRequestDeps } from './request-store.ts';
export type { Upload } from './review-service.ts';

/**
 * Custom data requests end to end (issue 13; data-shop.md §2–§5, shell-and-backoffice.md §2–§4):
 * the requester's calls and the staff's review and processing at /sys/apply, over one store of
 * requests and one source of their data. Paying is getPayUrl with the order's per_order_id; the
 * shop's delivery job exports the attached search or the uploaded file.
 */
export function createCustomRequestServices(deps: CustomRequestDeps) {
  const store = createRequestStore(deps);
  const data = createDataSource(deps, store.files);
  return {
    requester: new RequesterService(deps, store, data),
    review: new ReviewService(deps, store, data),
  };
}

export type CustomRequestServices = ReturnType<typeof createCustomRequestServices>;
