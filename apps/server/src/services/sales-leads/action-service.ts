import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  ActionLimits,
  ActionMessages as M,
  attachmentTypesOf,
  signedContractStatuses,
  type ActionCalls,
  type Attachment,
  type AttachmentOwnerKind,
  type CallParsedInput,
  type ClientRow,
  type ContractRow,
  type LeadDetail,
  type OrderRow,
  type Page,
  type TimelineItem,
  type VisitRow,
} from '@qishu/contract';
import type { AttachmentFiles } from '../../adapters/storage/attachment-files.ts';
import type { Executor } from '../../db/executor.ts';
import { AttachmentRepository } from '../../repositories/sales-leads/attachment-repository.ts';
import { ClientRepository } from '../../repositories/sales-leads/client-repository.ts';
import { DealRepository } from '../../repositories/sales-leads/deal-repository.ts';
import { FollowRepository } from '../../repositories/sales-leads/follow-repository.ts';
import { LeadRepository } from '../../repositories/sales-leads/lead-repository.ts';
import { VisitRepository } from '../../repositories/sales-leads/visit-repository.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { shanghaiDayStart, shanghaiTime, shanghaiTimeOrNull } from '../../shared/shanghai-time.ts';
import type { AuthContext } from '../identity/session-service.ts';
import type { LeadDeps } from './lead-service.ts';
import { pageWindow, scopeOf } from './scoped.ts';

/** The first bytes each allowed type starts with (a renamed file of another kind is refused). */
const MAGIC: Record<string, number[][]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46]],
  png: [[0x89, 0x50, 0x4e, 0x47]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
  doc: [[0xd0, 0xcf, 0x11, 0xe0]],
  xls: [[0xd0, 0xcf, 0x11, 0xe0]],
};

function startsLike(file: string, ext: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(8);
    fs.readSync(fd, head, 0, 8, 0);
    return (MAGIC[ext] ?? []).some((m) => m.every((b, i) => head[i] === b));
  } finally {
    fs.closeSync(fd);
  }
}

/** A file name as stored and sent back: no path, no control characters, at most 200 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return (clean || '附件').slice(-200);
}

/**
 * 客户管理 (issue 16 points 7 and 8): visits, contracts, orders and their attachments, clients, and
 * the lead's page. Writes commit with their side effects (a check-in's follow-up record, a signed
 * contract's 赢单) in one transaction.
 */
