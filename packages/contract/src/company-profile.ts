/**
 * Company profiles (issue 14): the header and sections of /data/details/{id}, the person page, the
 * equity penetration of /data/stock/{id} and the map of /data/map/{id} (shell-and-backoffice.md §2
 * routes; §7 families /admin/Detail/* and /admin/Enterprise/*). Every call needs
 * data:search:details; contact values are masked unless the caller's role holds data:search:contact.
 * Amounts are yuan (as company.reg_capital); ratios are parts per million (1,000,000 = 100 %).
 */
import { z } from 'zod';
import { idWith, wholeNumber } from './whole-number.ts';
import { idParamSchema, pageOf, pageQuerySchema } from './admin/paging.ts';
import { describeCall, noInput } from './call.ts';

// ── kinds and their names ─────────────────────────────────────────────────────────────────

/** 司法风险 */
export const judicialRiskKinds = ['case', 'executed', 'dishonest', 'consumption', 'hearing'] as const;
/** 经营风险 */
export const operatingRiskKinds = ['abnormal', 'penalty', 'illegal', 'pledge', 'mortgage', 'tax'] as const;
export const riskKinds = [...judicialRiskKinds, ...operatingRiskKinds] as const;
export type RiskKind = (typeof riskKinds)[number];
export const riskKindNames: Readonly<Record<RiskKind, string>> = {
  case: '裁判文书',
  executed: '被执行人',
  dishonest: '失信被执行人',
  consumption: '限制高消费',
  hearing: '开庭公告',
  abnormal: '经营异常',
  penalty: '行政处罚',
  illegal: '严重违法',
  pledge: '股权出质',
  mortgage: '动产抵押',
  tax: '欠税公告',
};

export const ipKinds = ['trademark', 'patent', 'software', 'works', 'website'] as const;
export type IpKind = (typeof ipKinds)[number];
export const ipKindNames: Readonly<Record<IpKind, string>> = {
  trademark: '商标',
  patent: '专利',
  software: '软件著作权',
  works: '作品著作权',
  website: '网站备案',
};

export const licenceKinds = ['licence', 'qualification'] as const;
export type LicenceKind = (typeof licenceKinds)[number];
export const licenceKindNames: Readonly<Record<LicenceKind, string>> = {
  licence: '行政许可',
  qualification: '资质证书',
};

export const contactKinds = ['mobile', 'tel', 'email'] as const;
export type ContactKind = (typeof contactKinds)[number];
export const contactKindNames: Readonly<Record<ContactKind, string>> = {
  mobile: '手机',
  tel: '固话',
  email: '邮箱',
};

/** Annual-report revenue bands (营业收入), as the registry publishes them when a company chooses to. */
export const revenueBands = [
  '100万以下',
  '100万-500万',
  '500万-1000万',
  '1000万-5000万',
  '5000万-1亿',
  '1亿-10亿',
  '10亿以上',
] as const;
export const taxRatings = ['A', 'B', 'M', 'C', 'D'] as const;

/** Holder of a shareholding: a person, a company of the registry, or an organisation outside it. */
export const holderKinds = ['P', 'C', 'O'] as const;
export type HolderKind = (typeof holderKinds)[number];

/** The profile's sections in the order of its navigation (§ issue 14, point 3). */
export const profileSections = [
  'basic',
  'shareholders',
  'people',
  'investments',
  'branches',
  'changes',
  'judicial',
  'operating',
  'ip',
  'operations',
] as const;
export type ProfileSection = (typeof profileSections)[number];
export const profileSectionNames: Readonly<Record<ProfileSection, string>> = {
  basic: '基本信息',
  shareholders: '股东信息',
  people: '主要人员',
  investments: '对外投资',
  branches: '分支机构',
  changes: '变更记录',
  judicial: '司法风险',
  operating: '经营风险',
  ip: '知识产权',
  operations: '经营状况',
};

/** A beneficial owner at or above this effective share (ppm) is flagged 最终受益人 (25 %). */
export const MAJOR_OWNER_PPM = 250_000;
/** Equity penetration follows paths at most this many levels deep (cycles end earlier). */
export const EQUITY_MAX_DEPTH = 10;

export const CompanyProfileMessages = {
  notFound: '企业不存在或已被移除',
  personNotFound: '人员不存在',
  /** shown beside masked values */
  contactHidden: '当前角色无权查看联系方式',
} as const;

// ── masking (one rule, the server applies it, the web explains it) ──────────────────────────

