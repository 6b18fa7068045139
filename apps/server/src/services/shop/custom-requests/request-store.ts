import {
  canCustomRequest,
  customRequestRefusal,
  customRequestTransitions,
  CustomRequestMessages as M,
  type CustomRequestAction,
} from '@qishu/contract';
import type { Updateable } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/connection.ts';
import type { Executor } from '../../../db/executor.ts';
import type { AgentLabelApplyTable } from '../../../db/tables/shop.ts';
import type { BuyerScope } from '../../../repositories/buyer-scope.ts';
import {
  CustomRequestRepository,
  type CustomRequestRecord,
  type CustomRequestRow,
} from '../../../repositories/custom-request-repository.ts';
import { PreciseOrderRepository } from '../../../repositories/precise-order-repository.ts';
import type { CompanySearchEngine } from '../../../search/index.ts';
import { badRequest, notFound, type AppError } from '../../../shared/errors.ts';
import type { Writes } from '../../audit/writes.ts';
import type { Clock } from '../../identity/clock.ts';
import { ExportFiles } from '../delivery/download-link.ts';
import { newestOrders, type RequestOrderRecord } from './views.ts';

export interface CustomRequestDeps {
  db: Db;
  /** the one way to open a transaction */
  writes: Writes;
  now: Clock;
  config: Config;
  /** the company search engine (default: createSearchEngine(db)) */
  engine?: CompanySearchEngine;
}

/** What a request loses when it goes back to the requester: the data staff attached and its price. */
export const DROPPED_DATA = {
  shop_search_condition_id: null,
  data_file_path: null,
  data_file_name: null,
  data_count: null,
  nums: null,
  price_fen: null,
} as const satisfies Updateable<AgentLabelApplyTable>;

/** The numeric states an action may start from (without 'new', which no stored row is in). */
export function statesFrom(action: CustomRequestAction): number[] {
  return customRequestTransitions[action].from.filter((s): s is Exclude<typeof s, 'new'> => s !== 'new');
}

/** 400 with the refusal text unless `action` may start from the request's state. */
export function guard(action: CustomRequestAction, row: Pick<CustomRequestRow, 'status'>): void {
  if (!canCustomRequest(action, row.status)) throw badRequest(customRequestRefusal(action, row.status));
}

/**
 * The repositories and rules both sides share: a request read or changed in a scope (the
 * requester's own, or every requester's for staff), state changes that refuse what the contract
 * does not allow, the stored data files, and the requests' newest orders.
 */
export function createRequestStore(deps: CustomRequestDeps) {
  const files = new ExportFiles(deps.config.DATA_DIR);
  const requests = (x: Executor, scope: BuyerScope) => new CustomRequestRepository(x, scope, deps.db.dialect);
  const orders = (x: Executor, scope: BuyerScope) => new PreciseOrderRepository(x, scope);

  /** The request, or 404 (another user's request does not exist for a shopper). */
  async function existing(x: Executor, scope: BuyerScope, id: number): Promise<CustomRequestRow> {
    const row = await requests(x, scope).one(id);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /** Why a conditional change of `id` found nothing: the request is gone, or its state moved on. */
  async function lostRace(
    x: Executor,
    scope: BuyerScope,
    id: number,
    action: CustomRequestAction,
  ): Promise<AppError> {
    const now = await requests(x, scope).one(id);
    if (!now) return notFound(M.notFound);
    // still in a state the action starts from: only finish's data-count condition fails then
    return canCustomRequest(action, now.status)
      ? badRequest(M.numsTooLarge)
      : badRequest(customRequestRefusal(action, now.status));
  }

  return {
    files,
    requests,
    orders,
    existing,

    /**
     * Makes `action` on the request read as `row`: refused with the contract's text unless the action
     * may start from that state; the UPDATE holds only while the state is still one the action starts
     * from, so of two actors racing the second is refused the same way and changes nothing.
     */
    async move(
      x: Executor,
      scope: BuyerScope,
      row: CustomRequestRow,
      action: CustomRequestAction,
      changes: Updateable<AgentLabelApplyTable>,
      opts: { dataCountAtLeast?: number } = {},
    ): Promise<CustomRequestRow> {
      guard(action, row);
      const moved = await requests(x, scope).move(
        row.agent_label_apply_id,
        statesFrom(action),
        changes,
        opts,
      );
      if (!moved) throw await lostRace(x, scope, row.agent_label_apply_id, action);
      return moved;
    },

    /** Deletes the request (the requester's 删除) on the same terms as `move`. */
    async remove(x: Executor, scope: BuyerScope, row: CustomRequestRow): Promise<void> {
      guard('remove', row);
      if (!(await requests(x, scope).remove(row.agent_label_apply_id, statesFrom('remove')))) {
        throw await lostRace(x, scope, row.agent_label_apply_id, 'remove');
      }
    },

    /** Records with their newest orders, viewed by `view`. */
    async viewed<T>(
      scope: BuyerScope,
      records: CustomRequestRecord[],
      view: (r: CustomRequestRecord, o: RequestOrderRecord | undefined) => T,
    ): Promise<T[]> {
      const newest = newestOrders(
        await orders(deps.db.kysely, scope).ofRequests(records.map((r) => r.agent_label_apply_id)),
      );
      return records.map((r) => view(r, newest.get(r.agent_label_apply_id)));
    },

    /** One record with its newest order, or 404. */
    async record(scope: BuyerScope, id: number): Promise<CustomRequestRecord> {
      const r = await requests(deps.db.kysely, scope).record(id);
      if (!r) throw notFound(M.notFound);
      return r;
    },
  };
}

export type RequestStore = ReturnType<typeof createRequestStore>;
