import { createSearchEngine } from '../../../search/index.ts';
import type { BackofficeDeps } from '../deps.ts';
import { MallCategoryService } from './category-service.ts';
import { MallLabelService } from './label-service.ts';
import { MallOptionsService } from './options-service.ts';
import { MallProductService } from './product-service.ts';

/** Services of the back-office area 'mall' (data-shop operation): products, categories, labels. */
export function createMallServices(deps: BackofficeDeps) {
  // read only, outside every write: one search engine over the database serves all requests
  const search = createSearchEngine(deps.db);
  return {
    products: new MallProductService(deps, search),
    categories: new MallCategoryService(deps),
    labels: new MallLabelService(deps),
    options: new MallOptionsService(deps),
  };
}
