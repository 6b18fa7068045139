import type { ProductFilters } from './ProductList.tsx';

/** The hot products (the mall's hot six and /popular). */
export const hotOnly: ProductFilters = { is_hot: 1 };
/** The mall's 高质量数据: most records first. */
export const byRecordCount: ProductFilters = { field: 'counts' };
