import { byRecordCountFilter, hotProductsFilter } from '@qishu/contract';
import type { ProductFilters } from './ProductList.tsx';

/** The hot products (the mall's hot six and /popular). */
export const hotOnly: ProductFilters = hotProductsFilter;
/** The mall's 高质量数据: most records first. */
export const byRecordCount: ProductFilters = byRecordCountFilter;
