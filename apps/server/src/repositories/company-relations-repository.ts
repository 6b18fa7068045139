import { sql } from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Executor } from '../db/executor.ts';

/** One link of the registry graph as 查关系 walks it (holder → company, person → company, parent → branch). */
export interface RelationLink {
  kind: 'holding' | 'role' | 'branch';
  /** `C<id>` or `P<id>` */
  from: string;
  to: string;
  /** holding: the ratio in ppm */
  ratio_ppm?: number;
  /** role: positions joined by 、 and whether the person is the legal representative */
  positions?: string;
  is_legal?: boolean;
}

/** Ids per query: well below SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 900;

function chunks<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += CHUNK) out.push(xs.slice(i, i + CHUNK));
  return out;
}

/**
 * The registry graph for 查关系 (issue 15 point 5): the links of a whole level of companies and people
 * in a few batched index reads (company_person by company and by person, shareholding by company and
 * by holder, company_branch both ways), and the names of the nodes shown. Companies and people are
 * shared knowledge: no data scope.
 */
export class CompanyRelationsRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: DialectName,
  ) {}

  /**
   * Every link touching the companies `companyIds` and the people `personIds`, at most `rowCap`
   * rows a read; `cut` when some read had more (a hub: the caller says the answer is partial).
   */
  async linksOf(
    companyIds: readonly number[],
    personIds: readonly number[],
    rowCap: number,
  ): Promise<{ links: RelationLink[]; cut: boolean }> {
    const links: RelationLink[] = [];
    let cut = false;
    const capped = <T>(rows: T[]): T[] => {
      if (rows.length > rowCap) {
        cut = true;
        return rows.slice(0, rowCap);
      }
      return rows;
    };
    const reads: Promise<void>[] = [];
    for (const ids of chunks(companyIds)) {
      // the people of these companies (roles, legal representation)
      reads.push(
        this.db
          .selectFrom('company_person')
          .select(['company_id', 'person_id', 'positions', 'is_legal'])
          .where('company_id', 'in', ids)
          .limit(rowCap + 1)
          .execute()
          .then((rows) => {
            for (const r of capped(rows)) links.push(roleLink(r));
          }),
      );
      // their holders that are people or companies of the registry
      reads.push(
        this.db
          .selectFrom('shareholding')
          .select(['company_id', 'holder_kind', 'holder_id', 'ratio_ppm'])
          // by company only: with the holder's kind and id in the WHERE, SQLite's planner walked the
          // whole holder index (every P and C holding: 2–7 s at 2M companies) instead of the key
          .where('company_id', 'in', ids)
          .limit(rowCap + 1)
          .execute()
          .then((rows) => {
            for (const r of capped(rows).filter(
              (h) => (h.holder_kind === 'P' || h.holder_kind === 'C') && h.holder_id !== null,
            ))
              links.push({
                kind: 'holding',
                from: `${r.holder_kind}${r.holder_id}`,
                to: `C${r.company_id}`,
                ratio_ppm: Number(r.ratio_ppm),
              });
          }),
      );
      // what they invest in
      reads.push(
        this.db
          .selectFrom('shareholding')
          .select(['company_id', 'holder_id', 'ratio_ppm'])
          .where('holder_kind', '=', 'C')
          .where('holder_id', 'in', ids)
          .limit(rowCap + 1)
          .execute()
          .then((rows) => {
            for (const r of capped(rows))
              links.push({
                kind: 'holding',
                from: `C${r.holder_id}`,
                to: `C${r.company_id}`,
                ratio_ppm: Number(r.ratio_ppm),
              });
          }),
      );
      // branches both ways
      reads.push(
        this.db
          .selectFrom('company_branch')
          .select(['company_id', 'branch_id'])
          .where((eb) => eb.or([eb('company_id', 'in', ids), eb('branch_id', 'in', ids)]))
          .limit(rowCap + 1)
          .execute()
          .then((rows) => {
            for (const r of capped(rows))
              links.push({ kind: 'branch', from: `C${r.company_id}`, to: `C${r.branch_id}` });
          }),
      );
    }
    for (const ids of chunks(personIds)) {
      reads.push(
        this.db
          .selectFrom('company_person')
          .select(['company_id', 'person_id', 'positions', 'is_legal'])
          .where('person_id', 'in', ids)
          .limit(rowCap + 1)
          .execute()
          .then((rows) => {
            for (const r of capped(rows)) links.push(roleLink(r));
          }),
      );
      reads.push(
        this.db
          .selectFrom('shareholding')
          .select(['company_id', 'holder_id', 'ratio_ppm'])
          .where('holder_kind', '=', 'P')
          .where('holder_id', 'in', ids)
          .limit(rowCap + 1)
          .execute()
          .then((rows) => {
            for (const r of capped(rows))
              links.push({
                kind: 'holding',
                from: `P${r.holder_id}`,
                to: `C${r.company_id}`,
                ratio_ppm: Number(r.ratio_ppm),
              });
          }),
      );
    }
    await Promise.all(reads);
    return { links, cut };
  }

  /** Name and status of each company of `ids` that exists. */
  async companies(ids: readonly number[]) {
    const out: { company_id: number; name: string; status: string }[] = [];
    for (const part of chunks([...new Set(ids)])) {
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

  /** Name of each person of `ids` that exists. */
  async people(ids: readonly number[]) {
    const out: { person_id: number; name: string }[] = [];
    for (const part of chunks([...new Set(ids)])) {
      out.push(
        ...(await this.db
          .selectFrom('person')
          .select(['person_id', 'name'])
          .where('person_id', 'in', part)
          .execute()),
      );
    }
    return out;
  }

  /**
   * People named `keyword` (first, by id) and then people whose name starts with it (by name and
   * id), `limit` in all: index ranges of person_name_ix (migration 0023).
   */
  async peopleNamed(keyword: string, limit: number) {
    const exact = await this.db
      .selectFrom('person')
      .select(['person_id', 'name'])
      .where('name', '=', keyword)
      .orderBy('name')
      .orderBy('person_id')
      .limit(limit)
      .execute();
    if (exact.length >= limit) return exact;
    let prefix = this.db
      .selectFrom('person')
      .select(['person_id', 'name'])
      .where('name', '>', keyword)
      .orderBy('name')
      .orderBy('person_id')
      .limit(limit - exact.length);
    prefix =
      this.dialect === 'postgres'
        ? prefix.where('name', 'like', `${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : // SQLite compares text bytewise (code point order): the prefix is one index range
          prefix.where('name', '<', sql<string>`${keyword} || char(1114111)`);
    return [...exact, ...(await prefix.execute())];
  }

  /** The companies each of `personIds` runs or holds, with name, roles and the direct share. */
  async companiesOfPeople(personIds: readonly number[], rowCap: number) {
    if (!personIds.length) return { roles: [], holdings: [] };
    const [roles, holdings] = await Promise.all([
      this.db
        .selectFrom('company_person as cp')
        .innerJoin('company as c', 'c.company_id', 'cp.company_id')
        .select(['cp.person_id', 'cp.company_id', 'c.name', 'cp.positions', 'cp.is_legal'])
        .where('cp.person_id', 'in', [...personIds])
        .limit(rowCap)
        .execute(),
      this.db
        .selectFrom('shareholding as s')
        .innerJoin('company as c', 'c.company_id', 's.company_id')
        .select(['s.holder_id', 's.company_id', 'c.name', 's.ratio_ppm'])
        .where('s.holder_kind', '=', 'P')
        .where('s.holder_id', 'in', [...personIds])
        .limit(rowCap)
        .execute(),
    ]);
    return { roles, holdings };
  }
}

function roleLink(r: {
  company_id: number;
  person_id: number;
  positions: string;
  is_legal: number;
}): RelationLink {
  return {
    kind: 'role',
    from: `P${r.person_id}`,
    to: `C${r.company_id}`,
    positions: r.positions,
    is_legal: Number(r.is_legal) === 1,
  };
}
