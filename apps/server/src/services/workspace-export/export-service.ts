import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  conditionSummary,
  isUnlimitedRank,
  WorkspaceExportLimits as L,
  WorkspaceExportMessages as M,
  type CapacityEntry,
  type ExportResult,
  type Page,
  type WorkspaceExport,
} from '@qishu/contract';
import type { Db } from '../../db/connection.ts';
import { AgentCapacityRepository } from '../../repositories/agent-capacity-repository.ts';
import { CompanyRepository, type ExportCompany } from '../../repositories/company-repository.ts';
import {
  WorkspaceExportRepository,
  type WorkspaceExportRow,
} from '../../repositories/workspace-export-repository.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { shanghaiTime } from '../../shared/shanghai-time.ts';
import type { Actor } from '../audit/audit-service.ts';
import type { Writes } from '../audit/writes.ts';
import type { SeekService } from '../company-seek/seek-service.ts';
import { contactVisible, shownContact } from '../company-profile/contact-visibility.ts';
import type { Clock } from '../identity/clock.ts';
import type { AuthContext } from '../identity/session-service.ts';
import { EXPORT_BATCH_SIZE, exportRowOf } from '../shop/delivery/row-source.ts';
import { writeExportXlsx } from '../shop/delivery/xlsx-writer.ts';
import type { SeekExport } from './inputs.ts';

