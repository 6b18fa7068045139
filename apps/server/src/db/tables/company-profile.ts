/** Company profile tables (migration 0017). Dates are YYYY-MM-DD; amounts in yuan. */
import type { IpKind, LicenceKind, RiskKind } from '@qishu/contract';

/** A natural person: a name and a gender, no identity number. */
export interface PersonTable {
  person_id: number;
  name: string;
  /** 1 male, 2 female */
  gender: number;
}

/** A person's positions in a company (主要人员), one row per person; is_legal marks the legal representative. */
export interface CompanyPersonTable {
  company_id: number;
  seq: number;
  person_id: number;
  /** positions joined by '、' */
  positions: string;
  is_legal: number;
  since: string | null;
}

/** holder → company. 'P' person, 'C' company, 'O' organisation outside the registry (holder_id null). */
export type HolderKind = 'P' | 'C' | 'O';

export interface ShareholdingTable {
  company_id: number;
  seq: number;
  holder_kind: HolderKind;
  holder_id: number | null;
  holder_name: string;
  /** 认缴出资额, yuan */
  subscribed: number;
  /** parts per million */
  ratio_ppm: number;
  subscribed_date: string | null;
}

export interface CompanyBranchTable {
  company_id: number;
  branch_id: number;
}

export interface CompanyChangeTable {
  company_id: number;
  seq: number;
  change_date: string;
  item: string;
  before_text: string;
  after_text: string;
}

export interface CompanyRiskTable {
  company_id: number;
  /** one of the contract's riskKinds */
  kind: string;
  seq: number;
  risk_date: string;
  title: string;
  doc_no: string | null;
  role: string | null;
  authority: string | null;
  amount: number | null;
  detail: string | null;
}

export interface CompanyIpTable {
  company_id: number;
  /** one of the contract's ipKinds */
  kind: string;
  seq: number;
  name: string;
  reg_no: string;
  category: string | null;
  status: string | null;
  apply_date: string;
  grant_date: string | null;
}

export interface CompanyAnnualReportTable {
  company_id: number;
  year: number;
  published_date: string;
  employees: number | null;
  insured: number | null;
  revenue_band: string | null;
  tax_rating: string | null;
}

export interface CompanyLicenceTable {
  company_id: number;
  /** 'licence' (行政许可, counted in act_num) or 'qualification' (资质) */
  kind: string;
  seq: number;
  name: string;
  licence_no: string;
  authority: string;
  valid_from: string;
  valid_to: string | null;
  content: string | null;
}

export interface CompanyContactTable {
  company_id: number;
  seq: number;
  /** mobile, tel, email */
  kind: string;
  value: string;
  source: string;
  year: number;
}

/** A stored section count's column (profile-counts.ts lists what each counts). */
export type ProfileCountColumn =
  | 'shareholders'
  | 'people'
  | 'investments'
  | 'branches'
  | 'changes'
  | 'annual_reports'
  | 'contacts'
  | `risk_${RiskKind}`
  | `ip_${IpKind}`
  | `licence_${LicenceKind}`;

/**
 * Every section count of a company in one row (migration 0021), a read model of the profile tables
 * the header reads instead of counting ~14 index ranges; written wherever profile rows are written.
 */
export type CompanyProfileCountsTable = { company_id: number } & Record<ProfileCountColumn, number> &
  ProfileHeaderFactColumns;

/**
 * The header's other facts stored beside its counts (migration 0025), so a header reads the company
 * row and this row only: the legal representative, the latest annual report, former names and the
 * qualifications that give tags (with their validity: which are valid depends on the day asked).
 */
export interface ProfileHeaderFactColumns {
  legal_person_id: number | null;
  legal_person_name: string | null;
  report_year: number | null;
  report_employees: number | null;
  report_insured: number | null;
  report_revenue_band: string | null;
  /** JSON array of names, newest first (the registry's seq order); null when none */
  former_names: string | null;
  /** JSON array of [name, valid_from, valid_to | null]; null when none */
  tag_qualifications: string | null;
}
