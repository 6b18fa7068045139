import type { PageQuery } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import type { HolderKind } from '../../db/tables/company-profile.ts';
import { countRows } from '../row-count.ts';
import { offsetOf } from './paging.ts';
import { RELATED_COMPANY_COLUMNS } from './profile-company-repository.ts';

/** One holder of a company, as equity penetration walks it. */
export interface HolderEdge {
  company_id: number;
  holder_kind: HolderKind;
  holder_id: number | null;
  holder_name: string;
  ratio_ppm: number;
}

/**
 * Shareholdings (holder → company) read both ways: a company's shareholders (by company_id, the
 * clustered key) and a holder's investments (by the index holder_kind, holder_id, company_id).
 */
export class ShareholdingRepository {
  constructor(private readonly db: Executor) {}

  /** A page of a company's shareholders, largest ratio first, and their count. */
  async shareholders(companyId: number, window: PageQuery) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('shareholding')
        .select(['holder_kind', 'holder_id', 'holder_name', 'ratio_ppm', 'subscribed', 'subscribed_date'])
        .where('company_id', '=', companyId)
        .orderBy('ratio_ppm', 'desc')
        .orderBy('seq')
        .limit(window.limit)
        .offset(offsetOf(window))
        .execute(),
      countRows(this.db.selectFrom('shareholding').where('company_id', '=', companyId)),
    ]);
    return { list, total };
  }

  /**
   * A page of what a holder (a company 'C' or a person 'P') holds: the invested companies with the
   * ratio and amount, largest ratio first, and their count.
   */
  async holdings(kind: 'C' | 'P', holderId: number, window: { limit: number; offset: number }) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('shareholding as s')
        .innerJoin('company as c', 'c.company_id', 's.company_id')
        .leftJoin('region as rp', 'rp.code', 'c.province_code')
        .select([...RELATED_COMPANY_COLUMNS, 'rp.name as province', 's.ratio_ppm', 's.subscribed'])
        .where('s.holder_kind', '=', kind)
        .where('s.holder_id', '=', holderId)
        .orderBy('s.ratio_ppm', 'desc')
        .orderBy('s.company_id')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      countRows(
        this.db.selectFrom('shareholding').where('holder_kind', '=', kind).where('holder_id', '=', holderId),
      ),
    ]);
    return { list, total };
  }

  /** Holders of a page of a company's shareholders for equity expansion: largest ratio first. */
  async holderNodes(companyId: number, limit: number) {
    const [list, total] = await Promise.all([
      this.db
        .selectFrom('shareholding as s')
        .leftJoin('company as c', (j) =>
          j.onRef('c.company_id', '=', 's.holder_id').on('s.holder_kind', '=', 'C'),
        )
        .select(['s.holder_kind', 's.holder_id', 's.holder_name', 's.ratio_ppm', 's.subscribed', 'c.status'])
        .where('s.company_id', '=', companyId)
        .orderBy('s.ratio_ppm', 'desc')
        .orderBy('s.seq')
        .limit(limit)
        .execute(),
      countRows(this.db.selectFrom('shareholding').where('company_id', '=', companyId)),
    ]);
    return { list, total };
  }

  /** Every holder of each company of `ids` (ONE query for a whole level of equity penetration). */
  async holdersOf(ids: readonly number[]): Promise<HolderEdge[]> {
    if (!ids.length) return [];
    return this.db
      .selectFrom('shareholding')
      .select(['company_id', 'holder_kind', 'holder_id', 'holder_name', 'ratio_ppm'])
      .where('company_id', 'in', [...ids])
      .orderBy('company_id')
      .orderBy('seq')
      .execute();
  }

  /** How many holders each company of `ids` has (companies without any are absent). */
  async holderCounts(ids: readonly number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('shareholding')
      .select((eb) => ['company_id', eb.fn.countAll<number>().as('n')])
      .where('company_id', 'in', [...new Set(ids)])
      .groupBy('company_id')
      .execute();
    return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
  }

  /** How many companies each company of `ids` invests in (companies without any are absent). */
  async investmentCounts(ids: readonly number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('shareholding')
      .select((eb) => ['holder_id', eb.fn.countAll<number>().as('n')])
      .where('holder_kind', '=', 'C')
      .where('holder_id', 'in', [...new Set(ids)])
      .groupBy('holder_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.holder_id), Number(r.n)]));
  }
}