export interface WorkspaceExportDeps {
  db: Db;
  /** DATA_DIR: files go to DATA_DIR/exports (not the public DATA_DIR/files) */
  dataDir: string;
  writes: Writes;
  now: Clock;
  seek: SeekService;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A company with its contacts as the caller may see them (masked without data:search:contact). */
function shownCompany(c: ExportCompany, visible: boolean): ExportCompany {
  if (visible) return c;
  return {
    ...c,
    tel: shownContact('tel', c.tel, false),
    mobile: shownContact('mobile', c.mobile, false),
    email: shownContact('email', c.email, false),
  };
}

/**
 * Exports of the data-search workspace within the organisation's capacity (issue 15 point 6). An
 * export writes its file first (the rows found decide how many units it uses), then, in one
 * transaction, takes that many units from usr_agent.un_basic_number with a conditional UPDATE (never
 * below zero, whatever runs at the same moment), records the export, the ledger entry and the
 * operation-log entry. A refusal — the rest too small before or at that UPDATE — removes the file and
 * changes nothing. Ranks 30 and 999 are unlimited: nothing is taken, the export is still recorded.
 */
export function createWorkspaceExportService(deps: WorkspaceExportDeps) {
  const dir = path.join(deps.dataDir, 'exports');
  const companies = new CompanyRepository(deps.db.kysely, deps.db.sqlite);

  const view = (r: WorkspaceExportRow): WorkspaceExport => ({
    workspace_export_id: r.workspace_export_id,
    title: r.title,
    rows: r.rows,
    created_at: shanghaiTime(String(r.created_at)),
    downloadable: deps.now().getTime() - Date.parse(String(r.created_at)) < L.keepDays * DAY_MS,
  });

  /** Writes the companies `ids` (in that order) to a new file; answers its name and the rows found. */
  async function writeFile(auth: AuthContext, ids: readonly number[]) {
    fs.mkdirSync(dir, { recursive: true });
    const name = `${auth.user.usr_agent_id}-${randomUUID()}.xlsx`;
    const visible = contactVisible(auth);
    const reader = companies.exportReader();
    async function* batches() {
      for (let i = 0; i < ids.length; i += EXPORT_BATCH_SIZE) {
        const rows = await reader.rowsByIds(ids.slice(i, i + EXPORT_BATCH_SIZE));
        yield rows.map((c) => exportRowOf(shownCompany(c, visible)));
      }
    }
    try {
      const rows = await writeExportXlsx(path.join(dir, name), '企业数据', batches());
      return { name, rows };
    } catch (err) {
      fs.rmSync(path.join(dir, name), { force: true });
      throw err;
    } finally {
      reader.close();
    }
  }

  async function run(
    actor: Actor,
    ids: readonly number[],
    what: { source: 'seek' | 'companies'; title: string; condition: unknown },
  ): Promise<ExportResult> {
    const { user } = actor.auth;
    const own = await new AgentCapacityRepository(deps.db.kysely, user.usr_agent_id).capacity();
    if (!own) throw notFound();
    const unlimited = isUnlimitedRank(own.rank);
    if (ids.length === 0) throw badRequest(M.nothingToExport);
    // a first look, so a plainly short rest is refused before any work (the UPDATE below decides)
    if (!unlimited && own.un_basic_number < ids.length) {
      throw badRequest(M.capacityShort(own.un_basic_number, ids.length));
    }
    const file = await writeFile(actor.auth, ids);
    try {
      if (file.rows === 0) throw badRequest(M.nothingToExport);
      return await deps.writes.audited(actor, async (tx, log) => {
        const capacity = new AgentCapacityRepository(tx, user.usr_agent_id);
        if (!unlimited && !(await capacity.take(file.rows))) {
          const rest = (await capacity.capacity())?.un_basic_number ?? 0;
          throw badRequest(M.capacityShort(rest, file.rows));
        }
        const rest = unlimited ? null : ((await capacity.capacity())?.un_basic_number ?? 0);
        const at = deps.now().toISOString();
        const row = await new WorkspaceExportRepository(tx, user.sys_user_id).insert({
          usr_agent_id: user.usr_agent_id,
          source: what.source,
          title: what.title,
          condition_json: what.condition === null ? null : JSON.stringify(what.condition),
          rows: file.rows,
          file_name: file.name,
          created_at: at,
        });
        if (rest !== null) {
          await capacity.record({
            kind: 'export',
            delta: -file.rows,
            rest_after: rest,
            sys_user_id: user.sys_user_id,
            note: what.title,
            workspace_export_id: row.workspace_export_id,
            created_at: at,
          });
        }
        await log({
          action: 'export',
          entity: 'workspace_export',
          entityId: row.workspace_export_id,
          after: {
            source: what.source,
            title: what.title,
            condition: what.condition,
            rows: file.rows,
            rest_before: rest === null ? null : rest + file.rows,
            rest_after: rest,
          },
        });
        return { export: view(row), number_rest: rest };
      });
    } catch (err) {
      fs.rmSync(path.join(dir, file.name), { force: true });
      throw err;
    }
  }

  return {
    /** The first `rows` companies of a /data/seek search, in its sort order. */
    async exportSeek(actor: Actor, input: SeekExport): Promise<ExportResult> {
      const { rows, ...query } = input;
      const found = await deps.seek.matchIds(query, rows);
      const title = conditionSummary(query, { region: found.regionPath, industry: found.industryPath });
      return run(actor, found.ids, {
        source: 'seek',
        title: `企业查询：${title || '全部企业'}`.slice(0, 200),
        condition: query,
      });
    },

    /** Chosen companies by id, in the order given (repeats once); ids that are no company are left out. */
    exportCompanies(actor: Actor, ids: readonly number[], title: string): Promise<ExportResult> {
      return run(actor, [...new Set(ids)], { source: 'companies', title, condition: null });
    },

    async list(auth: AuthContext, page: number, limit: number): Promise<Page<WorkspaceExport>> {
      const r = await new WorkspaceExportRepository(deps.db.kysely, auth.user.sys_user_id).page(page, limit);
      return { total: r.total, list: r.list.map(view) };
    },

    /** One of the caller's exports as a file to send; not found when it is another's, expired or gone. */
    async file(auth: AuthContext, id: number): Promise<{ filename: string; stream: fs.ReadStream }> {
      const row = await new WorkspaceExportRepository(deps.db.kysely, auth.user.sys_user_id).byId(id);
      if (!row || !view(row).downloadable) throw notFound(M.notFound);
      const file = path.join(dir, path.basename(row.file_name));
      if (!fs.existsSync(file)) throw notFound(M.notFound);
      const stamp = shanghaiTime(String(row.created_at)).replace(/[-: ]/g, '').slice(0, 12);
      return { filename: `企业数据导出_${stamp}_${row.rows}条.xlsx`, stream: fs.createReadStream(file) };
    },

    /** The caller's organisation's capacity ledger, newest first. */
    async capacityLog(auth: AuthContext, page: number, limit: number): Promise<Page<CapacityEntry>> {
      const r = await new AgentCapacityRepository(deps.db.kysely, auth.user.usr_agent_id).log(page, limit);
      return {
        total: r.total,
        list: r.list.map((e) => ({
          capacity_log_id: e.capacity_log_id,
          kind: e.kind === 'export' ? 'export' : 'adjust',
          delta: Number(e.delta),
          rest_after: Number(e.rest_after),
          operator: e.operator,
          note: e.note,
          created_at: shanghaiTime(String(e.created_at)),
        })),
      };
    },
  };
}

export type WorkspaceExportService = ReturnType<typeof createWorkspaceExportService>;
