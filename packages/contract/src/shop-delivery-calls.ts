import { describeCall } from './call.ts';
import {
  downloadDirectlyRequest,
  downloadDirectlyResponse,
  sendEmailDatasRequest,
  sendEmailDatasResponse,
} from './shop-delivery.ts';

// the delivery part's paths and calls apart from its schemas: in the browser build a call keeps only
// its method and path (contract-without-call-schemas), so a page that calls them loads no zod

/** Paths under /api (the /api/ShopProduct/ reading of §7). */
export const ShopDeliveryPaths = {
  downloadDirectly: '/api/ShopProduct/DownloadDirectly',
  /** the same call as IdentityPaths.shopEmailCheck: { email } → { valid: boolean } */
  getemailInfo: '/api/ShopProduct/getemailInfo',
  sendEmailDatas: '/api/ShopProduct/sendEmailDatas',
  /** an expiring download link handed out by DownloadDirectly and in mails over the size cap */
  download: '/download/:token',
} as const;

export const ShopDeliveryCalls = {
  downloadDirectly: describeCall({
    method: 'POST',
    path: ShopDeliveryPaths.downloadDirectly,
    summary: '我的已支付订单的数据下载链接（有时效）',
    input: downloadDirectlyRequest,
    output: downloadDirectlyResponse,
  }),
  sendEmailDatas: describeCall({
    method: 'POST',
    path: ShopDeliveryPaths.sendEmailDatas,
    summary: '重新发送我的已支付订单的数据到邮箱（每单每分钟一次）',
    input: sendEmailDatasRequest,
    output: sendEmailDatasResponse,
  }),
};
