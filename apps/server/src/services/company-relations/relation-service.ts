import {
  parseRelationKey,
  relationEdgeLabel,
  relationKey,
  RelationLimits,
  RelationMessages,
  relationRatioText,
  type FindRelationsInput,
  type PersonCandidate,
  type RelationEntityInfo,
  type RelationPair,
  type RelationResult,
} from '@qishu/contract';
import type { Db } from '../../db/connection.ts';
import { CompanyRelationsRepository } from '../../repositories/company-relations-repository.ts';
import { badRequest } from '../../shared/errors.ts';
import { RelationGraph, shortestPaths, type WalkLimits } from './relation-graph.ts';

/** Hub guards: rows a batched read may answer, and nodes a side carries to its next level. */
export const RELATION_ROW_CAP = 20_000;
export const RELATION_FRONTIER_MAX = 2_000;
/** Rows read for the companies beside the people a name search finds. */
const PERSON_COMPANY_ROWS = 2_000;

/**
 * 查关系 (/data/relation, issue 15 point 5): the shortest links between each pair of 2–5 chosen
 * companies or people (relation-graph.ts), the people a name finds (with a few of their companies,
 * to tell namesakes apart) and the names of entities a link prefills.
 */
export function createRelationService(
  deps: { db: Db },
  limits: Partial<WalkLimits & { rowCap: number }> = {},
) {
  const repo = new CompanyRelationsRepository(deps.db.kysely, deps.db.dialect);
  const rowCap = limits.rowCap ?? RELATION_ROW_CAP;
  const walk: WalkLimits = {
    frontierMax: limits.frontierMax ?? RELATION_FRONTIER_MAX,
    pathsPerPair: limits.pathsPerPair ?? RelationLimits.pathsPerPair,
  };

  /** Names of companies and people by key; unknown ones are absent. */
  async function namesOf(keys: readonly string[]) {
    const companyIds: number[] = [];
    const personIds: number[] = [];
    for (const k of keys) (k[0] === 'C' ? companyIds : personIds).push(Number(k.slice(1)));
    const [companies, people] = await Promise.all([repo.companies(companyIds), repo.people(personIds)]);
    const out = new Map<string, { name: string; status: string | null }>();
    for (const c of companies) out.set(`C${c.company_id}`, { name: c.name, status: c.status });
    for (const p of people) out.set(`P${p.person_id}`, { name: p.name, status: null });
    return out;
  }

  async function find(input: Required<Pick<FindRelationsInput, 'entities'>> & { max_hops: number }) {
    const chosen = input.entities.map((e) => relationKey(e.kind, e.id));
    const known = await namesOf(chosen);
    for (const e of input.entities) {
      if (!known.has(relationKey(e.kind, e.id))) {
        throw badRequest(
          e.kind === 'company'
            ? RelationMessages.companyNotFound(e.id)
            : RelationMessages.personNotFound(e.id),
        );
      }
    }

    const graph = new RelationGraph((companies, people) => repo.linksOf(companies, people, rowCap));
    const answers: { from: string; to: string; answer: Awaited<ReturnType<typeof shortestPaths>> }[] = [];
    for (let i = 0; i < chosen.length; i++) {
      for (let j = i + 1; j < chosen.length; j++) {
        const from = chosen[i]!;
        const to = chosen[j]!;
        answers.push({ from, to, answer: await shortestPaths(graph, from, to, input.max_hops, walk) });
      }
    }

    // the nodes and edges the paths use, edges renumbered in order of first use
    const nodeKeys = new Set<string>(chosen);
    const edgeIndex = new Map<number, number>();
    const renumber = (e: number) => {
      let i = edgeIndex.get(e);
      if (i === undefined) edgeIndex.set(e, (i = edgeIndex.size));
      return i;
    };
    const pairs: RelationPair[] = answers.map(({ from, to, answer }) => ({
      from,
      to,
      hops: answer.hops,
      more: answer.more,
      truncated: answer.truncated,
      paths: answer.paths.map((p) => {
        for (const n of p.nodes) nodeKeys.add(n);
        return { nodes: p.nodes, steps: p.steps.map((s) => s.map(renumber)) };
      }),
    }));
    const names = await namesOf([...nodeKeys].filter((k) => !known.has(k)));
    for (const [k, v] of known) names.set(k, v);
    const chosenSet = new Set(chosen);
    const result: RelationResult = {
      max_hops: input.max_hops,
      nodes: [...nodeKeys].map((key) => {
        const { kind, id } = parseRelationKey(key)!;
        const n = names.get(key);
        return {
          key,
          kind,
          id,
          name: n?.name ?? key,
          status: n?.status ?? null,
          chosen: chosenSet.has(key),
        };
      }),
      edges: [...edgeIndex.keys()].map((e) => graph.edges[e]!),
      pairs,
      truncated: pairs.some((p) => p.truncated),
    };
    return result;
  }

  async function searchPerson(keyword: string): Promise<PersonCandidate[]> {
    const people = await repo.peopleNamed(keyword, RelationLimits.personSearchMax);
    const { roles, holdings } = await repo.companiesOfPeople(
      people.map((p) => p.person_id),
      PERSON_COMPANY_ROWS,
    );
    type Seat = { company_id: number; name: string; legal: boolean; role: string[]; ratio: number };
    const seats = new Map<number, Map<number, Seat>>();
    const seatOf = (personId: number, companyId: number, name: string) => {
      let m = seats.get(personId);
      if (!m) seats.set(personId, (m = new Map()));
      let s = m.get(companyId);
      if (!s) m.set(companyId, (s = { company_id: companyId, name, legal: false, role: [], ratio: 0 }));
      return s;
    };
    for (const r of roles) {
      const s = seatOf(r.person_id, r.company_id, r.name);
      s.legal = Number(r.is_legal) === 1;
      s.role.push(relationEdgeLabel({ kind: s.legal ? 'legal' : 'position', positions: r.positions }));
    }
    for (const h of holdings) {
      const s = seatOf(Number(h.holder_id), h.company_id, h.name);
      s.ratio += Number(h.ratio_ppm);
    }
    return people.map((p) => {
      const list = [...(seats.get(p.person_id)?.values() ?? [])].sort(
        (x, y) =>
          Number(y.legal) - Number(x.legal) ||
          Number(y.role.length > 0) - Number(x.role.length > 0) ||
          y.ratio - x.ratio ||
          x.company_id - y.company_id,
      );
      return {
        person_id: p.person_id,
        name: p.name,
        company_count: list.length,
        companies: list.slice(0, RelationLimits.personCompaniesShown).map((s) => ({
          company_id: s.company_id,
          name: s.name,
          role: [...s.role, ...(s.ratio > 0 ? [`股东 ${relationRatioText(s.ratio)}`] : [])].join('，'),
        })),
      };
    });
  }

  async function entities(keys: readonly string[]): Promise<RelationEntityInfo[]> {
    const unique = [...new Set(keys)];
    const names = await namesOf(unique);
    return unique.flatMap((key) => {
      const n = names.get(key);
      const parsed = parseRelationKey(key);
      return n && parsed ? [{ key, kind: parsed.kind, id: parsed.id, name: n.name }] : [];
    });
  }

  return { find, searchPerson, entities };
}
