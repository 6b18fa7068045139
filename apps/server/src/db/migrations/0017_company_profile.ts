import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/**
 * Company profiles (issue 14): the knowledge behind every company.
 *
 * Every list a profile section pages through is keyed (company_id, seq), seq being the section's
 * display order (newest first), so a page is one index range and a count one index scan; SQLite
 * stores them WITHOUT ROWID, clustered by that key. Kinds are short ASCII codes whose Chinese names
 * live in the contract (`company-profile.ts`).
 *
 * company gets its map point (lng, lat: GCJ-02 degrees, as the bundled shapes, inside its district). Its legal_person,
 * shareholders, tel/mobile/email/website and *_num columns stay as the precise search reads them and
 * are derived from these tables by the seed (see db/seed/companies/README.md).
 */
export function companyProfileMigration(dialect: DialectName) {
  const p = portable(dialect);
  const sqlite = dialect === 'sqlite';
  const clustered = <T extends { modifyEnd(s: ReturnType<typeof sql>): T }>(tb: T): T =>
    sqlite ? tb.modifyEnd(sql`without rowid`) : tb;
  const real = sqlite ? ('real' as const) : ('double precision' as const);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('company').addColumn('lng', real).execute();
      await db.schema.alterTable('company').addColumn('lat', real).execute();

      // Natural persons: a name, never an identity number.
      await db.schema
        .createTable('person')
        .addColumn('person_id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(30)', (c) => c.notNull())
        /** 1 male, 2 female */
        .addColumn('gender', 'integer', (c) => c.notNull())
        .execute();

      // Who runs a company: the legal representative and the executives (主要人员).
      await clustered(
        db.schema
          .createTable('company_person')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('person_id', 'integer', (c) => c.notNull())
          /** 董事长, 执行董事, 董事, 总经理, 经理, 监事, 财务负责人, 执行事务合伙人, 负责人… joined by '、' */
          .addColumn('positions', 'varchar(60)', (c) => c.notNull())
          /** 1 when this person is the legal representative (one per company) */
          .addColumn('is_legal', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('since', p.date)
          .addPrimaryKeyConstraint('company_person_pk', ['company_id', 'seq']),
      ).execute();
      await db.schema
        .createIndex('company_person_person_ix')
        .on('company_person')
        .columns(['person_id', 'company_id'])
        .execute();

      // Shareholdings: holder → company. holder_kind 'P' person, 'C' company (holder_id is a
      // company_id), 'O' an organisation outside the registry (国资委, a foreign parent; holder_id null).
      // Outward investments are the same edges read by holder.
      await clustered(
        db.schema
          .createTable('shareholding')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('holder_kind', 'varchar(1)', (c) => c.notNull())
          .addColumn('holder_id', 'integer')
          .addColumn('holder_name', 'varchar(100)', (c) => c.notNull())
          /** 认缴出资额, yuan */
          .addColumn('subscribed', 'bigint', (c) => c.notNull())
          /** 持股比例 in parts per million (1,000,000 = 100 %) */
          .addColumn('ratio_ppm', 'integer', (c) => c.notNull())
          /** 认缴出资日期 */
          .addColumn('subscribed_date', p.date)
          .addPrimaryKeyConstraint('shareholding_pk', ['company_id', 'seq']),
      ).execute();
      await db.schema
        .createIndex('shareholding_holder_ix')
        .on('shareholding')
        .columns(['holder_kind', 'holder_id', 'company_id'])
        .execute();

      // Branches (分支机构): a branch is a company of its own.
      await clustered(
        db.schema
          .createTable('company_branch')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('branch_id', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('company_branch_pk', ['company_id', 'branch_id']),
      ).execute();
      await db.schema
        .createIndex('company_branch_branch_ix')
        .on('company_branch')
        .column('branch_id')
        .execute();

      // 变更记录
      await clustered(
        db.schema
          .createTable('company_change')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('change_date', p.date, (c) => c.notNull())
          .addColumn('item', 'varchar(40)', (c) => c.notNull())
          .addColumn('before_text', 'text', (c) => c.notNull())
          .addColumn('after_text', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('company_change_pk', ['company_id', 'seq']),
      ).execute();

      // 司法风险 and 经营风险, one table: kind is one of the contract's riskKinds.
      await clustered(
        db.schema
          .createTable('company_risk')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'varchar(16)', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('risk_date', p.date, (c) => c.notNull())
          /** case cause (案由), penalty reason, abnormal-list reason, pledge subject… */
          .addColumn('title', 'varchar(200)', (c) => c.notNull())
          /** 案号 / 决定书文号 / 登记编号 */
          .addColumn('doc_no', 'varchar(60)')
          /** the company's role in a case: 原告, 被告, 第三人, 申请执行人, 被执行人 … */
          .addColumn('role', 'varchar(20)')
          /** court or authority */
          .addColumn('authority', 'varchar(100)')
          /** amount in yuan (标的, 罚款, 出质股权数额, 担保债权, 欠税余额) */
          .addColumn('amount', 'bigint')
          /** 履行情况, 处罚结果, 移出原因, 状态 … */
          .addColumn('detail', 'varchar(300)')
          .addPrimaryKeyConstraint('company_risk_pk', ['company_id', 'kind', 'seq']),
      ).execute();

      // 知识产权: trademark, patent, software, works, website (kinds in the contract).
      await clustered(
        db.schema
          .createTable('company_ip')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'varchar(10)', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('name', 'varchar(120)', (c) => c.notNull())
          /** 注册号 / 申请号 / 登记号 / ICP 备案号 */
          .addColumn('reg_no', 'varchar(40)', (c) => c.notNull())
          /** trademark class (第9类…), patent type (发明专利…), works category, website domain */
          .addColumn('category', 'varchar(60)')
          /** 注册 / 申请中 / 无效 (trademarks), 授权 / 实审 / 公开 / 失效 (patents), 正常 (websites) */
          .addColumn('status', 'varchar(20)')
          .addColumn('apply_date', p.date, (c) => c.notNull())
          .addColumn('grant_date', p.date)
          .addPrimaryKeyConstraint('company_ip_pk', ['company_id', 'kind', 'seq']),
      ).execute();

      // 经营状况: annual reports by year with the tax credit rating of that year.
      await clustered(
        db.schema
          .createTable('company_annual_report')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('year', 'integer', (c) => c.notNull())
          .addColumn('published_date', p.date, (c) => c.notNull())
          .addColumn('employees', 'integer')
          .addColumn('insured', 'integer')
          /** one of the contract's revenueBands */
          .addColumn('revenue_band', 'varchar(20)')
          /** 纳税信用等级 A / B / M / C / D, null when not rated */
          .addColumn('tax_rating', 'varchar(1)')
          .addPrimaryKeyConstraint('company_annual_report_pk', ['company_id', 'year']),
      ).execute();

      // Administrative licences (kind 'licence', counted in act_num) and qualifications ('qualification').
      await clustered(
        db.schema
          .createTable('company_licence')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'varchar(14)', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          .addColumn('name', 'varchar(100)', (c) => c.notNull())
          .addColumn('licence_no', 'varchar(60)', (c) => c.notNull())
          .addColumn('authority', 'varchar(100)', (c) => c.notNull())
          .addColumn('valid_from', p.date, (c) => c.notNull())
          .addColumn('valid_to', p.date)
          .addColumn('content', 'varchar(300)')
          .addPrimaryKeyConstraint('company_licence_pk', ['company_id', 'kind', 'seq']),
      ).execute();

      // Contacts with where and when they were seen; company.tel/mobile/email are the first of each kind.
      await clustered(
        db.schema
          .createTable('company_contact')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('seq', 'integer', (c) => c.notNull())
          /** mobile, tel, email */
          .addColumn('kind', 'varchar(6)', (c) => c.notNull())
          .addColumn('value', 'varchar(100)', (c) => c.notNull())
          /** 工商登记, 企业年报, 官网, 招聘信息, 招投标 … */
          .addColumn('source', 'varchar(20)', (c) => c.notNull())
          .addColumn('year', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('company_contact_pk', ['company_id', 'seq']),
      ).execute();
    },
  };
}
