import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  customPriceFen,
  CustomRequestMessages as M,
  CustomRequestStatus as S,
  fenToYuan,
  PREVIEW_ROWS,
  yuanToFen,
  type AccurateScreeningParams,
  type customAdminListQuery,
  type CustomAdminRow,
  type CustomAttachResponse,
  type customFinishRequest,
  type Page,
} from '@qishu/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import type { AgentLabelApplyTable } from '../../../db/tables/shop.ts';
import { EVERY_BUYER } from '../../../repositories/buyer-scope.ts';
import { SearchConditionRepository } from '../../../repositories/search-condition-repository.ts';
import { badRequest } from '../../../shared/errors.ts';
import type { Actor } from '../../audit/audit-service.ts';
import { exportTemplateXlsx, XLSX_CONTENT_TYPE } from '../delivery/xlsx-writer.ts';
import { saveScreening } from '../precise/screening.ts';
import { checkDataFile, dataFilePreview } from './data-file.ts';
import type { DataSource } from './data-source.ts';
import { noticeRequester } from './notices.ts';
import { DROPPED_DATA, guard, type CustomRequestDeps, type RequestStore } from './request-store.ts';
import { adminView } from './views.ts';

export type FinishInput = z.output<typeof customFinishRequest>;
export type ListInput = z.output<typeof customAdminListQuery>;

/** An uploaded file as the route hands it over. */
export interface Upload {
  filename: string;
  mimetype: string;
  stream: Readable & { truncated?: boolean };
}

type Notice = {
  kind: Parameters<typeof noticeRequester>[4];
  details?: Parameters<typeof noticeRequester>[5];
};

const ENTITY = 'agent_label_apply';
/** What browsers and Excel send for an .xlsx (some send no specific type). */
const XLSX_TYPES = new Set([XLSX_CONTENT_TYPE, 'application/octet-stream', 'application/zip', '']);

/** The name an uploaded file keeps: without folders and control characters, at most 100 characters. */
function uploadName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = [...base].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
  return clean.trim().slice(0, 100) || 'data.xlsx';
}

/**
 * The staff's side at /sys/apply (mall:custom:*): the queue of every requester's requests, approve or
 * reject under review, attach the data in processing (a precise search saved for the requester, or
 * an uploaded .xlsx in the export's columns) and finish with a count and a price. Each change is
 * conditional on the state it read, records the reviewer and tells the requester in their message
 * centre in the same transaction. Staff see every organisation: they work with `EVERY_BUYER`.
 */
export class ReviewService {
  constructor(
    private readonly deps: CustomRequestDeps,
    private readonly store: RequestStore,
    private readonly data: DataSource,
  ) {}

  private async row(id: number): Promise<CustomAdminRow> {
    const [row] = await this.store.viewed(EVERY_BUYER, [await this.store.record(EVERY_BUYER, id)], adminView);
    return row!;
  }

  async list(q: ListInput): Promise<Page<CustomAdminRow>> {
    const page = await this.store.requests(this.deps.db.kysely, EVERY_BUYER).search(q, q);
    return { list: await this.store.viewed(EVERY_BUYER, page.list, adminView), total: page.total };
  }

  agents() {
    return this.store.requests(this.deps.db.kysely, EVERY_BUYER).agents();
  }

  detail(id: number): Promise<CustomAdminRow> {
    return this.row(id);
  }

  /** The request for an action that first does work outside the transaction (404, else refused early). */
  private async startable(id: number, action: 'attach' | 'finish') {
    const row = await this.store.existing(this.deps.db.kysely, EVERY_BUYER, id);
    guard(action, row);
    return row;
  }

  /**
   * One staff change in one audited transaction: `changes` (which may write first, in the same
   * transaction), the move conditional on the state read, the requester's message; a data file the
   * change let go is deleted once it committed.
   */
  private async change(
    actor: Actor,
    id: number,
    action: 'approve' | 'reject' | 'finish' | 'attach',
    changes: (tx: Executor) => Promise<Updateable<AgentLabelApplyTable>>,
    opts: { notice?: Notice; dataCountAtLeast?: number } = {},
  ): Promise<CustomAdminRow> {
    const staff = actor.auth.user.sys_user_id;
    const { before, after } = await this.deps.writes.audited(actor, async (tx, log) => {
      const at = this.deps.now().toISOString();
      const row = await this.store.existing(tx, EVERY_BUYER, id);
      guard(action, row);
      const reviewed =
        action === 'attach' ? { updated_at: at } : { reviewed_by: staff, reviewed_at: at, updated_at: at };
      const moved = await this.store.move(
        tx,
        EVERY_BUYER,
        row,
        action,
        { ...(await changes(tx)), ...reviewed },
        opts,
      );
      if (opts.notice) await noticeRequester(tx, at, staff, row, opts.notice.kind, opts.notice.details);
      await log({ action, entity: ENTITY, entityId: id, before: row, after: moved });
      return { before: row, after: moved };
    });
    if (before.data_file_path && before.data_file_path !== after.data_file_path) {
      this.store.files.remove(before.data_file_path);
    }
    return this.row(id);
  }

