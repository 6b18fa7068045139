import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db.ts';

/**
 * Migration 0016 on a database made before it: the custom request's data columns appear, 定制审核
 * moves to /sys/apply, and the 开通申请 menu and the sys:apply permissions go with every role's
 * links to them; everything else stays.
 */
describe.each(testDialects)('migration 0016 on an existing database (%s)', (dialect) => {
  let db: TestDb;
  const ids = {
    role: 0,
    group: 0,
    list: 0,
    audit: 0,
    custom: 0,
    customGroup: 0,
    apply: 0,
    review: 0,
    org: 0,
  };

  beforeAll(async () => {
    db = await createTestDb(dialect, { upTo: '0015_faster_grams' });
    const k = db.kysely;
    await k
      .insertInto('sys_module')
      .values({ sys_module_id: 0, name: '平台管理', home_route: '/admin', remark: null, orders: 0 })
      .execute();
    ids.role = (
      await k
        .insertInto('sys_role')
        .values({ usr_agent_id: null, sys_module_id: 0, role_name: '超级管理员', remark: null })
        .returning('sys_role_id')
        .executeTakeFirstOrThrow()
    ).sys_role_id;
    const action = async (name: string, perm: string | null, parent: number | null) =>
      (
        await k
          .insertInto('sys_action')
          .values({ sys_module_id: 0, parent_id: parent, name, perm, orders: 1 })
          .returning('sys_action_id')
          .executeTakeFirstOrThrow()
      ).sys_action_id;
    ids.group = await action('开通申请', null, null);
    ids.list = await action('查看开通申请', 'sys:apply:list', ids.group);
    ids.audit = await action('审核开通申请', 'sys:apply:audit', ids.group);
    ids.customGroup = await action('定制审核', null, null);
    ids.custom = await action('查看定制需求', 'mall:custom:list', ids.customGroup);
    const all = [ids.group, ids.list, ids.audit, ids.customGroup, ids.custom];
    await k
      .insertInto('sys_module_action')
      .values(all.map((a) => ({ sys_module_id: 0, sys_action_id: a })))
      .execute();
    await k
      .insertInto('sys_role_action')
      .values(all.map((a) => ({ sys_role_id: ids.role, sys_action_id: a })))
      .execute();
    const menu = async (key: string, name: string, url: string, parent: number, perm: string | null) =>
      (
        await k
          .insertInto('sys_menu')
          .values({
            parent_id: parent,
            sys_module_id: 0,
            sys_menu_cate_id: null,
            menu_key: key,
            name,
            vue_url: url,
            style: 'AuditOutlined',
            intro: key === 'admin.org' ? '机构、分类、开通申请与使用统计' : name,
            location: 0,
            perm,
          })
          .returning('sys_menu_id')
          .executeTakeFirstOrThrow()
      ).sys_menu_id;
    ids.org = await menu('admin.org', '机构管理', '', 0, null);
    ids.apply = await menu('admin.org.apply', '开通申请', '/sys/apply', ids.org, 'sys:apply:list');
    ids.review = await menu(
      'admin.mall.customreview',
      '定制审核',
      '/malldata/customreview',
      0,
      'mall:custom:list',
    );
    await k
      .insertInto('sys_role_menu')
      .values([ids.org, ids.apply, ids.review].map((m) => ({ sys_role_id: ids.role, sys_menu_id: m })))
      .execute();
    expect(await migrateToLatest(db, '0016_custom_request_data')).toEqual(['0016_custom_request_data']);
  });
  afterAll(async () => db?.drop());

  it('moves 定制审核 to /sys/apply and removes the 开通申请 menu with its role links', async () => {
    const menus = await db.kysely
      .selectFrom('sys_menu')
      .select(['menu_key', 'vue_url', 'intro'])
      .orderBy('sys_menu_id')
      .execute();
    expect(menus).toEqual([
      { menu_key: 'admin.org', vue_url: '', intro: '机构、分类、字段配置与使用统计' },
      { menu_key: 'admin.mall.customreview', vue_url: '/sys/apply', intro: '定制审核' },
    ]);
    const links = await db.kysely
      .selectFrom('sys_role_menu')
      .select('sys_menu_id')
      .orderBy('sys_menu_id')
      .execute();
    expect(links.map((l) => l.sys_menu_id)).toEqual([ids.org, ids.review]);
  });

  it('removes the sys:apply permissions and their group with every link; other permissions stay', async () => {
    const actions = await db.kysely
      .selectFrom('sys_action')
      .select('sys_action_id')
      .orderBy('sys_action_id')
      .execute();
    expect(actions.map((a) => a.sys_action_id)).toEqual([ids.customGroup, ids.custom]);
    for (const table of ['sys_role_action', 'sys_module_action'] as const) {
      const rows = await db.kysely
        .selectFrom(table)
        .select('sys_action_id')
        .orderBy('sys_action_id')
        .execute();
      expect(
        rows.map((r) => r.sys_action_id),
        table,
      ).toEqual([ids.customGroup, ids.custom]);
    }
  });

  it('adds the data file columns to agent_label_apply', async () => {
    const columns = await db.kysely.introspection.getTables();
    const apply = columns.find((c) => c.name === 'agent_label_apply');
    const names = apply?.columns.map((c) => c.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['data_file_path', 'data_file_name', 'data_count']));
    for (const n of ['data_file_path', 'data_file_name', 'data_count']) {
      expect(apply?.columns.find((c) => c.name === n)?.isNullable, n).toBe(true);
    }
  });
});
