import { checkIndustryCode, IndustryMessages, industryTree, type IndustryNode } from '@qishu/contract';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import type { Db } from '../../../db/connection.ts';
import type {
  BackofficeSettingsRepository,
  IndustryRecord,
} from '../../../repositories/backoffice-settings-repository.ts';
import type { Actor, AuditService } from '../../audit/audit-service.ts';

/**
 * 行业分类 (/sys/industrycate): the GB/T 4754-2017 tree. Codes are unique and follow the standard's
 * shape per level; a node with children or with companies filed under it cannot be deleted.
 */
export class IndustryService {
  constructor(
    private readonly db: Db,
    private readonly repo: BackofficeSettingsRepository,
    private readonly audit: AuditService,
  ) {}

  async tree(keyword: string | undefined): Promise<IndustryNode[]> {
    const [rows, counts] = await Promise.all([this.repo.allIndustries(), this.repo.companyCounts()]);
    return industryTree(
      rows.map((r) => ({ ...r, company_count: r.level <= 2 ? (counts.get(r.code) ?? 0) : 0 })),
      keyword,
    );
  }

  async one(code: string): Promise<IndustryNode> {
    const r = await this.repo.industry(code);
    if (!r) throw notFound();
    return { ...r, company_count: await this.repo.companiesUsing(r.code, r.level) };
  }

  async create(
    actor: Actor,
    input: { code: string; name: string; parent_code: string | null },
  ): Promise<IndustryNode> {
    return this.db.kysely.transaction().execute(async (tx) => {
      let level = 1;
      if (input.parent_code !== null) {
        const parent = await this.repo.industry(input.parent_code, tx);
        if (!parent) throw badRequest(IndustryMessages.parentMissing);
        level = parent.level + 1;
      }
      const reason = checkIndustryCode(input.code, level, input.parent_code);
      if (reason) throw badRequest(reason);
      if (await this.repo.industry(input.code, tx)) throw conflict(IndustryMessages.codeExists);
      const row: IndustryRecord = {
        code: input.code,
        name: input.name,
        parent_code: input.parent_code,
        level,
      };
      await this.repo.insertIndustry(tx, row);
      await this.audit.record(
        actor,
        { action: 'create', entity: 'industry', entityId: row.code, after: row },
        tx,
      );
      return { ...row, company_count: 0 };
    });
  }

  async rename(actor: Actor, code: string, name: string): Promise<IndustryNode> {
    return this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.industry(code, tx);
      if (!before) throw notFound();
      await this.repo.renameIndustry(tx, code, name);
      const after = { ...before, name };
      await this.audit.record(
        actor,
        { action: 'update', entity: 'industry', entityId: code, before, after },
        tx,
      );
      return { ...after, company_count: await this.repo.companiesUsing(code, before.level, tx) };
    });
  }

  async remove(actor: Actor, code: string): Promise<void> {
    await this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.industry(code, tx);
      if (!before) throw notFound();
      if (await this.repo.childCount(code, tx)) throw badRequest(IndustryMessages.hasChildren);
      const used = await this.repo.companiesUsing(code, before.level, tx);
      if (used) throw badRequest(IndustryMessages.inUse(used));
      await this.repo.deleteIndustry(tx, code);
      await this.audit.record(actor, { action: 'delete', entity: 'industry', entityId: code, before }, tx);
    });
  }
}
