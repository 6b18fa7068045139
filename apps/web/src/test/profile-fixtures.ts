import type { CallOutput, CompanyHeader, CompanyProfileCalls, ProfileCounts } from '@qishu/contract';

/** Fixtures of the company profile pages (issue 14). */

export const PROFILE_API = '/api/admin/Detail';

export function profileCounts(over: Partial<ProfileCounts> = {}): ProfileCounts {
  return {
    shareholders: 0,
    people: 0,
    investments: 0,
    branches: 0,
    changes: 0,
    risks: {
      case: 0,
      executed: 0,
      dishonest: 0,
      consumption: 0,
      hearing: 0,
      abnormal: 0,
      penalty: 0,
      illegal: 0,
      pledge: 0,
      mortgage: 0,
      tax: 0,
    },
    ip: { trademark: 0, patent: 0, software: 0, works: 0, website: 0 },
    annual_reports: 0,
    licences: { licence: 0, qualification: 0 },
    contacts: 0,
    ...over,
  };
}

export function companyHeader(over: Partial<CompanyHeader> = {}): CompanyHeader {
  return {
    company_id: 42,
    name: '深圳华瑞科技有限公司',
    status: '存续',
    ccode: '91440300MA5DCNLX2Q',
    company_type: '有限责任公司',
    legal_person: { person_id: 7, name: '林晓峰' },
    legal_person_name: '林晓峰',
    reg_capital: 5_000_000,
    reg_currency: '人民币',
    reg_date: '2015-06-18',
    address: '广东省深圳市南山区科技园科发路 8 号',
    scope: '软件开发；信息技术咨询服务。',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    district_code: '440305',
    industry_section: 'I',
    industry_section_name: '信息传输、软件和信息技术服务业',
    industry_division: '65',
    industry_division_name: '软件和信息技术服务业',
    former_names: ['深圳华瑞网络有限公司'],
    tel: '0755-26881234',
    mobile: '13812345678',
    email: 'linxf@hrkj.com.cn',
    website: 'www.hrkj.com.cn',
    contact_visible: true,
    tags: ['高新技术企业', '小微企业'],
    employees: 86,
    insured: 64,
    counts: profileCounts(),
    has_map: true,
    ...over,
  };
}

export type MapCompaniesAnswer = CallOutput<typeof CompanyProfileCalls.mapCompanies>;
export type BeneficialOwnersAnswer = CallOutput<typeof CompanyProfileCalls.beneficialOwners>;
