import { createSearchEngine } from '../../../search/index.ts';
import { BackofficeMallRepository } from '../../../repositories/backoffice-mall-repository.ts';
import type { BackofficeDeps } from '../deps.ts';
import { MallCategoryService } from './category-service.ts';
import { MallLabelService } from './label-service.ts';
import { MallOptionsService } from './options-service.ts';
import { MallProductService } from './product-service.ts';

/** Services of the back-office area 'mall' (data-shop operation): products, categories, labels. */
export function createMallServices(deps: BackofficeDeps) {
  const repo = new BackofficeMallRepository(deps.db.kysely, createSearchEngine(deps.db));
  return {
    products: new MallProductService(deps.db, repo, deps.audit, deps.now),
    categories: new MallCategoryService(deps.db, repo, deps.audit),
    labels: new MallLabelService(deps.db, repo, deps.audit),
    options: new MallOptionsService(repo),
  };
}
