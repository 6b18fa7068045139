// the precise search's paths alone: the shop's first screen names one of them without its rules

/** Paths under /api (§7, the /api/ShopProduct/ reading). */
export const PrecisePaths = {
  searchCondition: '/api/ShopProduct/searchCondition',
  accurateScreening: '/api/ShopProduct/AccurateScreening',
  getNumsToPrices: '/api/ShopProduct/getNumsToPrices',
  addAccurateScreeningOrder: '/api/ShopProduct/addAccurateScreeningOrder',
  getAccurateOrderList: '/api/ShopProduct/getAccurateOrderList',
} as const;
