/**
 * Deterministic synthetic companies with their profiles (see README.md in this folder).
 *
 * Ids are cut into blocks of BLOCK_SIZE; a block is laid out as single firms and holding groups from
 * its own stream (profile-units.ts), so a company and its profile rows are a function of (seed, the
 * run's ids): one streaming pass writes everything and only one block sits in memory. A run from
 * startId to hi lays out the blocks it touches, writes the companies in its range, and leaves out
 * holdings by companies above hi (the unit that holds hi is cut there). Person ids come from each
 * block's own range, and a person row is written with the lowest company id it belongs to, so an
 * appending run (startId = previous max + 1) never writes a person or a company twice.
 */
import type {
  CompanyAnnualReportTable,
  CompanyBranchTable,
  CompanyChangeTable,
  CompanyContactTable,
  CompanyIpTable,
  CompanyLicenceTable,
  CompanyPersonTable,
  CompanyRiskTable,
  PersonTable,
  ShareholdingTable,
} from '../../tables/company-profile.ts';
import { MAX_COMPANY_ID, NameSet, codeOffsets } from './generate.ts';
import { changeRecords } from './profile-changes.ts';
import { contactRows } from './profile-contacts.ts';
import { dayText } from './profile-dates.ts';
import { holdingRows, shareholdersText } from './profile-holdings.ts';
import { ipRows } from './profile-ip.ts';
import { mapPoint } from './profile-map.ts';
import { annualReports, licenceRows } from './profile-operations.ts';
import { BLOCK_SIZE, type PoolPerson } from './profile-people.ts';
import { riskRows } from './profile-risks.ts';
import { layoutBlock, type LayoutContext, type UnitCompany } from './profile-units.ts';
import { Rng } from './prng.ts';
import type { GeneratedCompany } from './types.ts';

export interface GenerateOptions {
  /** Any 32-bit integer; the same seed gives byte-identical output. */
  seed: number;
  /** Number of companies to generate. */
  count: number;
  /** company_id of the first company (default 1); ids are consecutive. */
  startId?: number;
  /** Keep names unique within a city (default true; costs ~4 bytes of memory per row). */
  uniqueNames?: boolean;
}

/** A company with every profile row written with it. */
export interface CompanyBundle {
  company: GeneratedCompany;
  /** people whose first company this is */
  persons: PersonTable[];
  people: CompanyPersonTable[];
  holdings: ShareholdingTable[];
  /** for a branch: its row under the parent company */
  branches: CompanyBranchTable[];
  changes: CompanyChangeTable[];
  risks: CompanyRiskTable[];
  ip: CompanyIpTable[];
  reports: CompanyAnnualReportTable[];
  licences: CompanyLicenceTable[];
  contacts: CompanyContactTable[];
}

/** Streams of the per-company details (the row's own stream is (seed, id); 1–8 are name retries). */
const STREAM = {
  holdings: 0x101,
  changes: 0x102,
  risks: 0x103,
  ip: 0x104,
  operations: 0x105,
  contacts: 0x106,
  map: 0x107,
} as const;

/**
 * Yields `count` companies with ids startId, startId + 1, … and their profile rows. With
 * `details: false` only what the company row needs is made (the rows of changes, risks, IP,
 * operations and contacts are left empty), for callers that want the company rows alone.
 */
