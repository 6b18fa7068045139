import {
  BatchLookupLimits,
  creditCodeOf,
  foldLines,
  normaliseName,
  type BatchLookupResult,
  type BatchMatch,
  type BatchMatchKind,
} from '@qishu/contract';
import type { Db } from '../../db/connection.ts';
import {
  BatchLookupRepository,
  LOOKUP_CHUNK,
  type LookupCompany,
} from '../../repositories/batch-lookup-repository.ts';

/** `xs` in slices of `size`. */
function chunks<T>(xs: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

/**
 * The spellings a name may be stored under: as entered (spaces kept, in case a registered name has
 * them), and normalised with full-width and with half-width brackets. A stored name is then
 * compared by its normalised form, so （）/() and spaces never decide a match.
 */
export function spellingsOf(line: string): string[] {
  const norm = normaliseName(line);
  return [...new Set([line, norm, norm.replace(/（/g, '(').replace(/）/g, ')')])];
}

/**
 * Looks each line up, in this order: a code-shaped line by unified social credit code; then by
 * current name; then by former name. Reads go 500 lines (≈1,500 spellings) to a statement, by index
 * (migration 0024), each kind in as few statements as the list needs: 10,000 names are about 60
 * index-only probes of 500 rows, not 10,000 round trips.
 */
export function createLookupService(deps: { db: Db }) {
  const repo = new BatchLookupRepository(deps.db.kysely);

  async function readAll<T>(values: readonly string[], read: (chunk: string[]) => Promise<T[]>) {
    const out: T[] = [];
    for (const chunk of chunks([...new Set(values)], LOOKUP_CHUNK)) out.push(...(await read(chunk)));
    return out;
  }

  return {
    async lookup(raw: readonly string[]): Promise<BatchLookupResult> {
      const folded = foldLines(raw);
      const lines = folded.lines;
      const found = new Map<
        string,
        { company: LookupCompany; by: BatchMatchKind; former: string | null }[]
      >();
      const add = (line: string, company: LookupCompany, by: BatchMatchKind, former: string | null) => {
        const list = found.get(line) ?? [];
        if (list.length >= BatchLookupLimits.matchesPerLine) return;
        if (list.some((m) => m.company.company_id === company.company_id)) return;
        list.push({ company, by, former });
        found.set(line, list);
      };

      // 1. codes
      const codeOf = new Map<string, string>();
      for (const line of lines) {
        const code = creditCodeOf(line);
        if (code) codeOf.set(line, code);
      }
      const byCode = new Map<string, LookupCompany>();
      for (const c of await readAll([...codeOf.values()], (xs) => repo.byCodes(xs))) byCode.set(c.ccode, c);
      for (const [line, code] of codeOf) {
        const c = byCode.get(code);
        if (c) add(line, c, 'ccode', null);
      }

      // 2. current names (code-shaped lines that matched no code are names too)
      let rest = lines.filter((l) => !found.has(l));
      const keyOf = new Map(rest.map((l) => [l, normaliseName(l)]));
      const byName = new Map<string, LookupCompany[]>();
      for (const c of await readAll(
        rest.flatMap((l) => spellingsOf(l)),
        (xs) => repo.byNames(xs),
      )) {
        const key = normaliseName(c.name);
        byName.set(key, [...(byName.get(key) ?? []), c]);
      }
      for (const line of rest) {
        const same = (byName.get(keyOf.get(line)!) ?? []).sort((a, b) => a.company_id - b.company_id);
        for (const c of same) add(line, c, 'name', null);
      }

      // 3. former names
      rest = rest.filter((l) => !found.has(l));
      const byFormer = new Map<string, (LookupCompany & { former_name: string })[]>();
      for (const c of await readAll(
        rest.flatMap((l) => spellingsOf(l)),
        (xs) => repo.byFormerNames(xs),
      )) {
        const key = normaliseName(c.former_name);
        byFormer.set(key, [...(byFormer.get(key) ?? []), c]);
      }
      for (const line of rest) {
        const was = (byFormer.get(keyOf.get(line)!) ?? []).sort((a, b) => a.company_id - b.company_id);
        for (const c of was) add(line, c, 'former_name', c.former_name);
      }

      const matched: BatchMatch[] = [];
      const unmatched: string[] = [];
      for (const line of lines) {
        const list = found.get(line);
        if (!list) {
          unmatched.push(line);
          continue;
        }
        for (const { company: c, by, former } of list) {
          matched.push({
            line,
            company_id: c.company_id,
            name: c.name,
            ccode: c.ccode,
            matched_by: by,
            former_name: former,
            status: c.status,
            legal_person: c.legal_person,
            reg_capital: Number(c.reg_capital),
            reg_currency: c.reg_currency,
            reg_date: c.reg_date,
            province: c.province ?? '',
            city: c.city ?? '',
            district: c.district ?? '',
          });
        }
      }
      return {
        read: folded.read,
        blank: folded.blank,
        duplicates: folded.duplicates,
        looked_up: lines.length,
        matched_lines: found.size,
        matched,
        unmatched,
      };
    },
  };
}
