import type { Db } from '../../db/connection.ts';
import { IndustryRepository } from '../../repositories/industry-repository.ts';
import { RegionRepository } from '../../repositories/region-repository.ts';
import { keptLoad } from '../../shared/kept-load.ts';

/**
 * Region and industry names kept in memory, for the reads every search request makes (the precise
 * search's names, the shop's industry filter): a database round trip each was a wait on the pool
 * under a crowd (issue 18 point 9). Answers as RegionRepository.names / IndustryRepository.names and
 * childrenOf do.
 */
export interface ReferenceNames {
  /** names of the region codes that exist (empty codes are skipped) */
  regionNames(codes: readonly string[]): Promise<Map<string, string>>;
  /** names of the industry codes that exist */
  industryNames(codes: readonly string[]): Promise<Map<string, string>>;
  /** the codes of the industries directly under `code` (a section's divisions) */
  industryChildren(code: string): Promise<string[]>;
  /** Every write to `industry` calls this once it has committed (back-office 行业分类). */
  industriesChanged(): void;
}

/**
 * Industries are staff-editable: a write in this process forgets them at once; another server
 * process's write (several instances on one PostgreSQL) shows within this time.
 */
const INDUSTRY_TTL_MS = 60_000;

/** One set per database: tests open many databases in one process, and a server opens one. */
const perDatabase = new WeakMap<Db, ReferenceNames>();

/** The reference names of a database, shared by every service over it. */
export function referenceNamesOf(db: Db): ReferenceNames {
  let names = perDatabase.get(db);
  if (!names) {
    names = createReferenceNames(db);
    perDatabase.set(db, names);
  }
  return names;
}

function createReferenceNames(db: Db): ReferenceNames {
  // an empty table is a database not seeded yet (a test seeds after its server started): not kept
  const regions = keptLoad(
    async () => new Map((await new RegionRepository(db.kysely).codesAndNames()).map((r) => [r.code, r.name])),
    { keep: (byCode) => byCode.size > 0 },
  );
  // regions are GB/T 2260 as seeded: nothing writes them while the server runs, so they are kept for good
  const industries = keptLoad(
    async () => {
      const rows = await new IndustryRepository(db.kysely).all();
      const names = new Map(rows.map((r) => [r.code, r.name]));
      const children = new Map<string, string[]>();
      for (const r of rows) {
        if (r.parent_code === null) continue;
        const siblings = children.get(r.parent_code);
        if (siblings) siblings.push(r.code);
        else children.set(r.parent_code, [r.code]);
      }
      return { names, children };
    },
    { ttlMs: INDUSTRY_TTL_MS, keep: (t) => t.names.size > 0 },
  );
  return {
    async regionNames(codes) {
      const unique = new Set(codes.filter(Boolean));
      if (!unique.size) return new Map();
      return namesOf(unique, await regions.get());
    },
    async industryNames(codes) {
      if (!codes.length) return new Map();
      return namesOf(new Set(codes), (await industries.get()).names);
    },
    async industryChildren(code) {
      return [...((await industries.get()).children.get(code) ?? [])];
    },
    industriesChanged() {
      industries.forget();
    },
  };
}

function namesOf(codes: Set<string>, byCode: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const code of codes) {
    const name = byCode.get(code);
    if (name !== undefined) out.set(code, name);
  }
  return out;
}
