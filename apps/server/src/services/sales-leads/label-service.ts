import {
  SaleLabelMessages as M,
  type SaleLabelCalls,
  type CallParsedInput,
  type SaleLabelRow,
} from '@qishu/contract';
import { LabelRepository } from '../../repositories/sales-leads/label-repository.ts';
import { shanghaiTime } from '../../shared/shanghai-time.ts';
import type { AuthContext } from '../identity/session-service.ts';
import type { LeadDeps } from './lead-service.ts';
import { scopeOf } from './scoped.ts';

/** 企业标签: the organisation's labels and labelling its leads in bulk (issue 16 point 3). */
export function createLabelService(deps: LeadDeps) {
  const inTx = <T>(auth: AuthContext, work: (repo: LabelRepository) => Promise<T>) =>
    deps.writes.transaction(async (tx) => work(new LabelRepository(tx, await scopeOf(tx, auth))));

  return {
    async list(auth: AuthContext): Promise<SaleLabelRow[]> {
      const repo = new LabelRepository(deps.db.kysely, await scopeOf(deps.db.kysely, auth));
      return (await repo.list()).map((r) => ({ ...r, created_at: shanghaiTime(r.created_at) }));
    },
    async create(auth: AuthContext, input: CallParsedInput<typeof SaleLabelCalls.create>) {
      const now = deps.now().toISOString();
      const label_id = await inTx(auth, (repo) => repo.create(input, now));
      return { message: M.created, label_id };
    },
    async update(auth: AuthContext, input: CallParsedInput<typeof SaleLabelCalls.update>) {
      await inTx(auth, (repo) => repo.update(input.id, { name: input.name, color: input.color }));
      return { message: M.updated };
    },
    async remove(auth: AuthContext, labelId: number) {
      const leads = await inTx(auth, (repo) => repo.remove(labelId));
      return { message: M.deleted(leads) };
    },
    async apply(auth: AuthContext, input: CallParsedInput<typeof SaleLabelCalls.apply>) {
      const changed = await inTx(auth, (repo) => repo.apply(input.lead_ids, input.add, input.remove));
      return { message: M.applied(changed), changed };
    },
  };
}
