import {
  CompanyProfileMessages as M,
  type BeneficialOwners,
  type equityLevelQuery,
  type equityLevelSchema,
} from '@qishu/contract';
import type { z } from 'zod';
import { MAX_ROW_ID } from '../../repositories/company-profile/paging.ts';
import { notFound } from '../../shared/errors.ts';
import { beneficialOwners, type HoldersLoader } from './beneficial-owners.ts';
import { companyNameOrThrow } from './lookups.ts';
import type { ProfileRepositories } from './repositories.ts';

type LevelQuery = z.output<typeof equityLevelQuery>;
type Level = z.input<typeof equityLevelSchema>;

/**
 * 股权穿透: the beneficial owners of a company (walked upwards level by level, one query per level)
 * and the expansion of one node of the graph by one level.
 */
export function createEquityService(repos: ProfileRepositories) {
  const holdersLoader: HoldersLoader = (ids) => repos.shareholding.holdersOf(ids);

  /** The holders of a company, each with how many holders it has in turn (companies only). */
  async function holdersLevel(companyId: number, limit: number): Promise<Level> {
    const { list, total } = await repos.shareholding.holderNodes(companyId, limit);
    const companyIds = list
      .filter((r) => r.holder_kind === 'C' && r.holder_id !== null)
      .map((r) => r.holder_id!);
    const next = await repos.shareholding.holderCounts(companyIds);
    return {
      nodes: list.map((r) => ({
        kind: r.holder_kind,
        id: r.holder_id,
        name: r.holder_name,
        ratio_ppm: r.ratio_ppm,
        subscribed: Number(r.subscribed),
        status: r.holder_kind === 'C' ? (r.status ?? null) : null,
        next_count: r.holder_kind === 'C' && r.holder_id !== null ? (next.get(r.holder_id) ?? 0) : 0,
      })),
      total,
    };
  }

  /** The companies a company or person holds, each with how many companies it invests in. */
  async function holdingsLevel(kind: 'C' | 'P', holderId: number, limit: number): Promise<Level> {
    const { list, total } = await repos.shareholding.holdings(kind, holderId, { limit, offset: 0 });
    const next = await repos.shareholding.investmentCounts(list.map((r) => r.company_id));
    return {
      nodes: list.map((r) => ({
        kind: 'C' as const,
        id: r.company_id,
        name: r.name,
        ratio_ppm: r.ratio_ppm,
        subscribed: Number(r.subscribed),
        status: r.status,
        next_count: next.get(r.company_id) ?? 0,
      })),
      total,
    };
  }

  return {
    async beneficialOwners(companyId: number): Promise<BeneficialOwners> {
      const name = await companyNameOrThrow(repos, companyId);
      return beneficialOwners({ company_id: companyId, name }, holdersLoader);
    },

    /**
     * One level around a node: 'C' up → its holders; 'C' down → its investments; 'P' down → the
     * person's holdings; 'P' up → nothing (a person has no holders). Largest ratio first, `limit` nodes,
     * `total` in all; each node's next_count from one grouped query for the whole level.
     */
    async level(q: LevelQuery): Promise<Level> {
      if (q.kind === 'C') {
        await companyNameOrThrow(repos, q.id);
        return q.direction === 'up' ? holdersLevel(q.id, q.limit) : holdingsLevel('C', q.id, q.limit);
      }
      const person = q.id <= MAX_ROW_ID ? await repos.persons.exists(q.id) : false;
      if (!person) throw notFound(M.personNotFound);
      return q.direction === 'up' ? { nodes: [], total: 0 } : holdingsLevel('P', q.id, q.limit);
    },
  };
}
