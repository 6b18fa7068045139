import SQLite from 'better-sqlite3';
import type { Executor } from '../db/executor.ts';
import { countRows } from './row-count.ts';

/** A company of the precise preview (the columns the preview row is made of). */
export interface PreviewCompany {
  company_id: number;
  name: string;
  legal_person: string;
  reg_capital: number;
  reg_currency: string;
  reg_date: string;
  address: string;
  tel: string | null;
  mobile: string | null;
}

/** One exported company, in the columns of EXPORT_COLUMNS (plus its id). */
export interface ExportCompany {
  company_id: number;
  name: string;
  district_code: string;
  tel: string | null;
  mobile: string | null;
  legal_person: string;
  address: string;
  reg_date: string;
  reg_capital: number;
  reg_currency: string;
  scope: string;
  status: string;
  email: string | null;
  website: string | null;
}

/** The company columns an export reads, in ExportCompany's order. */
const EXPORT_COMPANY_COLUMNS = [
  'company_id',
  'name',
  'district_code',
  'tel',
  'mobile',
  'legal_person',
  'address',
  'reg_date',
  'reg_capital',
  'reg_currency',
  'scope',
  'status',
  'email',
  'website',
] as const satisfies readonly (keyof ExportCompany)[];

/** One ExportCompany as an array of EXPORT_COMPANY_COLUMNS. */
type ExportCompanyTuple = [
  number,
  string,
  string,
  string | null,
  string | null,
  string,
  string,
  string,
  number,
  string,
  string,
  string,
  string | null,
  string | null,
];

/** Page cache of an export's own SQLite connection (KiB). */
const EXPORT_READER_CACHE_KIB = 2048;

/** How an export reads its rows (CompanyRepository.exportReader). */
export interface ExportReader {
  /** as CompanyRepository.rowsByIds */
  rowsByIds(ids: readonly number[]): Promise<ExportCompany[]>;
  close(): void;
}

/**
 * rowsByIds on SQLite: one prepared statement for every batch (the ids bound as one JSON array)
 * answering arrays — better-sqlite3 builds a 14-key object per row far slower than JS does.
 */
function rowsByIdsStatement(sqlite: SQLite.Database): SQLite.Statement {
  return sqlite
    .prepare(
      `select ${EXPORT_COMPANY_COLUMNS.join(', ')} from company
       where company_id in (select value from json_each(?))`,
    )
    .raw(true);
}

function rowsOf(stmt: SQLite.Statement, ids: readonly number[]): ExportCompany[] {
  return (stmt.all(JSON.stringify(ids)) as ExportCompanyTuple[]).map((r) => ({
    company_id: r[0],
    name: r[1],
    district_code: r[2],
    tel: r[3],
    mobile: r[4],
    legal_person: r[5],
    address: r[6],
    reg_date: r[7],
    reg_capital: r[8],
    reg_currency: r[9],
    scope: r[10],
    status: r[11],
    email: r[12],
    website: r[13],
  }));
}

/** The rows in the order of `ids` (the database answers in its own); unknown ids are skipped. */
function inOrderOf<T extends { company_id: number }>(ids: readonly number[], rows: T[]): T[] {
  const byId = new Map<number, T>();
  for (const row of rows) byId.set(row.company_id, row);
  const ordered: T[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) ordered.push(row);
  }
  return ordered;
}

/**
 * Companies (reference data, read-only here): the rows the search engine's ids stand for, as the
 * shop's previews and the delivery's exports show them.
 */
export class CompanyRepository {
  private rowsByIdsStmt: SQLite.Statement | undefined;

  /** `sqlite`: the raw handle under `db` on the embedded default (Db.sqlite), for the export's reads. */
  constructor(
    private readonly db: Executor,
    private readonly sqlite: SQLite.Database | null = null,
  ) {}

  async count(): Promise<number> {
    return countRows(this.db.selectFrom('company'));
  }