export function createActionService(deps: LeadDeps & { attachments: AttachmentFiles }) {
  const repos = async (db: Executor, auth: AuthContext) => {
    const scope = await scopeOf(db, auth);
    return {
      scope,
      leads: new LeadRepository(db, scope),
      visits: new VisitRepository(db, scope),
      deals: new DealRepository(db, scope),
      clients: new ClientRepository(db, scope),
      follow: new FollowRepository(db, scope),
      files: new AttachmentRepository(db, scope.tenant),
    };
  };
  type Repos = Awaited<ReturnType<typeof repos>>;
  const read = (auth: AuthContext) => repos(deps.db.kysely, auth);
  const write = <T>(auth: AuthContext, work: (r: Repos) => Promise<T>) =>
    deps.writes.transaction(async (tx) => work(await repos(tx, auth)));
  const nowIso = () => deps.now().toISOString();

  /** A signed contract wins its lead (recorded as a stage move) unless it already is. */
  async function winOnSigning(r: Repos, leadId: number, status: string, now: string): Promise<boolean> {
    if (!signedContractStatuses.includes(status as never)) return false;
    const lead = await r.leads.visible(leadId);
    if (lead.stage === 'won') return false;
    await r.leads.moveStage(leadId, 'won', null, now);
    return true;
  }

  /** The record an attachment belongs to, if the user may reach it. */
  const reachRecord = (r: Repos, kind: AttachmentOwnerKind, id: number) =>
    kind === 'contract' ? r.deals.contract(id) : r.deals.order(id);

  return {
    // ── visits ──────────────────────────────────────────────────────────────────────────
    async visits(auth: AuthContext, q: CallParsedInput<typeof ActionCalls.visits>): Promise<Page<VisitRow>> {
      const { total, rows } = await (
        await read(auth)
      ).visits.list(
        {
          ...(q.status ? { status: q.status } : {}),
          ...(q.lead_id !== undefined ? { leadId: q.lead_id } : {}),
          ...(q.label_id !== undefined ? { labelId: q.label_id } : {}),
          ...(q.user_id !== undefined ? { userId: q.user_id } : {}),
          ...(q.keyword ? { keyword: q.keyword } : {}),
        },
        { sort: q.sort, order: q.order },
        pageWindow(q),
      );
      return {
        total,
        list: rows.map((v) => ({
          ...v,
          planned_at: shanghaiTime(v.planned_at),
          checked_in_at: shanghaiTimeOrNull(v.checked_in_at),
          created_at: shanghaiTime(v.created_at),
        })),
      };
    },

    async createVisit(auth: AuthContext, input: CallParsedInput<typeof ActionCalls.createVisit>) {
      if (input.planned_at < shanghaiDayStart(deps.now()).toISOString()) throw badRequest(M.plannedAtPast);
      const { lead_id, ...fields } = input;
      const visit_id = await write(auth, (r) => r.visits.create(lead_id, fields, nowIso()));
      return { message: M.visitPlanned, visit_id };
    },

    async updateVisit(auth: AuthContext, input: CallParsedInput<typeof ActionCalls.updateVisit>) {
      if (input.planned_at < shanghaiDayStart(deps.now()).toISOString()) throw badRequest(M.plannedAtPast);
      const { id, ...fields } = input;
      await write(auth, (r) => r.visits.update(id, fields));
      return { message: M.saved };
    },

    /** Done with its outcome, which also becomes a 拜访 follow-up record on the lead (with the next step). */
    async checkIn(auth: AuthContext, input: CallParsedInput<typeof ActionCalls.checkIn>) {
      const now = deps.now();
      await write(auth, async (r) => {
        const leadId = await r.visits.close(input.id, 'done', input.outcome, now.toISOString());
        await r.follow.log(
          {
            leadId,
            kind: 'visit',
            content: input.outcome,
            nextAction: input.next_action,
            nextAt: input.next_at,
          },
          now,
          shanghaiDayStart(now),
        );
      });
      return { message: M.checkedIn };
    },

    async cancelVisit(auth: AuthContext, visitId: number) {
      await write(auth, (r) => r.visits.close(visitId, 'cancelled', null, nowIso()));
      return { message: M.visitCancelled };
    },

    // ── contracts ───────────────────────────────────────────────────────────────────────
    async contracts(
      auth: AuthContext,
      q: CallParsedInput<typeof ActionCalls.contracts>,
    ): Promise<Page<ContractRow>> {
      const { total, rows } = await (
        await read(auth)
      ).deals.contracts(
        {
          ...(q.status ? { status: q.status } : {}),
          ...(q.lead_id !== undefined ? { leadId: q.lead_id } : {}),
          ...(q.label_id !== undefined ? { labelId: q.label_id } : {}),
          ...(q.keyword ? { keyword: q.keyword } : {}),
        },
        { sort: q.sort, order: q.order },
        pageWindow(q),
      );
      return { total, list: rows.map((k) => ({ ...k, created_at: shanghaiTime(k.created_at) })) };
    },

    async createContract(auth: AuthContext, input: CallParsedInput<typeof ActionCalls.createContract>) {
      const { lead_id, ...fields } = input;
      const now = nowIso();
      const r = await write(auth, async (r) => {
        const lead = await r.visits.workableLead(lead_id);
        const contract_id = await r.deals.createContract(lead_id, lead.owner_id, fields, now);
        return { contract_id, won: await winOnSigning(r, lead_id, fields.status, now) };
      });
      return { message: r.won ? M.contractWon : M.saved, contract_id: r.contract_id };
    },

    async updateContract(auth: AuthContext, input: CallParsedInput<typeof ActionCalls.updateContract>) {
      const { id, lead_id, ...fields } = input;
      const now = nowIso();
      const won = await write(auth, async (r) => {
        await r.visits.workableLead(lead_id);
        await r.deals.updateContract(id, lead_id, fields, now);
        return winOnSigning(r, lead_id, fields.status, now);
      });
      return { message: won ? M.contractWon : M.saved };
    },

    async removeContract(auth: AuthContext, contractId: number) {
      const stored = await write(auth, async (r) => {
        await r.deals.removeContract(contractId);
        return r.files.removeOf('contract', contractId);
      });
      for (const f of stored) deps.attachments.remove(f);
      return { message: M.deleted };
    },

    // ── orders ──────────────────────────────────────────────────────────────────────────
    async orders(auth: AuthContext, q: CallParsedInput<typeof ActionCalls.orders>): Promise<Page<OrderRow>> {
      const { total, rows } = await (
        await read(auth)
      ).deals.orders(
        {
          ...(q.status ? { status: q.status } : {}),
          ...(q.lead_id !== undefined ? { leadId: q.lead_id } : {}),
          ...(q.label_id !== undefined ? { labelId: q.label_id } : {}),
          ...(q.contract_id !== undefined ? { contractId: q.contract_id } : {}),
          ...(q.keyword ? { keyword: q.keyword } : {}),
        },
        { sort: q.sort, order: q.order },
        pageWindow(q),
      );
      return { total, list: rows.map((o) => ({ ...o, created_at: shanghaiTime(o.created_at) })) };
    },

    async createOrder(auth: AuthContext, input: CallParsedInput<typeof ActionCalls.createOrder>) {
      const { lead_id, ...fields } = input;
      const order_id = await write(auth, async (r) => {
        const lead = await r.visits.workableLead(lead_id);
        return r.deals.createOrder(
          lead_id,
          lead.owner_id,
          { ...fields, ordered_on: fields.ordered_on! },
          nowIso(),
        );
      });
      return { message: M.saved, order_id };
    },

    async updateOrder(auth: AuthContext, input: CallParsedInput<typeof ActionCalls.updateOrder>) {
      const { id, lead_id, ...fields } = input;
      await write(auth, async (r) => {
        await r.visits.workableLead(lead_id);
        await r.deals.updateOrder(id, lead_id, { ...fields, ordered_on: fields.ordered_on! }, nowIso());
      });
      return { message: M.saved };
    },

    async removeOrder(auth: AuthContext, orderId: number) {
      const stored = await write(auth, async (r) => {
        await r.deals.removeOrder(orderId);
        return r.files.removeOf('order', orderId);
      });
      for (const f of stored) deps.attachments.remove(f);
      return { message: M.deleted };
    },

    // ── attachments ─────────────────────────────────────────────────────────────────────
    async attachments(auth: AuthContext, kind: AttachmentOwnerKind, ownerId: number): Promise<Attachment[]> {
      const r = await read(auth);
      await reachRecord(r, kind, ownerId);
      return (await r.files.list(kind, ownerId)).map((a) => ({
        attachment_id: a.attachment_id,
        file_name: a.file_name,
        size: a.size,
        uploaded_by_name: a.uploaded_by_name,
        created_at: shanghaiTime(a.created_at),
      }));
    },

    /**
     * Stores an upload for a record the user may reach: the extension and the browser's type must be
     * an allowed pair, the file must start as that type does, and it must fit the size limit.
     */
    async upload(
      auth: AuthContext,
      kind: AttachmentOwnerKind,
      ownerId: number,
      file: { filename: string; mimetype: string; stream: Readable & { truncated?: boolean } },
    ) {
      const name = cleanName(file.filename);
      const ext = (name.split('.').pop() ?? '').toLowerCase();
      const allowed = attachmentTypesOf(ext);
      if (!name.includes('.') || !allowed || !allowed.includes(file.mimetype)) {
        file.stream.resume();
        throw badRequest(M.attachmentType);
      }
      const r = await read(auth);
      await reachRecord(r, kind, ownerId);
      if ((await r.files.count(kind, ownerId)) >= ActionLimits.attachmentsPerRecord) {
        file.stream.resume();
        throw badRequest(M.attachmentTooMany);
      }
      const now = deps.now();
      const place = deps.attachments.newFile(r.scope.tenant, ext, now);
      try {
        await pipeline(file.stream, fs.createWriteStream(place.tmp));
        if (file.stream.truncated) throw badRequest(M.attachmentTooLarge);
        if (!startsLike(place.tmp, ext)) throw badRequest(M.attachmentType);
        fs.renameSync(place.tmp, place.abs);
      } catch (err) {
        fs.rmSync(place.tmp, { force: true });
        throw err;
      }
      const size = fs.statSync(place.abs).size;
      try {
        const attachment_id = await write(auth, async (w) => {
          await reachRecord(w, kind, ownerId);
          return w.files.insert({
            owner_kind: kind,
            owner_ref: ownerId,
            file_name: name,
            stored_path: place.relative,
            size,
            mime: file.mimetype,
            uploaded_by: auth.user.sys_user_id,
            created_at: now.toISOString(),
          });
        });
        return { message: M.attachmentUploaded, attachment_id };
      } catch (err) {
        deps.attachments.remove(place.relative);
        throw err;
      }
    },

    /** The stored file of an attachment whose record the user may reach. */
    async download(auth: AuthContext, kind: AttachmentOwnerKind, attachmentId: number) {
      const r = await read(auth);
      const a = await r.files.one(kind, attachmentId);
      if (!a) throw notFound(M.attachmentNotFound);
      await reachRecord(r, kind, a.owner_ref).catch(() => {
        throw notFound(M.attachmentNotFound);
      });
      const abs = deps.attachments.existing(a.stored_path);
      if (!abs) throw notFound(M.attachmentNotFound);
      return { abs, name: a.file_name, mime: a.mime, size: a.size };
    },

    async removeAttachment(auth: AuthContext, kind: AttachmentOwnerKind, attachmentId: number) {
      const stored = await write(auth, async (r) => {
        const a = await r.files.one(kind, attachmentId);
        if (!a) throw notFound(M.attachmentNotFound);
        await reachRecord(r, kind, a.owner_ref);
        await r.files.remove(attachmentId);
        return a.stored_path;
      });
      deps.attachments.remove(stored);
      return { message: M.deleted };
    },

    // ── clients and the lead's page ─────────────────────────────────────────────────────
    async clients(
      auth: AuthContext,
      q: CallParsedInput<typeof ActionCalls.clients>,
    ): Promise<Page<ClientRow>> {
      const { total, rows } = await (
        await read(auth)
      ).clients.clients(
        {
          ...(q.keyword ? { keyword: q.keyword } : {}),
          ...(q.label_id !== undefined ? { labelId: q.label_id } : {}),
          ...(q.owner_id !== undefined ? { ownerId: q.owner_id } : {}),
        },
        { sort: q.sort, order: q.order },
        pageWindow(q),
      );
      return { total, list: rows.map((c) => ({ ...c, won_at: shanghaiTime(c.won_at) })) };
    },

    async lead(auth: AuthContext, leadId: number): Promise<LeadDetail> {
      const { owned, ...d } = await (await read(auth)).clients.detail(leadId);
      return {
        ...d,
        next_follow_at: shanghaiTimeOrNull(d.next_follow_at),
        last_follow_at: shanghaiTimeOrNull(d.last_follow_at),
        created_at: shanghaiTime(d.created_at),
        owned_at: shanghaiTimeOrNull(d.owned_at),
        can_edit: owned && auth.perms.includes('sale:follow:update'),
      };
    },

    async timeline(auth: AuthContext, leadId: number): Promise<TimelineItem[]> {
      const items = await (await read(auth)).clients.timeline(leadId);
      return items.map((i) => ({ ...i, at: shanghaiTime(i.at) }));
    },

    async amount(auth: AuthContext, input: CallParsedInput<typeof ActionCalls.amount>) {
      await write(auth, (r) => r.clients.setAmount(input.id, input.amount_fen, nowIso()));
      return { message: M.amountSaved };
    },
  };
}