/** 13812345678 → 138****5678 */
export function maskMobile(v: string): string {
  return v.length >= 7 ? v.slice(0, 3) + '****' + v.slice(-4) : '****';
}
/** 0755-26881234 → 0755-****1234 */
export function maskTel(v: string): string {
  const dash = v.indexOf('-');
  const tail = v.slice(-4);
  return dash > 0 ? v.slice(0, dash + 1) + '****' + tail : '****' + tail;
}
/** linxf@qhsl.com.cn → l***@qhsl.com.cn */
export function maskEmail(v: string): string {
  const at = v.indexOf('@');
  return at > 0 ? v[0] + '***' + v.slice(at) : '***';
}
export function maskContact(kind: ContactKind, v: string): string {
  return kind === 'mobile' ? maskMobile(v) : kind === 'tel' ? maskTel(v) : maskEmail(v);
}

// ── paths ─────────────────────────────────────────────────────────────────────────────────

export const CompanyProfilePaths = {
  header: '/admin/Detail/getBaseInfo/:id',
  shareholders: '/admin/Detail/getShareholders/:id',
  people: '/admin/Detail/getPeople/:id',
  investments: '/admin/Detail/getInvestments/:id',
  branches: '/admin/Detail/getBranches/:id',
  changes: '/admin/Detail/getChanges/:id',
  risks: '/admin/Detail/getRisks/:id',
  ip: '/admin/Detail/getIntellectualProperty/:id',
  annualReports: '/admin/Detail/getAnnualReports/:id',
  licences: '/admin/Detail/getLicences/:id',
  contacts: '/admin/Detail/getContacts/:id',
  person: '/admin/Detail/getPerson/:id',
  personCompanies: '/admin/Detail/getPersonCompanies/:id',
  beneficialOwners: '/admin/Detail/getBeneficialOwners/:id',
  equityLevel: '/admin/Detail/getEquityLevel',
  mapCompanies: '/admin/Enterprise/getMapCompanies/:id',
} as const;

// ── schemas ───────────────────────────────────────────────────────────────────────────────

const day = z.string();
const personRef = z.object({ person_id: z.number().int(), name: z.string() });

/** Counts beside the section navigation, with each section's parts. */
export const profileCountsSchema = z.object({
  shareholders: z.number().int(),
  people: z.number().int(),
  investments: z.number().int(),
  branches: z.number().int(),
  changes: z.number().int(),
  risks: z.record(z.enum(riskKinds), z.number().int()),
  ip: z.record(z.enum(ipKinds), z.number().int()),
  annual_reports: z.number().int(),
  licences: z.record(z.enum(licenceKinds), z.number().int()),
  contacts: z.number().int(),
});
export type ProfileCounts = z.infer<typeof profileCountsSchema>;

export const companyHeaderSchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  ccode: z.string(),
  company_type: z.string(),
  /** null when the legal representative is not a person of the registry */
  legal_person: personRef.nullable(),
  legal_person_name: z.string(),
  reg_capital: z.number(),
  reg_currency: z.string(),
  reg_date: day,
  address: z.string(),
  scope: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  district_code: z.string(),
  industry_section: z.string(),
  industry_section_name: z.string(),
  industry_division: z.string(),
  industry_division_name: z.string(),
  /** the registry's latest names first, from 名称变更 records */
  former_names: z.array(z.string()),
  /** first contact of each kind; masked when contact_visible is false */
  tel: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  contact_visible: z.boolean(),
  /** 高新技术企业, 专精特新, 科技型中小企业, 小微企业, 有分支机构 … */
  tags: z.array(z.string()),
  /** latest annual report's figures, for 基本信息 */
  employees: z.number().int().nullable(),
  insured: z.number().int().nullable(),
  counts: profileCountsSchema,
  has_map: z.boolean(),
});
export type CompanyHeader = z.infer<typeof companyHeaderSchema>;