export function* generateCompanyProfiles(
  opts: GenerateOptions & { details?: boolean },
): Generator<CompanyBundle, void, undefined> {
  const { seed, count } = opts;
  const startId = opts.startId ?? 1;
  if (!Number.isInteger(seed)) throw new Error('seed must be an integer');
  if (!Number.isInteger(count) || count < 0) throw new Error('count must be a non-negative integer');
  if (!Number.isInteger(startId) || startId < 1 || startId + count - 1 > MAX_COMPANY_ID) {
    throw new Error(`ids must lie in 1..${MAX_COMPANY_ID}`);
  }
  if (count === 0) return;
  const ctx: LayoutContext = {
    seed: seed | 0,
    names: opts.uniqueNames === false ? null : new NameSet(),
    offsets: codeOffsets(seed),
  };
  const details = opts.details ?? true;
  const hi = startId + count - 1;
  for (
    let block = Math.floor((startId - 1) / BLOCK_SIZE);
    block <= Math.floor((hi - 1) / BLOCK_SIZE);
    block++
  ) {
    const { companies, persons } = layoutBlock(ctx, block, hi);
    const firstOf = new Map<number, PoolPerson[]>();
    for (const p of persons) {
      if (p.firstRef < startId || p.firstRef > hi) continue;
      const list = firstOf.get(p.firstRef);
      if (list) list.push(p);
      else firstOf.set(p.firstRef, [p]);
    }
    for (const c of companies) {
      if (c.id < startId || c.id > hi) continue;
      yield bundleOf(ctx.seed, c, hi, firstOf.get(c.id) ?? [], details);
    }
  }
}

/** The company rows alone (the same rows generateCompanyProfiles yields). */
export function* generateCompanies(opts: GenerateOptions): Generator<GeneratedCompany, void, undefined> {
  for (const b of generateCompanyProfiles({ ...opts, details: false })) yield b.company;
}

/** One company as a run of that single id makes it (no name set), a pure function of (seed, id). */
export function generateCompany(seed: number, id: number): GeneratedCompany {
  const first = generateCompanies({ seed, count: 1, startId: id, uniqueNames: false }).next();
  if (first.done) throw new Error(`no company ${id}`);
  return first.value;
}

function bundleOf(
  seed: number,
  c: UnitCompany,
  hi: number,
  persons: PoolPerson[],
  details: boolean,
): CompanyBundle {
  const d = c.draft;
  const row: GeneratedCompany = { ...d.row };
  const id = c.id;
  const holdings = holdingRows(
    new Rng(seed, id, STREAM.holdings),
    id,
    c.holders,
    row.reg_capital,
    row.reg_date,
    hi,
  );
  row.shareholders = shareholdersText(holdings);
  const legal = c.cast.legal;
  row.legal_person = legal.row.name;
  const point = mapPoint(new Rng(seed, id, STREAM.map), d);
  if (point) [row.lng, row.lat] = point;

  const people: CompanyPersonTable[] = c.cast.rows.map((r, i) => ({
    company_id: id,
    seq: i + 1,
    person_id: r.person.row.person_id,
    positions: r.positions.join('、'),
    is_legal: r.legal ? 1 : 0,
    since: row.reg_date,
  }));
  const bundle: CompanyBundle = {
    company: row,
    persons: persons.map((p) => p.row),
    people,
    holdings,
    branches: c.kind === 'branch' && c.parent ? [{ company_id: c.parent.id, branch_id: id }] : [],
    changes: [],
    risks: [],
    ip: [],
    reports: [],
    licences: [],
    contacts: [],
  };
  if (!details) return bundle;

  const changes = changeRecords(new Rng(seed, id, STREAM.changes), {
    draft: { ...d, row },
    legalName: legal.row.name,
    shareholders: row.shareholders,
    officers: c.cast.rows.map((r) => `${r.person.row.name}（${r.positions.join('、')}）`),
  });
  bundle.changes = changes.rows;
  if (changes.legalSince !== null) {
    const legalRow = people.find((p) => p.is_legal === 1);
    if (legalRow) legalRow.since = dayText(changes.legalSince);
  }
  const drafted = { ...d, row };
  bundle.risks = riskRows(new Rng(seed, id, STREAM.risks), {
    draft: drafted,
    legalName: legal.row.name,
    pledgors: holdings
      .filter((h) => h.holder_kind !== 'O' || h.subscribed > 0)
      .map((h) => ({ name: h.holder_name, subscribed: h.subscribed })),
  });
  bundle.ip = ipRows(new Rng(seed, id, STREAM.ip), drafted);
  const ops = new Rng(seed, id, STREAM.operations);
  bundle.reports = annualReports(ops, drafted);
  bundle.licences = licenceRows(ops, drafted);
  bundle.contacts = contactRows(new Rng(seed, id, STREAM.contacts), drafted);
  return bundle;
}