  /** Each company's name and registration status, by id (a watched saved search's daily comparison). */
  async statusesByIds(
    ids: readonly number[],
  ): Promise<{ company_id: number; name: string; status: string }[]> {
    const out: { company_id: number; name: string; status: string }[] = [];
    const CHUNK = 1_000;
    for (let i = 0; i < ids.length; i += CHUNK) {
      const part = ids.slice(i, i + CHUNK);
      out.push(
        ...(await this.db
          .selectFrom('company')
          .select(['company_id', 'name', 'status'])
          .where('company_id', 'in', part)
          .execute()),
      );
    }
    return out;
  }

  /** The columns of a product's preview, by company id. */
  async productPreview(ids: readonly number[]) {
    if (!ids.length) return [];
    return this.db
      .selectFrom('company')
      .select([
        'company_id',
        'name',
        'ccode',
        'legal_person',
        'reg_date',
        'reg_capital',
        'reg_currency',
        'status',
        'province_code',
        'city_code',
        'district_code',
        'address',
        'tel',
        'mobile',
        'scope',
      ])
      .where('company_id', 'in', [...ids])
      .orderBy('company_id', 'asc')
      .execute();
  }

  /** The columns of the product form's preview (a draft filter's first companies), by company id. */
  async filterPreview(ids: readonly number[]) {
    if (!ids.length) return [];
    return this.db
      .selectFrom('company')
      .select(['name', 'ccode', 'legal_person', 'reg_date', 'reg_capital', 'status', 'address'])
      .where('company_id', 'in', [...ids])
      .orderBy('company_id')
      .execute();
  }

  /** The columns of the precise preview, in the order of `ids`. */
  async precisePreview(ids: readonly number[]): Promise<PreviewCompany[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('company')
      .select([
        'company_id',
        'name',
        'legal_person',
        'reg_capital',
        'reg_currency',
        'reg_date',
        'address',
        'tel',
        'mobile',
      ])
      .where('company_id', 'in', [...ids])
      .execute();
    return inOrderOf(
      ids,
      rows.map((r) => ({ ...r, reg_capital: Number(r.reg_capital) })),
    );
  }

  /**
   * The export columns of the companies `ids`, in the order of `ids` (one query; ids the search
   * engine answered, so no filter here). Unknown ids are skipped.
   */
  async rowsByIds(ids: readonly number[]): Promise<ExportCompany[]> {
    if (ids.length === 0) return [];
    const sqlite = this.sqlite;
    if (sqlite) {
      this.rowsByIdsStmt ??= rowsByIdsStatement(sqlite);
      const stmt = this.rowsByIdsStmt;
      // while holding Kysely's connection: never inside another caller's open transaction
      return inOrderOf(ids, await this.db.connection().execute(async () => rowsOf(stmt, ids)));
    }
    const rows = await this.db
      .selectFrom('company')
      .select(EXPORT_COMPANY_COLUMNS)
      .where('company_id', 'in', ids)
      .execute();
    return inOrderOf(ids, rows);
  }

  /**
   * What an export reads its rows with; close it when the export ends. On the embedded SQLite (a
   * file) that is a read-only connection of its own with a small page cache: an export walks
   * through up to every company once, which would otherwise fill the server connection's 64 MiB
   * cache with pages read once (the largest part of the export's memory, and evicting the pages
   * the searches keep using). Elsewhere it is rowsByIds on the shared connection.
   */
  exportReader(): ExportReader {
    const file = this.sqlite && !this.sqlite.memory ? this.sqlite.name : null;
    if (!file) return { rowsByIds: (ids) => this.rowsByIds(ids), close: () => {} };
    const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma(`cache_size = -${EXPORT_READER_CACHE_KIB}`);
    const stmt = rowsByIdsStatement(sqlite);
    return {
      rowsByIds: async (ids) => (ids.length === 0 ? [] : inOrderOf(ids, rowsOf(stmt, ids))),
      close: () => sqlite.close(),
    };
  }
}
