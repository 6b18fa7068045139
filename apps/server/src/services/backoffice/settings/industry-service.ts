import { checkIndustryCode, IndustryMessages, industryTree, type IndustryNode } from '@qishu/contract';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import { IndustryRepository, type IndustryRecord } from '../../../repositories/industry-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import { referenceNamesOf } from '../../reference/reference-names.ts';
import type { BackofficeDeps } from '../deps.ts';

/**
 * 行业分类 (/sys/industrycate): the GB/T 4754-2017 tree. Codes are unique and follow the standard's
 * shape per level; a node with children or with companies filed under it cannot be deleted.
 */
export class IndustryService {
  constructor(private readonly deps: BackofficeDeps) {}

  private industries(db: Executor) {
    return new IndustryRepository(db);
  }

  /**
   * A write to the tree. The names kept in memory (services/reference/) are forgotten once it has
   * committed — not inside the transaction, where a search meanwhile would load the old rows again.
   */
  private async changing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      referenceNamesOf(this.deps.db).industriesChanged();
    }
  }

  async tree(keyword: string | undefined): Promise<IndustryNode[]> {
    const industries = this.industries(this.deps.db.kysely);
    const [rows, counts] = await Promise.all([industries.all(), industries.companyCounts()]);
    return industryTree(
      rows.map((r) => ({ ...r, company_count: r.level <= 2 ? (counts.get(r.code) ?? 0) : 0 })),
      keyword,
    );
  }

  async one(code: string): Promise<IndustryNode> {
    const industries = this.industries(this.deps.db.kysely);
    const r = await industries.one(code);
    if (!r) throw notFound();
    return { ...r, company_count: await industries.companiesUsing(r.code, r.level) };
  }

  async create(
    actor: Actor,
    input: { code: string; name: string; parent_code: string | null },
  ): Promise<IndustryNode> {
    return this.changing(() =>
      this.deps.writes.audited(actor, async (tx, log) => {
        const industries = this.industries(tx);
        let level = 1;
        if (input.parent_code !== null) {
          const parent = await industries.one(input.parent_code);
          if (!parent) throw badRequest(IndustryMessages.parentMissing);
          level = parent.level + 1;
        }
        const reason = checkIndustryCode(input.code, level, input.parent_code);
        if (reason) throw badRequest(reason);
        if (await industries.one(input.code)) throw conflict(IndustryMessages.codeExists);
        const row: IndustryRecord = {
          code: input.code,
          name: input.name,
          parent_code: input.parent_code,
          level,
        };
        await industries.insert(row);
        await log({ action: 'create', entity: 'industry', entityId: row.code, after: row });
        return { ...row, company_count: 0 };
      }),
    );
  }

  async rename(actor: Actor, code: string, name: string): Promise<IndustryNode> {
    return this.changing(() =>
      this.deps.writes.audited(actor, async (tx, log) => {
        const industries = this.industries(tx);
        const before = await industries.one(code);
        if (!before) throw notFound();
        await industries.rename(code, name);
        const after = { ...before, name };
        await log({ action: 'update', entity: 'industry', entityId: code, before, after });
        return { ...after, company_count: await industries.companiesUsing(code, before.level) };
      }),
    );
  }

  async remove(actor: Actor, code: string): Promise<void> {
    await this.changing(() =>
      this.deps.writes.audited(actor, async (tx, log) => {
        const industries = this.industries(tx);
        const before = await industries.one(code);
        if (!before) throw notFound();
        if (await industries.childCount(code)) throw badRequest(IndustryMessages.hasChildren);
        const used = await industries.companiesUsing(code, before.level);
        if (used) throw badRequest(IndustryMessages.inUse(used));
        await industries.delete(code);
        await log({ action: 'delete', entity: 'industry', entityId: code, before });
      }),
    );
  }
}
