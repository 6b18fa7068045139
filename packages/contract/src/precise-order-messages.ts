import { PreciseMessages } from './precise-search-rules.ts';

// the precise orders' texts and page size apart from their schemas: a page that only lists the orders
// (我的数据 → 精准查询) loads no zod

export const PreciseOrderMessages = {
  conditionNotFound: '查询条件已失效，请重新查询',
  /** the count is more than the saved search found */
  countTooLarge: '导出数量不能超过搜索到的企业数量',
  countRequired: PreciseMessages.countRequired,
  foundNothing: PreciseMessages.foundNothing,
  belowMinimum: PreciseMessages.belowMinimum,
  emailRequired: PreciseMessages.emailRequired,
  emailInvalid: PreciseMessages.emailInvalidWizard,
  /** the export date label (order_status 1) and the order date label (otherwise), §4 */
  exportTime: '导出时间',
  orderTime: '下单时间',
  empty: '暂无精准查询数据',
} as const;

/** §9: my-data lists show 10 per page. */
export const PRECISE_ORDER_PAGE_SIZE = 10;
