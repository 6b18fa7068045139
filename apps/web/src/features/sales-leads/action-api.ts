import {
  ActionCalls,
  ActionLimits,
  ActionMessages as M,
  AttachmentCalls,
  attachmentPaths,
  attachmentTypes,
  fenToYuan,
  fillPath,
  yuanToFen,
  type Attachment,
  type AttachmentOwnerKind,
  type CallInput,
} from '@qishu/contract';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi, callKey, downloadFile, uploadFile } from '../../lib/api/index.ts';
import { forgetSessionAndReload } from '../../lib/session/index.ts';
import { ActionTexts as T } from './action-texts.ts';
import { reloadLeads } from './lead-api.ts';

/** Every cached page of the 客户管理 lists (what a change reloads). */
export const visitsKey = callKey(ActionCalls.visits);
export const contractsKey = callKey(ActionCalls.contracts);
export const ordersKey = callKey(ActionCalls.orders);
export const clientsKey = callKey(ActionCalls.clients);
/** The cached attachments of one contract or order. */
export const attachmentsKey = (kind: AttachmentOwnerKind, id: number) =>
  callKey(AttachmentCalls[kind].list, { id });

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const actionApi = {
  visits: (input: CallInput<typeof ActionCalls.visits>, signal?: AbortSignal) =>
    callApi(ActionCalls.visits, input, opts(signal)),
  createVisit: (input: CallInput<typeof ActionCalls.createVisit>) => callApi(ActionCalls.createVisit, input),
  updateVisit: (input: CallInput<typeof ActionCalls.updateVisit>) => callApi(ActionCalls.updateVisit, input),
  checkIn: (input: CallInput<typeof ActionCalls.checkIn>) => callApi(ActionCalls.checkIn, input),
  cancelVisit: (id: number) => callApi(ActionCalls.cancelVisit, { id }),
  contracts: (input: CallInput<typeof ActionCalls.contracts>, signal?: AbortSignal) =>
    callApi(ActionCalls.contracts, input, opts(signal)),
  createContract: (input: CallInput<typeof ActionCalls.createContract>) =>
    callApi(ActionCalls.createContract, input),
  updateContract: (input: CallInput<typeof ActionCalls.updateContract>) =>
    callApi(ActionCalls.updateContract, input),
  removeContract: (id: number) => callApi(ActionCalls.removeContract, { id }),
  orders: (input: CallInput<typeof ActionCalls.orders>, signal?: AbortSignal) =>
    callApi(ActionCalls.orders, input, opts(signal)),
  createOrder: (input: CallInput<typeof ActionCalls.createOrder>) => callApi(ActionCalls.createOrder, input),
  updateOrder: (input: CallInput<typeof ActionCalls.updateOrder>) => callApi(ActionCalls.updateOrder, input),
  removeOrder: (id: number) => callApi(ActionCalls.removeOrder, { id }),
  clients: (input: CallInput<typeof ActionCalls.clients>, signal?: AbortSignal) =>
    callApi(ActionCalls.clients, input, opts(signal)),
  attachments: (kind: AttachmentOwnerKind, id: number, signal?: AbortSignal) =>
    callApi(AttachmentCalls[kind].list, { id }, opts(signal)),
  removeAttachment: (kind: AttachmentOwnerKind, attachmentId: number) =>
    callApi(AttachmentCalls[kind].remove, { id: attachmentId }),
};

/** After a contract changed: the contracts, the orders (their contract codes), the clients' sums and the leads (won). */
export const reloadContracts = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: contractsKey }),
    client.invalidateQueries({ queryKey: ordersKey }),
    client.invalidateQueries({ queryKey: clientsKey }),
    reloadLeads(client),
  ]);

/** After an order changed: the orders and the clients' sums. */
export const reloadOrders = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ordersKey }),
    client.invalidateQueries({ queryKey: clientsKey }),
  ]);

/** After a visit changed (a check-in is also a follow-up): the visits and the leads' lists. */
export const reloadVisits = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: visitsKey }), reloadLeads(client)]);

// ── money: fen in the API, yuan (2 decimals) in the forms ─────────────────────────────────────

/** The largest amount a form takes, in yuan (100 亿元). */
export const AMOUNT_MAX_YUAN = ActionLimits.amountMaxFen / 100;

/** A yuan amount of an InputNumber (precision 2) → integer fen, without float drift: 12345.67 → 1234567. */
export const toFen = (yuan: number | null | undefined): number => (yuan == null ? 0 : yuanToFen(yuan));

/** Integer fen → the yuan number an InputNumber shows: 1234567 → 12345.67. */
export const toYuan = (fen: number): number => Number(fenToYuan(fen));

/**
 * The InputNumber's display once typing stops: thousands separators and two decimals (12,345.67);
 * while typing, the text as typed. (The InputNumber's own parser drops the separators again.)
 */
export const yuanFormatter = (
  value: string | number | undefined,
  info: { userTyping: boolean; input: string },
): string => {
  if (info.userTyping) return info.input;
  if (value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
};

// ── attachments ──────────────────────────────────────────────────────────────────────────────

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** What is wrong with a picked file before it is sent (the server checks again), or null. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (!attachmentTypes[extensionOf(file.name)]) return M.attachmentType;
  if (file.size > ActionLimits.attachmentMaxBytes) return M.attachmentTooLarge;
  return null;
}

const uploadAnswer = z.object({ message: z.string(), attachment_id: z.number().int() });

/**
 * Posts `file` (multipart, field `file`, with the session's Authorization header) as an attachment
 * of contract / order `id`; resolves with the server's message, rejects with its reason.
 */
export function uploadAttachment(kind: AttachmentOwnerKind, id: number, file: File) {
  return uploadFile(fillPath(attachmentPaths[kind].upload, { id }), file, uploadAnswer, {
    failedText: T.uploadFailed,
    onLogout: forgetSessionAndReload,
  });
}

/** Downloads an attachment with the session's token (the file type follows its extension). */
export function downloadAttachment(kind: AttachmentOwnerKind, attachment: Attachment) {
  const type = attachmentTypes[extensionOf(attachment.file_name)]?.[0] ?? '';
  return downloadFile(fillPath(attachmentPaths[kind].file, { id: attachment.attachment_id }), {
    fallbackName: attachment.file_name,
    contentType: type,
    failedText: T.downloadFailed,
  });
}

/** 1536 → "1.5 KB", 2097152 → "2.0 MB". */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