export const shareholderRowSchema = z.object({
  holder_kind: z.enum(holderKinds),
  /** person_id or company_id; null for an organisation outside the registry */
  holder_id: z.number().int().nullable(),
  holder_name: z.string(),
  ratio_ppm: z.number().int(),
  subscribed: z.number(),
  subscribed_date: day.nullable(),
});
export const personRoleRowSchema = z.object({
  person_id: z.number().int(),
  name: z.string(),
  positions: z.string(),
  is_legal: z.boolean(),
  since: day.nullable(),
  /** companies this person holds or runs, this one included */
  company_count: z.number().int(),
});
/** A company seen from another one (an investment, a branch, a person's company). */
export const relatedCompanySchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  legal_person: z.string(),
  reg_capital: z.number(),
  reg_currency: z.string(),
  reg_date: day,
  province: z.string(),
});
export const investmentRowSchema = relatedCompanySchema.extend({
  ratio_ppm: z.number().int(),
  subscribed: z.number(),
});
export const changeRowSchema = z.object({
  change_date: day,
  item: z.string(),
  before_text: z.string(),
  after_text: z.string(),
});
export const riskRowSchema = z.object({
  kind: z.enum(riskKinds),
  risk_date: day,
  title: z.string(),
  doc_no: z.string().nullable(),
  role: z.string().nullable(),
  authority: z.string().nullable(),
  amount: z.number().nullable(),
  detail: z.string().nullable(),
});
export const ipRowSchema = z.object({
  kind: z.enum(ipKinds),
  name: z.string(),
  reg_no: z.string(),
  category: z.string().nullable(),
  status: z.string().nullable(),
  apply_date: day,
  grant_date: day.nullable(),
});
export const annualReportRowSchema = z.object({
  year: z.number().int(),
  published_date: day,
  employees: z.number().int().nullable(),
  insured: z.number().int().nullable(),
  revenue_band: z.string().nullable(),
  tax_rating: z.string().nullable(),
});
export const licenceRowSchema = z.object({
  kind: z.enum(licenceKinds),
  name: z.string(),
  licence_no: z.string(),
  authority: z.string(),
  valid_from: day,
  valid_to: day.nullable(),
  content: z.string().nullable(),
});
export const contactRowSchema = z.object({
  kind: z.enum(contactKinds),
  /** masked unless the caller may see contacts */
  value: z.string(),
  source: z.string(),
  year: z.number().int(),
});

export const personSchema = z.object({
  person_id: z.number().int(),
  name: z.string(),
  gender: z.number().int(),
  /** companies where the person holds positions, holds shares, or both */
  company_count: z.number().int(),
  legal_count: z.number().int(),
  holding_count: z.number().int(),
  /** companies where the person holds positions (任职), the legal representative's included */
  position_count: z.number().int(),
});
export const personCompanyRowSchema = relatedCompanySchema.extend({
  /** positions in this company, '' when none */
  positions: z.string(),
  is_legal: z.boolean(),
  /** the person's direct share, null when none */
  ratio_ppm: z.number().int().nullable(),
});

/** One path from an ultimate owner down to the company: the companies passed and each edge's ratio. */
export const ownershipPathSchema = z.array(
  z.object({
    holder_name: z.string(),
    company_id: z.number().int(),
    company_name: z.string(),
    ratio_ppm: z.number().int(),
  }),
);
export const beneficialOwnerSchema = z.object({
  holder_kind: z.enum(holderKinds),
  holder_id: z.number().int().nullable(),
  name: z.string(),
  /** product of the ratios along each path, summed over all paths */
  share_ppm: z.number().int(),
  /** ≥ MAJOR_OWNER_PPM */
  is_major: z.boolean(),
  is_controller: z.boolean(),
  /** the paths (at most 10, largest first) and how many there are */
  paths: z.array(ownershipPathSchema),
  path_count: z.number().int(),
});
export const beneficialOwnersSchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  owners: z.array(beneficialOwnerSchema),
  /** true when a path met a cycle or the depth limit and was cut there */
  cut: z.boolean(),
});
export type BeneficialOwners = z.infer<typeof beneficialOwnersSchema>;

export const equityDirections = ['up', 'down'] as const;
export const equityLevelQuery = z.object({
  kind: z.enum(['C', 'P'], { error: '节点类型不正确' }),
  id: idWith('节点编号不正确'),
  direction: z.enum(equityDirections, { error: '方向不正确' }),
  limit: wholeNumber(z.number().int().min(1).max(200).default(50)),
});
export const equityNodeSchema = z.object({
  kind: z.enum(holderKinds),
  id: z.number().int().nullable(),
  name: z.string(),
  ratio_ppm: z.number().int(),
  subscribed: z.number(),
  /** companies only */
  status: z.string().nullable(),
  /** how many nodes expanding this one in the same direction gives (0: a leaf) */
  next_count: z.number().int(),
});
export const equityLevelSchema = z.object({
  nodes: z.array(equityNodeSchema),
  total: z.number().int(),
});

