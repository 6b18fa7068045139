import { MIN_PRICE_FEN } from './precise-pricing.ts';

// the custom requests' states, texts, row actions, steps and limits, apart from their schemas: a page
// that only shows requests (我的数据 → 个性化定制) loads no zod

// ── states ───────────────────────────────────────────────────────────────────────────────

/** agent_label_apply.status */
export const CustomRequestStatus = {
  draft: 0,
  reviewing: 1,
  rejected: 2,
  processing: 3,
  done: 4,
} as const;
export type CustomRequestStatusValue = (typeof CustomRequestStatus)[keyof typeof CustomRequestStatus];

/** Status texts (data-shop.md §4). */
export const customRequestStatusTexts: Record<number, string> = {
  0: '暂存',
  1: '审核中',
  2: '审核未通过',
  3: '处理中',
  4: '处理完成',
};

/** Tag colours (antd preset names) per status; §4 gives colours for 1, 2, 3, 4 and "others". */
export const customRequestStatusColours: Record<number, string> = {
  1: 'processing',
  2: 'error',
  3: 'warning',
  4: 'success',
};

export function customRequestStatusText(status: number): string {
  return customRequestStatusTexts[status] ?? '未知状态';
}

export function customRequestStatusColour(status: number): string {
  return customRequestStatusColours[status] ?? 'default';
}

/** Everything that changes a request, by whom, from which states, to which state (null: deleted). */
export type CustomRequestAction =
  'saveDraft' | 'submit' | 'withdraw' | 'remove' | 'approve' | 'reject' | 'attach' | 'finish';

export interface CustomRequestTransition {
  by: 'requester' | 'staff';
  /** states the action may start from; 'new' is a request not saved yet */
  from: readonly (CustomRequestStatusValue | 'new')[];
  /** the state after it; null = the request is deleted; 'same' = the state does not change */
  to: CustomRequestStatusValue | null | 'same';
  /** what the refusal calls the action */
  label: string;
}

const S = CustomRequestStatus;

/**
 * The allowed transitions (issue 13 point 1). The requester saves a draft or submits (new, a draft
 * or a rejected request), withdraws while under review or in processing (back to a draft: the data
 * staff attached is dropped, the request is reviewed again when submitted), deletes a draft or a
 * rejected one. Staff approve or reject a request under review, may still reject in processing
 * (the data cannot be made), attach data in processing, and finish it with a count and a price.
 * A done request changes no more: it is paid and delivered as it is.
 */
export const customRequestTransitions: Record<CustomRequestAction, CustomRequestTransition> = {
  saveDraft: { by: 'requester', from: ['new', S.draft, S.rejected], to: S.draft, label: '暂存' },
  submit: { by: 'requester', from: ['new', S.draft, S.rejected], to: S.reviewing, label: '提交审核' },
  withdraw: { by: 'requester', from: [S.reviewing, S.processing], to: S.draft, label: '撤回' },
  remove: { by: 'requester', from: [S.draft, S.rejected], to: null, label: '删除' },
  approve: { by: 'staff', from: [S.reviewing], to: S.processing, label: '审核通过' },
  reject: { by: 'staff', from: [S.reviewing, S.processing], to: S.rejected, label: '驳回' },
  attach: { by: 'staff', from: [S.processing], to: 'same', label: '上传处理结果' },
  finish: { by: 'staff', from: [S.processing], to: S.done, label: '完成处理' },
};

/** Whether `action` may start from `status` ('new' for a request not saved yet). */
export function canCustomRequest(action: CustomRequestAction, status: number | 'new'): boolean {
  return (customRequestTransitions[action].from as readonly (number | 'new')[]).includes(status);
}

/** The refusal of an action from a state it may not start from. */
export function customRequestRefusal(action: CustomRequestAction, status: number): string {
  return `该定制需求当前为「${customRequestStatusText(status)}」，不能${customRequestTransitions[action].label}`;
}

/** Drafts and rejected requests may be changed and filed again (data-shop.md §4 "Actions by state"). */
export function isCustomRequestEditable(status: number): boolean {
  return canCustomRequest('submit', status);
}

/** The buttons of a row in 我的数据 → 个性化定制 (§4 "Actions by state"). */
export type CustomRequestRowAction = 'edit' | 'remove' | 'withdraw' | 'sendEmail' | 'download' | 'buy';

export function customRequestRowActions(row: {
  status: number;
  order: { status: number } | null;
}): CustomRequestRowAction[] {
  if (row.status === S.draft || row.status === S.rejected) return ['edit', 'remove'];
  if (row.status === S.reviewing || row.status === S.processing) return ['withdraw'];
  if (row.status === S.done) return row.order?.status === 1 ? ['sendEmail', 'download'] : ['buy'];
  return [];
}

/** The 5 steps the form and the record modal show (data-shop.md §2; shell-and-backoffice.md §2). */
export const customRequestSteps = ['待提交', '审核通过', '处理完成', '扫码支付', '导出数据'] as const;

/** Second step of the "review not passed" bar variant (§2 "Custom record detail modal"). */
export const CUSTOM_REJECTED_STEP = '审核未通过';

/**
 * The record modal's start step (§4 "Detail modal start step"): review failed → 1 (the rejected bar);
 * draft or under review → 0 (labelled 待提交 / 审核中); processing → 2; done with a paid order → 4;
 * done otherwise → 2 labelled 处理完成 (the pay form follows).
 */
export function customRequestStartStep(row: { status: number; order: { status: number } | null }): {
  step: number;
  rejected: boolean;
  /** the text of the current step when it differs from customRequestSteps[step] */
  label: string | null;
} {
  switch (row.status) {
    case S.rejected:
      return { step: 1, rejected: true, label: CUSTOM_REJECTED_STEP };
    case S.draft:
      return { step: 0, rejected: false, label: '待提交' };
    case S.reviewing:
      return { step: 0, rejected: false, label: '审核中' };
    case S.processing:
      return { step: 2, rejected: false, label: '处理中' };
    case S.done:
      return row.order?.status === 1
        ? { step: 4, rejected: false, label: null }
        : { step: 2, rejected: false, label: '处理完成' };
    default:
      return { step: 0, rejected: false, label: null };
  }
}

// ── limits ───────────────────────────────────────────────────────────────────────────────

export const CustomRequestLimits = {
  nameMax: 20,
  explainMax: 200,
  filterMin: 10,
  filterMax: 1000,
  delMax: 500,
  rejectReasonMax: 200,
  /** §9: my-data lists show 10 per page */
  pageSize: 10,
  /** an uploaded result file: at most this many bytes and data rows */
  fileMaxBytes: 20 * 1024 * 1024,
  fileMaxRows: 200_000,
} as const;

/** §5/§9: the custom flow's price is at least 1 yuan (a lower price is set to 1). */
export const CUSTOM_MIN_PRICE_FEN = MIN_PRICE_FEN;

/** The price the requester pays for staff's price `fen` (§5: under 1 yuan it is 1 yuan). */
export function customPriceFen(fen: number): number {
  return Math.max(fen, CUSTOM_MIN_PRICE_FEN);
}
