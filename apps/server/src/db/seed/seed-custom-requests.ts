import {
  accurateScreeningRequest,
  customPriceFen,
  CustomRequestStatus as S,
  SpecialAgent,
  toCompanyFilter,
} from '@qishu/contract';
import type { Kysely } from 'kysely';
import type { CompanySearchEngine } from '../../search/index.ts';
import { describeSearch } from '../../services/shop/precise/describe.ts';
import type { Database } from '../schema.ts';

/** The shop's demo shopper (王购物) and the platform admin who reviewed the demo requests. */
const SHOPPER = '13600000000';
const REVIEWER = '13800000000';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T02:00:00.000Z`;

/** What staff attached to the processed demo request: limited companies with a mobile number. */
const DONE_SEARCH = accurateScreeningRequest.parse({ types: ['有限责任公司'], have_mobile: 1 });
/** 5 fen a record, as staff priced it */
const DONE_FEN_PER_ROW = 5;
const DONE_MAX_ROWS = 200;

/**
 * A few custom requests of the demo shopper so 我的数据 → 个性化定制 and 定制审核 are not empty on a
 * fresh start: one under review, one rejected with the reason, one processed (a saved search and a
 * price) waiting to be bought. Deterministic: fixed texts and times; the processed one's count is the
 * search's over the seeded companies (left out when that finds none).
 */
export async function seedCustomRequests(db: Kysely<Database>, search: CompanySearchEngine): Promise<void> {
  const shopper = await db
    .selectFrom('sys_user')
    .select(['sys_user_id', 'usr_agent_id'])
    .where('username', '=', SHOPPER)
    .where('usr_agent_id', '=', SpecialAgent.mall)
    .executeTakeFirst();
  if (!shopper) return;
  const reviewer = await db
    .selectFrom('sys_user')
    .select('sys_user_id')
    .where('username', '=', REVIEWER)
    .orderBy('sys_user_id')
    .executeTakeFirst();
  const base = {
    sys_user_id: shopper.sys_user_id,
    usr_agent_id: shopper.usr_agent_id,
    label_year: '2026',
    label_remark: null,
    excel_url: null,
  };
  const reviewed = (day: number) => ({ reviewed_by: reviewer?.sys_user_id ?? null, reviewed_at: at(day) });

  await db
    .insertInto('agent_label_apply')
    .values([
      {
        ...base,
        name: '长三角新能源企业',
        explain: '用于新能源产业链招商',
        filter_condition: '注册地在上海、江苏、浙江、安徽，经营范围含光伏、储能或锂电池的存续企业',
        del_condition: '排除个体工商户',
        status: S.reviewing,
        app_remark: null,
        shop_search_condition_id: null,
        nums: null,
        price_fen: null,
        reviewed_by: null,
        reviewed_at: null,
        created_at: at(20),
        updated_at: at(20),
      },
      {
        ...base,
        name: '本地连锁餐饮门店',
        explain: null,
        filter_condition: '本市所有连锁餐饮品牌的门店，需要门店电话与店长姓名',
        del_condition: null,
        status: S.rejected,
        app_remark:
          '工商数据无法判断是否为连锁门店，也不含店长姓名；请改为按行业、地区与注册资本描述后重新提交',
        shop_search_condition_id: null,
        nums: null,
        price_fen: null,
        ...reviewed(19),
        created_at: at(18),
        updated_at: at(19),
      },
    ])
    .execute();

  const filter = toCompanyFilter(DONE_SEARCH, '2026-11-15');
  const count = await search.count(filter);
  if (count === 0) return;
  const described = describeSearch(DONE_SEARCH, { regions: new Map(), industries: new Map() });
  const condition = await db
    .insertInto('shop_search_condition')
    .values({
      sys_user_id: shopper.sys_user_id,
      public_id: 'demo-custom-request-0001',
      condition_json: JSON.stringify(filter),
      search_text: described.search_text,
      search_arr: JSON.stringify(described.search_arr),
      count,
      created_at: at(16),
    })
    .returning('shop_search_condition_id')
    .executeTakeFirstOrThrow();
  const nums = Math.min(count, DONE_MAX_ROWS);
  await db
    .insertInto('agent_label_apply')
    .values({
      ...base,
      name: '有限公司手机号名录',
      explain: '电话回访老客户所在行业的同类企业',
      filter_condition: '企业类型为有限责任公司，且登记了手机号码的存续、在业企业',
      del_condition: null,
      status: S.done,
      app_remark: null,
      shop_search_condition_id: condition.shop_search_condition_id,
      data_count: count,
      nums,
      price_fen: customPriceFen(nums * DONE_FEN_PER_ROW),
      ...reviewed(16),
      created_at: at(15),
      updated_at: at(16),
    })
    .execute();
}