export const mapCompanySchema = z.object({
  company_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  industry_division_name: z.string(),
  reg_capital: z.number(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
});
export const mapCompaniesSchema = z.object({
  company: mapCompanySchema.nullable(),
  province_code: z.string(),
  city_code: z.string(),
  district_code: z.string(),
  district: z.string(),
  industry_section_name: z.string(),
  /** same district and industry section, nearest first */
  neighbours: z.array(mapCompanySchema),
  /** how many such companies there are in all */
  neighbour_total: z.number().int(),
});

const page = pageQuerySchema;
const detail = 'data:search:details' as const;

export const CompanyProfileCalls = {
  header: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.header,
    summary: '企业详情：头部信息与各板块数量',
    input: noInput,
    params: idParamSchema,
    output: companyHeaderSchema,
    perm: detail,
  }),
  shareholders: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.shareholders,
    summary: '股东信息（按持股比例从大到小，分页）',
    input: page,
    params: idParamSchema,
    output: pageOf(shareholderRowSchema),
    perm: detail,
  }),
  people: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.people,
    summary: '主要人员（法定代表人在前，分页）',
    input: page,
    params: idParamSchema,
    output: pageOf(personRoleRowSchema),
    perm: detail,
  }),
  investments: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.investments,
    summary: '对外投资（分页）',
    input: page,
    params: idParamSchema,
    output: pageOf(investmentRowSchema),
    perm: detail,
  }),
  branches: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.branches,
    summary: '分支机构（分页）',
    input: page,
    params: idParamSchema,
    output: pageOf(relatedCompanySchema),
    perm: detail,
  }),
  changes: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.changes,
    summary: '变更记录（新的在前，分页）',
    input: page,
    params: idParamSchema,
    output: pageOf(changeRowSchema),
    perm: detail,
  }),
  risks: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.risks,
    summary: '司法风险与经营风险的一类（新的在前，分页）',
    input: page.extend({ kind: z.enum(riskKinds, { error: '风险类别不正确' }) }),
    params: idParamSchema,
    output: pageOf(riskRowSchema),
    perm: detail,
  }),
  ip: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.ip,
    summary: '知识产权的一类（新的在前，分页）',
    input: page.extend({ kind: z.enum(ipKinds, { error: '知识产权类别不正确' }) }),
    params: idParamSchema,
    output: pageOf(ipRowSchema),
    perm: detail,
  }),
  annualReports: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.annualReports,
    summary: '企业年报与纳税信用（新的在前，分页）',
    input: page,
    params: idParamSchema,
    output: pageOf(annualReportRowSchema),
    perm: detail,
  }),
  licences: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.licences,
    summary: '行政许可或资质证书（分页）',
    input: page.extend({ kind: z.enum(licenceKinds, { error: '许可类别不正确' }) }),
    params: idParamSchema,
    output: pageOf(licenceRowSchema),
    perm: detail,
  }),
  contacts: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.contacts,
    summary: '联系方式及其来源（无权限的角色看到脱敏值，分页）',
    input: page,
    params: idParamSchema,
    output: pageOf(contactRowSchema).extend({ contact_visible: z.boolean() }),
    perm: detail,
  }),
  person: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.person,
    summary: '人员信息：任职与持股的企业数',
    input: noInput,
    params: idParamSchema,
    output: personSchema,
    perm: detail,
  }),
  personCompanies: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.personCompanies,
    summary: '人员任职或持股的全部企业（分页）',
    input: page,
    params: idParamSchema,
    output: pageOf(personCompanyRowSchema),
    perm: detail,
  }),
  beneficialOwners: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.beneficialOwners,
    summary: '股权穿透：最终受益人与实际控制人',
    input: noInput,
    params: idParamSchema,
    output: beneficialOwnersSchema,
    perm: detail,
  }),
  equityLevel: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.equityLevel,
    summary: '股权穿透：展开一个节点的上一层股东或下一层投资',
    input: equityLevelQuery,
    output: equityLevelSchema,
    perm: detail,
  }),
  mapCompanies: describeCall({
    method: 'GET',
    path: CompanyProfilePaths.mapCompanies,
    summary: '企业地图：企业与同区县同行业门类的周边企业',
    input: z.object({ limit: wholeNumber(z.number().int().min(1).max(500).default(200)) }),
    params: idParamSchema,
    output: mapCompaniesSchema,
    perm: detail,
  }),
} as const;
