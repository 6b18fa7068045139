import { vi } from 'vitest';
import type { GetShopDatasResponse, ShopProduct, SiteInfo } from '@qishu/contract';

type Handler = (body: unknown) => Response | Promise<Response>;

export function envelopeResponse(
  data: unknown,
  code = 200,
  error: string | null = null,
  status = 200,
): Response {
  return new Response(JSON.stringify({ code, data, error }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A promise that never settles: the call stays loading. */
export function never(): Promise<Response> {
  return new Promise(() => {});
}

/**
 * Replaces global fetch with a table of handlers by address (`/api/site/info`, …). Unknown
 * addresses answer 404 so a forgotten handler fails loudly.
 */
export function installFakeServer(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = input.split('?')[0] ?? input;
    const handler = handlers[path];
    if (!handler) return new Response(`no handler for ${path}`, { status: 404 });
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Bodies posted to `path`, parsed. */
export function postedBodies(fetchMock: ReturnType<typeof installFakeServer>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => input.split('?')[0] === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

export const SITE_INFO_PATH = '/api/site/info';
export const SHOP_PRODUCTS_URL = '/api/api/ShopProduct/getShopDatas';

export const siteInfo: SiteInfo = {
  site_name: '企数通',
  support_phone: '400-800-1234',
  contact_email: 'service@example.com',
  address: '浙江省杭州市西湖区文三路 100 号',
  icp: '浙ICP备00000000号-1',
  wechat_url: 'https://example.com/wechat',
  company_count: 123456,
  claimed_companies: '2.3亿',
  claimed_daily_new: '10万+',
  client: {
    idle_lock_minutes: 60,
    idle_lock_exempt_hosts: [],
    devtools_exempt: { agents: [], drights: [], departments: [], hosts: ['127.0.0.1', 'localhost'] },
  },
};

export function product(overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    shop_product_id: 1,
    shop_product_cate_id: 1,
    name: '浙江省软件企业名录',
    gs_basic_counts: 12345,
    sys_area_name: '浙江省',
    industry: '软件和信息技术服务业',
    year: '2024',
    source: '公开信息',
    ext: 'xlsx',
    size: '2MB',
    updated: '2024-05-01',
    price: '1234.5',
    status: 1,
    is_hot: 0,
    brief: '',
    labels: [],
    ...overrides,
  };
}

export function productPage(res: ShopProduct[], count = res.length): GetShopDatasResponse {
  return { res, count };
}
