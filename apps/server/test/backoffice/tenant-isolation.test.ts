import { CompanyProfilePaths, IdentityPaths } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from '../../src/adapters/xlsx/exceljs.ts';
import { isPlatformPerm } from '../../src/services/access/permits.ts';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

/**
 * Cross-cutting guarantees of the back-office, over every call the app registers:
 * 1. every back-office call declares a permission (or is listed below with the reason it needs none);
 * 2. a workspace user can reach no platform call at all (403), whatever ids they send;
 * 3. every other call that takes an id is tried with another organisation's or user's ids and
 *    answers 403/404 without changing a row. A new id-taking call fails this test until it is added.
 */

/** Calls under back-office prefixes that declare no permission, and why. */
const SESSION_ONLY: Record<string, string> = {
  'GET /api/sys/sysarea/getCityAll': "public: the shop's region tree (reference data, no session)",
  'POST /api/sys/sysarea/getCityAll': "public: the shop's region tree (reference data, no session)",
  'GET /api/admin/index/overview': 'any back-office (module 0) account; checked in the service',
  'POST /api/admin/Msgcontent/unreadCount': 'every user counts their own unread messages',
  'POST /api/admin/Msgcontent/list': "every user's own message centre",
  'POST /api/admin/Msgcontent/detail': "every user's own message centre",
  'POST /api/admin/Msgcontent/read': "every user's own message centre",
  'POST /api/admin/Msgcontent/allRead': "every user's own message centre",
  'POST /api/admin/Msgcontent/delete': "every user's own message centre",
  'POST /api/admin/Msgcontent/restore': "every user's own message centre",
  'POST /api/admin/Msgcontent/remove': "every user's own message centre",
  'POST /api/sys/Payment/getPayUrl': 'every shopper pays for their own orders',
  'POST /api/sys/Payment/getOrderStatus': 'every shopper pays for their own orders',
};

// identity calls have their own isolation test (test/identity/isolation.test.ts)
const identityUrls = new Set(Object.values(IdentityPaths).map((p) => `/api${p}`));
const BACKOFFICE = /^\/api\/(sys|usermana|logmana|admin|config|malldata|park|garden|sale|action)\//;
const ID_KEY = /(^id$|^ids$|_id$|_ids$|Id$|^key$|^code$|^kind$)/;