  /** 审核通过: under review → processing. */
  approve(actor: Actor, id: number): Promise<CustomAdminRow> {
    return this.change(actor, id, 'approve', async () => ({ status: S.processing }), {
      notice: { kind: 'approved' },
    });
  }

  /** 驳回 with a reason: under review or in processing → rejected; attached data is dropped. */
  reject(actor: Actor, id: number, reason: string): Promise<CustomAdminRow> {
    return this.change(
      actor,
      id,
      'reject',
      async () => ({ status: S.rejected, app_remark: reason, ...DROPPED_DATA }),
      { notice: { kind: 'rejected', details: { reason } } },
    );
  }

  /**
   * 完成处理: processing → done with the count the requester buys (at most the attached data's rows)
   * and the price in yuan (stored in fen, raised to the 1-yuan floor).
   */
  async finish(actor: Actor, id: number, input: FinishInput): Promise<CustomAdminRow> {
    const current = await this.startable(id, 'finish');
    if (
      (!current.data_file_path && current.shop_search_condition_id === null) ||
      current.data_count === null
    ) {
      throw badRequest(M.dataMissing);
    }
    if (input.nums > current.data_count) throw badRequest(M.numsTooLarge);
    const priceFen = customPriceFen(yuanToFen(input.price));
    return this.change(
      actor,
      id,
      'finish',
      async () => ({ status: S.done, nums: input.nums, price_fen: priceFen }),
      {
        notice: { kind: 'done', details: { nums: input.nums, price: fenToYuan(priceFen) } },
        dataCountAtLeast: input.nums,
      },
    );
  }

  /**
   * Attaches a precise search as the data: the wizard's search and errors (400 foundNothing when it
   * finds nothing), its condition saved for the requester; answers its count and a preview.
   */
  async attachSearch(actor: Actor, id: number, req: AccurateScreeningParams): Promise<CustomAttachResponse> {
    const current = await this.startable(id, 'attach');
    const s = await this.data.screener.screen(req);
    if (s.count === 0) throw badRequest(M.foundNothing);
    const row = await this.change(actor, id, 'attach', async (tx) => {
      const conditions = new SearchConditionRepository(tx, EVERY_BUYER);
      const { id: conditionId } = await saveScreening(conditions, current.sys_user_id, s, this.deps.now());
      return {
        shop_search_condition_id: conditionId,
        data_count: s.count,
        data_file_path: null,
        data_file_name: null,
      };
    });
    return { count: s.count, res: s.res, condition: s.search_text, row };
  }

  /**
   * Attaches an uploaded .xlsx as the data: written to a temporary file, checked (type, size, the
   * export's header, 1..fileMaxRows rows each with a company name), then moved to
   * DATA_DIR/exports/custom/YYYY/MM/<uuid>.xlsx. A refused file changes nothing and leaves no file;
   * the file it replaces is deleted.
   */
  async attachFile(actor: Actor, id: number, upload: Upload): Promise<CustomAttachResponse> {
    const file = await this.data.receive(upload.stream);
    let placed = false;
    try {
      if (file.truncated) throw badRequest(M.fileTooLarge);
      if (!/\.xlsx$/i.test(upload.filename) || !XLSX_TYPES.has(upload.mimetype)) throw badRequest(M.fileType);
      if (file.bytes === 0) throw badRequest(M.fileEmpty);
      await this.startable(id, 'attach');
      const rows = await checkDataFile(file.tmp);
      fs.renameSync(file.tmp, file.abs);
      placed = true;
      const name = uploadName(upload.filename);
      const row = await this.change(actor, id, 'attach', async () => ({
        data_file_path: file.relative,
        data_file_name: name,
        data_count: rows,
        shop_search_condition_id: null,
      }));
      // committed: the request now names the file, so nothing after this may delete it
      placed = false;
      return { count: rows, res: await dataFilePreview(file.abs, PREVIEW_ROWS), condition: name, row };
    } catch (err) {
      if (placed) fs.rmSync(file.abs, { force: true });
      throw err;
    } finally {
      fs.rmSync(file.tmp, { force: true });
    }
  }

  /** The empty .xlsx with the export's header row. */
  template(): Promise<Buffer> {
    return exportTemplateXlsx();
  }
}
