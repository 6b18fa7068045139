import type { Generated } from 'kysely';

/** A company (企业). Region codes are GB/T 2260, industry codes GB/T 4754-2017. */
export interface CompanyTable {
  company_id: number;
  name: string;
  /** 统一社会信用代码, 18 characters */
  ccode: string;
  legal_person: string;
  /** Names of shareholders separated by '、' (search range 3 covers them with the legal person). */
  shareholders: string;
  /** YYYY-MM-DD */
  reg_date: string;
  /** Registered capital in yuan (integer); filters speak 万元. */
  reg_capital: number;
  reg_currency: string;
  /** One of contract's companyStatuses */
  status: string;
  /** One of contract's companyTypes */
  company_type: string;
  province_code: string;
  city_code: string;
  /** District (county-level) code; town_name in the preview is this district's name */
  district_code: string;
  /** GB/T 4754 section letter A–T */
  industry_section: string;
  /** GB/T 4754 division, two digits 01–97 */
  industry_division: string;
  address: string;
  scope: string;
  tel: string | null;
  mobile: string | null;
  email: string | null;
  website: string | null;
  brand_num: number;
  patent_num: number;
  copyright_num: number;
  software_copyright_num: number;
  punish_num: number;
  website_num: number;
  /** administrative licences */
  act_num: number;
  /** map point inside the district (GCJ-02 degrees, as the bundled district shapes), set by the seed; null when unknown */
  lng: number | null;
  lat: number | null;
  updated_at: Generated<string>;
}

/** GB/T 2260 region: level 1 province, 2 city (prefecture), 3 district (county). */
export interface RegionTable {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
}

/** GB/T 4754-2017: level 1 section (A–T), level 2 division (01–97). */
export interface IndustryTable {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
}