describe.each(testDialects)('back-office call table (%s)', (dialect) => {
  let t: BackofficeApp;
  let orgAdmin: string;
  /** rows of organisation 210 (another tenant than organisation 200's admin) */
  const foreign = {
    user: 0,
    role: 0,
    group: 0,
    apply: 0,
    receiver: 0,
    agent: 210,
    platformAction: 0,
    /** organisation 210's precise order and the trade number of its payment */
    perOrder: 0,
    trade: 'PAY20261122100000FOREIGN1',
    /** organisation 210's saved precise search */
    condition: 0,
    /** a saved /data/seek search of organisation 210's user */
    savedSearch: 0,
    /** a sales lead of organisation 210 */
    lead: 0,
    /** organisation 210's pool lead, label, delivery rule and a claim of the pool lead */
    poolLead: 0,
    label: 0,
    rule: 0,
    claim: 0,
    /** organisation 210's visit, contract, order and a contract's attachment */
    visit: 0,
    contract: 0,
    order: 0,
    attachment: 0,
  };
  let me = 0;

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    orgAdmin = await t.tokenOf(Demo.orgAdmin200);
    const k = t.db.kysely;
    foreign.user = await t.userId('13900000333', 210);
    me = await t.userId(Demo.orgAdmin200, 200);
    foreign.platformAction = (
      await k
        .selectFrom('sys_action')
        .select('sys_action_id')
        .where('perm', '=', 'sys:user:list')
        .executeTakeFirstOrThrow()
    ).sys_action_id;
    foreign.role = (
      await k
        .insertInto('sys_role')
        .values({ usr_agent_id: 210, sys_module_id: 5, role_name: '外部机构角色', remark: null })
        .returning('sys_role_id')
        .executeTakeFirstOrThrow()
    ).sys_role_id;
    foreign.group = (
      await k
        .insertInto('usr_cate')
        .values({ name: '外部分组', parent_id: 0, level: 1, user_id: foreign.user, usr_agent_id: 210 })
        .returning('usr_cate_id')
        .executeTakeFirstOrThrow()
    ).usr_cate_id;
    foreign.apply = (
      await k
        .insertInto('agent_label_apply')
        .values({
          sys_user_id: foreign.user,
          usr_agent_id: 210,
          name: '外部定制',
          label_year: null,
          explain: null,
          filter_condition: '杭州市注册资本一千万以上的软件企业',
          del_condition: null,
          status: 0,
          app_remark: null,
          label_remark: null,
          shop_search_condition_id: null,
          nums: null,
          price_fen: null,
          excel_url: null,
          reviewed_by: null,
          reviewed_at: null,
        })
        .returning('agent_label_apply_id')
        .executeTakeFirstOrThrow()
    ).agent_label_apply_id;
    foreign.condition = (
      await k
        .insertInto('shop_search_condition')
        .values({
          sys_user_id: foreign.user,
          public_id: 'foreign-condition-0001',
          condition_json: JSON.stringify({ statuses: ['存续', '在业'] }),
          search_text: '经营状态: 存续、在业（默认）',
          search_arr: '[]',
          count: 50,
        })
        .returning('shop_search_condition_id')
        .executeTakeFirstOrThrow()
    ).shop_search_condition_id;
    foreign.savedSearch = (
      await k
        .insertInto('saved_search')
        .values({
          sys_user_id: foreign.user,
          usr_agent_id: 210,
          name: '外部搜索条件',
          condition_json: JSON.stringify({ keyword: '科技' }),
          summary: '关键词：科技',
          last_count: 1,
          created_at: '2026-11-22T02:00:00.000Z',
          updated_at: '2026-11-22T02:00:00.000Z',
        })
        .returning('saved_search_id')
        .executeTakeFirstOrThrow()
    ).saved_search_id;
    foreign.lead = (
      await k
        .insertInto('sale_lead')
        .values({
          usr_agent_id: 210,
          company_id: 1,
          owner_id: foreign.user,
          source: 'seek',
          created_by: foreign.user,
          created_at: '2026-11-22T02:00:00.000Z',
          updated_at: '2026-11-22T02:00:00.000Z',
        })
        .returning('lead_id')
        .executeTakeFirstOrThrow()
    ).lead_id;
    const at = '2026-11-22T02:00:00.000Z';
    foreign.poolLead = (
      await k
        .insertInto('sale_lead')
        .values({
          usr_agent_id: 210,
          company_id: 2,
          owner_id: null,
          source: 'seek',
          created_by: foreign.user,
          created_at: at,
          updated_at: at,
        })
        .returning('lead_id')
        .executeTakeFirstOrThrow()
    ).lead_id;
    foreign.label = (
      await k
        .insertInto('sale_label')
        .values({
          usr_agent_id: 210,
          name: '外部标签',
          color: 'red',
          created_by: foreign.user,
          created_at: at,
        })
        .returning('label_id')
        .executeTakeFirstOrThrow()
    ).label_id;
    await k
      .insertInto('sale_lead_label')
      .values({ lead_id: foreign.lead, label_id: foreign.label })
      .execute();
    foreign.rule = (
      await k
        .insertInto('sale_rule')
        .values({
          usr_agent_id: 210,
          name: '外部规则',
          label_id: foreign.label,
          user_id: foreign.user,
          created_at: at,
        })
        .returning('rule_id')
        .executeTakeFirstOrThrow()
    ).rule_id;
    foreign.claim = (
      await k
        .insertInto('sale_claim')
        .values({ usr_agent_id: 210, lead_id: foreign.poolLead, user_id: foreign.user, created_at: at })
        .returning('claim_id')
        .executeTakeFirstOrThrow()
    ).claim_id;
    await k
      .insertInto('sale_follow')
      .values({
        lead_id: foreign.lead,
        usr_agent_id: 210,
        user_id: foreign.user,
        kind: 'call',
        content: '外部跟进',
        created_at: at,
      })
      .execute();
    foreign.visit = (
      await k
        .insertInto('sale_visit')
        .values({
          usr_agent_id: 210,
          lead_id: foreign.lead,
          user_id: foreign.user,
          planned_at: at,
          purpose: '外部拜访',
          created_at: at,
        })
        .returning('visit_id')
        .executeTakeFirstOrThrow()
    ).visit_id;
    foreign.contract = (
      await k
        .insertInto('sale_contract')
        .values({
          usr_agent_id: 210,
          lead_id: foreign.lead,
          owner_id: foreign.user,
          code: 'WB-001',
          title: '外部合同',
          amount_fen: 100,
          status: 'signed',
          created_at: at,
          updated_at: at,
        })
        .returning('contract_id')
        .executeTakeFirstOrThrow()
    ).contract_id;
    foreign.order = (
      await k
        .insertInto('sale_order')
        .values({
          usr_agent_id: 210,
          lead_id: foreign.lead,
          owner_id: foreign.user,
          title: '外部订单',
          amount_fen: 100,
          ordered_on: '2026-11-20',
          status: 'paid',
          created_at: at,
          updated_at: at,
        })
        .returning('order_id')
        .executeTakeFirstOrThrow()
    ).order_id;
    foreign.attachment = (
      await k
        .insertInto('sale_attachment')
        .values({
          usr_agent_id: 210,
          owner_kind: 'contract',
          owner_ref: foreign.contract,
          file_name: '外部.pdf',
          stored_path: '210/2026/11/x.pdf',
          size: 4,
          mime: 'application/pdf',
          uploaded_by: foreign.user,
          created_at: at,
        })
        .returning('attachment_id')
        .executeTakeFirstOrThrow()
    ).attachment_id;
    foreign.perOrder = (
      await k
        .insertInto('per_order')
        .values({
          order_code: 'PO20261122FOREIGN1',
          order_name: '外部精准订单',
          sys_user_id: foreign.user,
          usr_agent_id: 210,
          shop_search_condition_id: null,
          agent_label_apply_id: null,
          search_arr: '[]',
          nums: 10,
          amount_fen: 500,
          email: 'foreign@example.com',
          send_remark: null,
          excel_url: null,
          code_url: null,
          exported_at: null,
        })
        .returning('per_order_id')
        .executeTakeFirstOrThrow()
    ).per_order_id;
    await k
      .insertInto('payment')
      .values({
        out_trade_no: foreign.trade,
        provider: 'sandbox',
        order_kind: 'per_order',
        order_id: foreign.perOrder,
        sys_user_id: foreign.user,
        amount_fen: 500,
        code_url: null,
        provider_txn_id: null,
        paid_at: null,
        notify_json: null,
      })
      .execute();
    const admin = await t.tokenOf(Demo.admin);
    const sent = await t.call('POST', '/admin/sysmsg/saveMsg', admin, {
      title: '给外部机构的消息',
      content: '只发给组织 210 的成员',
      sys_msg_cate_id: (
        await k.selectFrom('sys_msg_cate').select('sys_msg_cate_id').executeTakeFirstOrThrow()
      ).sys_msg_cate_id,
      target: 'users',
      sys_user_ids: [foreign.user],
    });
    expect(sent.code, sent.error ?? '').toBe(200);
    foreign.receiver = (
      await k
        .selectFrom('sys_msg_receiver')
        .select('sys_msg_receiver_id')
        .where('sys_user_id', '=', foreign.user)
        .executeTakeFirstOrThrow()
    ).sys_msg_receiver_id;
  });
  afterAll(async () => t?.close());

  const calls = () => t.app.callTable.filter((c) => BACKOFFICE.test(c.url) && !identityUrls.has(c.url));
  const keyOf = (c: { method: string; url: string }) => `${c.method} ${c.url}`;

  it('every back-office call declares a permission or says why it needs none', () => {
    const missing = calls()
      .filter((c) => !c.perm && !SESSION_ONLY[keyOf(c)])
      .map(keyOf);
    expect(missing).toEqual([]);
  });

  it('a workspace admin reaches no platform call, whatever ids it sends (403, nothing changes)', async () => {
    const before = await snapshot();
    const platform = calls().filter((c) => c.perm && isPlatformPerm(c.perm));
    expect(platform.length).toBeGreaterThan(60);
    for (const c of platform) {
      const url = c.url.replace(/:(\w+)/g, (_m, name: string) => (name === 'kind' ? 'job' : '1'));
      const payload = Object.fromEntries(c.inputKeys.map((k) => [k, ID_KEY.test(k) ? 1 : 'x']));
      const res = await t.call(c.method as 'GET', url.replace(/^\/api/, ''), orgAdmin, payload);
      expect(res.code, keyOf(c)).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  /** Workspace-reachable calls that take ids, each tried with organisation 210's rows. */
  type Check = (data: unknown) => void;
  const attempts = (): [string, string, Record<string, unknown>, number | number[], Check?][] => {
    const u = foreign.user;
    const member = { realname: '越权修改', sys_role_id: foreign.role };
    const role = { role_name: '越权', status: 1, actions: [], menus: [], actionsDels: [], menusDels: [] };
    return [
      ['GET', `/config/users/${u}`, {}, 404],
      // another user's saved /data/seek search: not found (an organisation without the permission: 403)
      [
        'POST',
        '/admin/Enterprise/saveSearchCondition',
        { id: foreign.savedSearch, name: '越权', condition: { keyword: '贸易' } },
        [403, 404],
      ],
      ['POST', '/admin/Enterprise/delSearch', { id: foreign.savedSearch }, [403, 404]],
      ['POST', '/admin/Enterprise/watchSearch', { id: foreign.savedSearch, watch: true }, [403, 404]],
      ['PUT', `/config/users/${u}`, member, 404],
      ['PUT', `/config/users/${u}/status`, { status: 0 }, 404],
      ['PUT', `/config/users/${u}/password`, { password: 'Hacked#2026', passwdCheck: 'Hacked#2026' }, 404],
      ['DELETE', `/config/users/${u}`, {}, 404],
      ['GET', `/config/roles/${foreign.role}`, {}, 404],
      ['PUT', `/config/roles/${foreign.role}`, role, 404],
      ['DELETE', `/config/roles/${foreign.role}`, {}, 404],
      ['GET', `/admin/usrcate/${foreign.group}`, {}, 404],
      ['PUT', `/admin/usrcate/${foreign.group}`, { name: '越权', orders: 1 }, 404],
      ['DELETE', `/admin/usrcate/${foreign.group}`, {}, 404],
      [
        'POST',
        '/admin/usrcate',
        { name: '挂到别人名下', parent_id: foreign.group, level: 2, orders: 1 },
        404,
      ],
      [
        'POST',
        '/admin/usrcate',
        { name: '冒充他人', parent_id: 0, level: 1, orders: 1, usr_agent_id: 210 },
        403,
      ],
      ['GET', '/sys/Users/getAgentInfo', { usr_agent_id: 210 }, 403],
      // another organisation's sales lead and group: not found, and never listed
      ['POST', '/sale/lead/collect', { company_ids: [1], cate_id: foreign.group }, 404],
      ['POST', '/sale/lead/collect-search', { keyword: '科技', rows: 5, cate_id: foreign.group }, 404],
      ['POST', '/sale/lead/stage', { id: foreign.lead, stage: 'won' }, 404],
      ['GET', '/sale/lead/events', { id: foreign.lead }, 404],
      [
        'GET',
        '/sale/lead/list',
        { owner_id: foreign.user, cate_id: foreign.group },
        200,
        (d) => expect((d as { total: number }).total).toBe(0),
      ],
      ['GET', '/sale/lead/list', { pool: true }, 200, (d) => expect((d as { total: number }).total).toBe(0)],
      [
        'GET',
        '/sale/lead/collected',
        { cate_id: foreign.group, label_id: foreign.label },
        200,
        (d) => expect((d as { total: number }).total).toBe(0),
      ],
      [
        'GET',
        '/sale/lead/list',
        { label_id: foreign.label },
        200,
        (d) => expect((d as { total: number }).total).toBe(0),
      ],
      // another organisation's labels, follow-ups, members, rules, pool and claims
      ['PUT', `/sale/label/${foreign.label}`, { name: '越权', color: 'blue' }, 404],
      ['DELETE', `/sale/label/${foreign.label}`, {}, 404],
      ['POST', '/sale/lead/labels', { lead_ids: [foreign.lead], add: [foreign.label] }, 404],
      ['POST', '/sale/lead/labels', { lead_ids: [foreign.lead], remove: [foreign.label] }, 404],
      ['POST', '/sale/follow/record', { lead_id: foreign.lead, kind: 'call', content: '越权' }, 404],
      ['GET', '/sale/follow/records', { lead_id: foreign.lead }, 404],
      [
        'GET',
        '/sale/follow/records',
        { user_id: foreign.user, kind: 'call' },
        200,
        (d) => expect((d as { total: number }).total).toBe(0),
      ],
      ['PUT', `/sale/team/${foreign.user}`, { capacity: 1, in_rotation: true }, 404],
      ['POST', '/sale/deliver', { mode: 'user', lead_ids: [foreign.lead], user_id: foreign.user }, 404],
      [
        'POST',
        '/sale/deliver',
        { mode: 'round_robin', lead_ids: [foreign.lead, foreign.poolLead] },
        200,
        (d) => expect((d as { assigned: number }).assigned).toBe(0),
      ],
      ['POST', '/sale/rule', { name: '越权', label_id: foreign.label, user_id: me }, 400],
      ['POST', '/sale/rule', { name: '越权', industry: 'I', user_id: foreign.user }, 404],
      ['PUT', `/sale/rule/${foreign.rule}`, { name: '越权', industry: 'I', user_id: me }, 404],
      ['DELETE', `/sale/rule/${foreign.rule}`, {}, 404],
      ['POST', '/sale/lead/release', { lead_ids: [foreign.lead] }, 400],
      ['POST', '/sale/claim', { lead_ids: [foreign.poolLead] }, 400],
      ['POST', `/sale/claim/${foreign.claim}/decide`, { approve: true }, 404],
      [
        'GET',
        '/sale/claim/list',
        { review: true },
        200,
        (d) => expect((d as { total: number }).total).toBe(0),
      ],
      ['GET', '/sale/moves', { kind: 'assign' }, 200, (d) => expect((d as { total: number }).total).toBe(0)],
      // another organisation's visits, contracts, orders, attachments, clients and lead page
      ['GET', `/sale/lead/${foreign.lead}`, {}, 404],
      ['GET', `/sale/lead/${foreign.lead}/timeline`, {}, 404],
      ['POST', `/sale/lead/${foreign.lead}/amount`, { amount_fen: 1 }, 404],
      [
        'GET',
        '/action/visit/list',
        { lead_id: foreign.lead, user_id: foreign.user },
        200,
        (d) => expect((d as { total: number }).total).toBe(0),
      ],
      [
        'POST',
        '/action/visit',
        { lead_id: foreign.lead, planned_at: '2026-12-01T02:00:00Z', purpose: '越权' },
        404,
      ],
      ['PUT', `/action/visit/${foreign.visit}`, { planned_at: '2026-12-01T02:00:00Z', purpose: '越权' }, 404],
      ['POST', `/action/visit/${foreign.visit}/checkin`, { outcome: '越权' }, 404],
      ['POST', `/action/visit/${foreign.visit}/cancel`, {}, 404],
      [
        'GET',
        '/action/contract/list',
        { lead_id: foreign.lead },
        200,
        (d) => expect((d as { total: number }).total).toBe(0),
      ],
      ['POST', '/action/contract', { lead_id: foreign.lead, code: 'X-1', title: '越权', amount_fen: 1 }, 404],
      [
        'PUT',
        `/action/contract/${foreign.contract}`,
        { lead_id: foreign.lead, code: 'X-1', title: '越权', amount_fen: 1 },
        404,
      ],
      ['DELETE', `/action/contract/${foreign.contract}`, {}, 404],
      [
        'GET',
        '/action/orders/list',
        { lead_id: foreign.lead, contract_id: foreign.contract },
        200,
        (d) => expect((d as { total: number }).total).toBe(0),
      ],
      [
        'POST',
        '/action/orders',
        { lead_id: foreign.lead, title: '越权', amount_fen: 1, ordered_on: '2026-11-20' },
        404,
      ],
      [
        'PUT',
        `/action/orders/${foreign.order}`,
        { lead_id: foreign.lead, title: '越权', amount_fen: 1, ordered_on: '2026-11-20' },
        404,
      ],
      ['DELETE', `/action/orders/${foreign.order}`, {}, 404],
      ['GET', `/action/contract/${foreign.contract}/attachments`, {}, 404],
      ['GET', `/action/orders/${foreign.order}/attachments`, {}, 404],
      ['DELETE', `/action/contract/attachment/${foreign.attachment}`, {}, 404],
      ['DELETE', `/action/orders/attachment/${foreign.attachment}`, {}, 404],
      ['GET', `/action/contract/attachment/${foreign.attachment}/file`, {}, 404],
      ['GET', `/action/orders/attachment/${foreign.attachment}/file`, {}, 404],
      ['POST', `/action/contract/${foreign.contract}/attachment`, {}, 400],
      ['POST', `/action/orders/${foreign.order}/attachment`, {}, 400],
      [
        'GET',
        '/action/clients/list',
        { label_id: foreign.label, owner_id: foreign.user },
        200,
        (d) => expect((d as { total: number }).total).toBe(0),
      ],
      [
        'GET',
        '/sale/lead/board',
        { owner_id: foreign.user, cate_id: foreign.group },
        200,
        (d) => expect((d as { columns: { count: number }[] }).columns.every((c) => c.count === 0)).toBe(true),
      ],
      [
        'POST',
        '/api/ShopProduct/applySpecialData',
        {
          agent_label_apply_id: foreign.apply,
          sys_user_id: me,
          name: '越权修改',
          filter_condition: '杭州市注册资本一千万以上的软件企业',
          type: 0,
        },
        404,
      ],
      [
        'POST',
        '/api/ShopProduct/applySpecialData',
        { name: '冒充', filter_condition: '杭州市注册资本一千万以上的软件企业', type: 0, sys_user_id: u },
        403,
      ],
      // another user's custom request: every requester call answers 404; another user's id in a body 403
      ['GET', `/api/ShopProduct/getApply/${foreign.apply}`, {}, 404],
      ['POST', '/api/ShopProduct/setPerCustData', { agent_label_apply_id: foreign.apply }, 404],
      ['POST', '/api/ShopProduct/delPerCustData', { agent_label_apply_id: foreign.apply }, 404],
      ['POST', '/api/ShopProduct/getPreviewInfo', { agent_label_apply_id: foreign.apply }, 404],
      ['POST', '/api/ShopProduct/getCustomizedDataPricing', { agent_label_apply_id: foreign.apply }, 404],
      [
        'POST',
        '/api/ShopProduct/addPerCustDataOrders',
        { agent_label_apply_id: foreign.apply, email: 'x@example.com' },
        404,
      ],
      [
        'POST',
        '/api/ShopProduct/delPerCustData',
        { agent_label_apply_id: foreign.apply, sys_user_id: u },
        403,
      ],
      [
        'GET',
        '/api/ShopProduct/getApplyList',
        { limit: 100 },
        200,
        (d) => expect(JSON.stringify(d)).not.toContain('外部定制'),
      ],
      ['POST', '/admin/Msgcontent/detail', { id: foreign.receiver }, 404],
      ['POST', '/admin/Msgcontent/read', { ids: [foreign.receiver] }, 404],
      ['POST', '/admin/Msgcontent/delete', { ids: [foreign.receiver] }, 404],
      ['POST', '/admin/Msgcontent/restore', { ids: [foreign.receiver] }, 404],
      ['POST', '/admin/Msgcontent/remove', { ids: [foreign.receiver] }, 404],
      ['POST', '/admin/Msgcontent/unreadCount', { sys_user_id: u, usr_agent_id: 210 }, 403],
      // paying or polling another user's order
      [
        'POST',
        '/sys/Payment/getPayUrl',
        { per_order_id: foreign.perOrder, money: '5.00', email: 'x@example.com' },
        404,
      ],
      [
        'POST',
        '/sys/Payment/getPayUrl',
        { shop_product_id: 1, money: '1.00', email: 'x@example.com', sys_user_id: u },
        403,
      ],
      ['POST', '/sys/Payment/getOrderStatus', { order_id: foreign.trade }, 404],
      // the precise search: another user's saved search, orders and identity
      [
        'POST',
        '/api/ShopProduct/addAccurateScreeningOrder',
        { shop_search_condition_id: foreign.condition, nums: 10, email: 'x@example.com' },
        404,
      ],
      [
        'POST',
        '/api/ShopProduct/addAccurateScreeningOrder',
        { shop_search_condition_id: foreign.condition, nums: 10, email: 'x@example.com', sys_user_id: u },
        403,
      ],
      ['POST', '/api/ShopProduct/AccurateScreening', { keyword: '科技', sys_user_id: u }, 403],
      ['POST', '/api/ShopProduct/getAccurateOrderList', { sys_user_id: u }, 403],
      ['POST', '/api/ShopProduct/DownloadDirectly', { per_order_id: foreign.perOrder }, 404],
      [
        'POST',
        '/api/ShopProduct/sendEmailDatas',
        { per_order_id: foreign.perOrder, email: 'thief@example.com' },
        404,
      ],
      // company profiles: companies are shared reference data, not an organisation's rows; any workspace
      // user with data:search:details reads any company (or gets 404 for an unknown one)
      ...Object.values(CompanyProfilePaths)
        .filter((path) => path.includes(':id'))
        .map((path): [string, string, Record<string, unknown>, number[]] => [
          'GET',
          path.replace(':id', '1'),
          path.includes('Risks')
            ? { kind: 'case' }
            : path.includes('Intellectual')
              ? { kind: 'patent' }
              : path.includes('Licences')
                ? { kind: 'licence' }
                : {},
          [200, 404],
        ]),
      ['GET', CompanyProfilePaths.equityLevel, { kind: 'C', id: 1, direction: 'down' }, [200, 404]],
      // exporting companies: shared reference data too; the export is the caller's own, its capacity
      // the caller's organisation's (an id that is no company: nothing to export, nothing changes)
      ['POST', '/admin/Enterprise/exportCompanies', { company_ids: [99_999_999], title: '越权导出' }, 400],
      // creating with another organisation's role, or granting a platform action
      [
        'POST',
        '/config/users',
        { username: '13911112222', realname: '越权', password: 'Strong#2026', sys_role_id: foreign.role },
        [400, 403, 404],
      ],
      ['POST', '/config/roles', { ...role, sys_module_id: 0, actions: [foreign.platformAction] }, [400, 403]],
      // filters naming another organisation or module are ignored: only the caller's own rows
      ['GET', '/config/users', { usr_agent_id: 210, sys_module_id: 3, limit: 100 }, 200, onlyAgent200],
      [
        'GET',
        '/config/users/roles',
        { usr_agent_id: 210, sys_module_id: 3 },
        200,
        (d) => expect(JSON.stringify(d)).not.toContain('外部机构角色'),
      ],
      [
        'GET',
        '/config/roles',
        { sys_module_id: 3, limit: 100 },
        200,
        (d) => expect(JSON.stringify(d)).not.toContain('外部机构角色'),
      ],
      [
        'GET',
        '/config/roles/options',
        { sys_module_id: 0 },
        200,
        (d) =>
          expect((d as { modules: { sys_module_id: number }[] }).modules.map((m) => m.sys_module_id)).toEqual(
            [5],
          ),
      ],
      [
        'GET',
        '/admin/usrcate',
        { usr_agent_id: 210 },
        [200, 403],
        (d) => expect(JSON.stringify(d ?? '')).not.toContain('外部分组'),
      ],
    ];
  };

  it('every id-taking call a workspace user can reach is covered by the attempts below', () => {
    const covered = new Set(
      attempts().map(([m, url]) => `${m} /api${url.replace(/\/\d+(?=\/|$)/g, '/:id')}`),
    );
    // list exports are tried apart, every one of them (below)
    const idTaking = calls().filter(
      (c) =>
        !(c.perm && isPlatformPerm(c.perm)) &&
        c.inputKeys.some((k) => ID_KEY.test(k)) &&
        !c.url.endsWith('/export'),
    );
    const uncovered = idTaking.map(keyOf).filter((k) => !covered.has(k));
    expect(uncovered).toEqual([]);
  });

  it("no list export carries another organisation's rows, whatever ids it is given", async () => {
    const exports = calls().filter((c) => c.url.endsWith('/export') && !(c.perm && isPlatformPerm(c.perm)));
    expect(exports.length).toBeGreaterThanOrEqual(9);
    const foreignOf: Record<string, number> = {
      lead_id: foreign.lead,
      label_id: foreign.label,
      cate_id: foreign.group,
      owner_id: foreign.user,
      user_id: foreign.user,
      contract_id: foreign.contract,
    };
    for (const c of exports) {
      const query = new URLSearchParams(
        c.inputKeys
          .filter((k) => foreignOf[k] !== undefined)
          .map((k): [string, string] => [k, String(foreignOf[k])]),
      ).toString();
      const res = await t.app.inject({
        method: 'GET',
        url: `${c.url}${query ? `?${query}` : ''}`,
        headers: { authorization: orgAdmin },
      });
      expect(res.statusCode, c.url).toBe(200);
      if (String(res.headers['content-type']).includes('json')) {
        expect(res.json<{ code: number }>().code, c.url).toBe(404);
        continue;
      }
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      // the header row only, and nothing of organisation 210
      expect(sheet.actualRowCount, c.url).toBe(1);
      expect(JSON.stringify(sheet.getSheetValues()), c.url).not.toContain('外部');
    }
  });

  it("refuses every id-taking call on another organisation's rows and changes nothing", async () => {
    const before = await snapshot();
    for (const [method, url, payload, code, check] of attempts()) {
      const res = await t.call(method as 'GET', url, orgAdmin, payload);
      expect([code].flat(), `${method} ${url}: ${res.code} ${res.error ?? ''}`).toContain(res.code);
      if (check && res.code === 200) check(res.data);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("lists never show another organisation's rows, even when asked for them", async () => {
    const users = await t.call<{ list: { usr_agent_id: number }[] }>('GET', '/config/users', orgAdmin, {
      usr_agent_id: 210,
      limit: 100,
    });
    expect(users.code).toBe(200);
    expect(users.data.list.length).toBeGreaterThan(0);
    expect(new Set(users.data.list.map((r) => r.usr_agent_id))).toEqual(new Set([200]));
    const groups = await t.call<{ list: { usr_agent_id: number }[] }>('GET', '/admin/usrcate', orgAdmin, {
      usr_agent_id: 210,
    });
    expect(groups.data?.list.some((g) => g.usr_agent_id === 210) ?? false).toBe(false);
    const roles = await t.call<{ list: { sys_role_id: number }[] }>('GET', '/config/roles', orgAdmin, {
      limit: 100,
    });
    expect(roles.data.list.map((r) => r.sys_role_id)).not.toContain(foreign.role);
  });

  it("groups of another user of the same organisation: beyond the role's data scope not found; shoppers have no group calls", async () => {
    const k = t.db.kysely;
    // the organisation admin's group (data scope: the organisation) and a staff group of the shop's organisation
    const adminGroup = (
      await k
        .selectFrom('usr_cate')
        .select('usr_cate_id')
        .where('usr_agent_id', '=', 200)
        .where('user_id', '=', me)
        .where('parent_id', '=', 0)
        .orderBy('usr_cate_id')
        .executeTakeFirstOrThrow()
    ).usr_cate_id;
    const staff = await t.userId('13900000100', 100);
    const staffGroup = (
      await k
        .insertInto('usr_cate')
        .values({ name: '商城员工分组', parent_id: 0, level: 1, user_id: staff, usr_agent_id: 100 })
        .returning('usr_cate_id')
        .executeTakeFirstOrThrow()
    ).usr_cate_id;
    const colleague = await t.tokenOf(Demo.orgUser200);
    const shopper = await t.tokenOf('13600000000');
    const before = await snapshot();

    // 普通用户 of organisation 200 (data scope: their own rows) and the admin's group
    const tries = (group: number): [string, string, Record<string, unknown>][] => [
      ['GET', `/admin/usrcate/${group}`, {}],
      ['PUT', `/admin/usrcate/${group}`, { name: '同事改名', orders: 1 }],
      ['DELETE', `/admin/usrcate/${group}`, {}],
      ['POST', '/admin/usrcate', { name: '挂到同事名下', parent_id: group, level: 2, orders: 1 }],
    ];
    for (const [method, url, payload] of tries(adminGroup)) {
      const res = await t.call(method as 'GET', url, colleague, payload);
      expect(res.code, `${method} ${url}`).toBe(404);
    }
    const listed = await t.call<{ list: { id: number; user_id: number }[] }>(
      'GET',
      '/admin/usrcate',
      colleague,
      {
        limit: 100,
      },
    );
    expect(listed.code).toBe(200);
    const colleagueId = await t.userId(Demo.orgUser200, 200);
    expect(listed.data.list.filter((g) => g.user_id !== colleagueId)).toEqual([]);
    expect(listed.data.list.map((g) => g.id)).not.toContain(adminGroup);
    // the admin sees the organisation's groups
    const all = await t.call<{ list: { id: number }[] }>('GET', '/admin/usrcate', orgAdmin, { limit: 100 });
    expect(all.data.list.map((g) => g.id)).toContain(adminGroup);

    // a shopper of the shop's organisation holds no group permission: the staff's groups stay theirs
    const shopperTries: [string, string, Record<string, unknown>][] = [
      ['GET', '/admin/usrcate', {}],
      ...tries(staffGroup),
      ['POST', '/admin/usrcate', { name: '购物者分组', parent_id: 0, level: 1, orders: 1 }],
    ];
    for (const [method, url, payload] of shopperTries) {
      const res = await t.call(method as 'GET', url, shopper, payload);
      expect(res.code, `${method} ${url}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  function onlyAgent200(data: unknown) {
    const rows = (data as { list: { usr_agent_id: number }[] }).list;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.usr_agent_id))).toEqual(new Set([200]));
  }

  async function snapshot() {
    const k = t.db.kysely;
    return {
      users: await k.selectFrom('sys_user').selectAll().orderBy('sys_user_id').execute(),
      roles: await k.selectFrom('sys_role').selectAll().orderBy('sys_role_id').execute(),
      roleActions: await k
        .selectFrom('sys_role_action')
        .selectAll()
        .orderBy('sys_role_id')
        .orderBy('sys_action_id')
        .execute(),
      groups: await k.selectFrom('usr_cate').selectAll().orderBy('usr_cate_id').execute(),
      applies: await k.selectFrom('agent_label_apply').selectAll().orderBy('agent_label_apply_id').execute(),
      receivers: await k.selectFrom('sys_msg_receiver').selectAll().orderBy('sys_msg_receiver_id').execute(),
      agents: await k.selectFrom('usr_agent').selectAll().orderBy('usr_agent_id').execute(),
      params: await k.selectFrom('sys_param').selectAll().orderBy('param_key').execute(),
      payments: await k.selectFrom('payment').selectAll().orderBy('payment_id').execute(),
      savedSearches: await k.selectFrom('saved_search').selectAll().orderBy('saved_search_id').execute(),
      leads: await k.selectFrom('sale_lead').selectAll().orderBy('lead_id').execute(),
      leadLabels: await k
        .selectFrom('sale_lead_label')
        .selectAll()
        .orderBy('lead_id')
        .orderBy('label_id')
        .execute(),
      labels: await k.selectFrom('sale_label').selectAll().orderBy('label_id').execute(),
      follows: await k.selectFrom('sale_follow').selectAll().orderBy('follow_id').execute(),
      rules: await k.selectFrom('sale_rule').selectAll().orderBy('rule_id').execute(),
      claims: await k.selectFrom('sale_claim').selectAll().orderBy('claim_id').execute(),
      members: await k.selectFrom('sale_member').selectAll().orderBy('sys_user_id').execute(),
      visits: await k.selectFrom('sale_visit').selectAll().orderBy('visit_id').execute(),
      contracts: await k.selectFrom('sale_contract').selectAll().orderBy('contract_id').execute(),
      orders: await k.selectFrom('sale_order').selectAll().orderBy('order_id').execute(),
      attachments: await k.selectFrom('sale_attachment').selectAll().orderBy('attachment_id').execute(),
      perOrders: await k.selectFrom('per_order').selectAll().orderBy('per_order_id').execute(),
      conditions: await k
        .selectFrom('shop_search_condition')
        .selectAll()
        .orderBy('shop_search_condition_id')
        .execute(),
      deliveries: await k.selectFrom('data_delivery').selectAll().orderBy('data_delivery_id').execute(),
      shopOrders: await k.selectFrom('shop_order').selectAll().orderBy('shop_order_id').execute(),
      menus: await k
        .selectFrom('sys_menu')
        .select(['sys_menu_id', 'name', 'status'])
        .orderBy('sys_menu_id')
        .execute(),
    };
  }
});
