/**
 * Exports of the data-search workspace within the organisation's capacity (issue 15 point 6;
 * shell-and-backoffice.md §3 userInfo number_rest, agent info rank/basic_number/un_basic_number, §4
 * capacity badge, §9 unlimited ranks 30 and 999): every exported company row uses one unit of the
 * organisation's remaining capacity (un_basic_number), taken atomically so concurrent exports never
 * overdraw it; an export the rest cannot cover is refused and changes nothing. Every export is kept
 * (who, what, how many rows, when) for the user to download again, in the operation log, and in the
 * organisation's capacity history (/config/resource), beside the back-office's quota adjustments.
 */
import { z } from 'zod';
import { wholeNumber } from './whole-number.ts';
import { idParamSchema, pageOf, pageQuerySchema } from './admin/paging.ts';
import { describeCall } from './call.ts';
import { seekSortKeys } from './company-seek.ts';
import { savedConditionSchema } from './saved-searches.ts';

export const WorkspaceExportPaths = {
  /** the companies a /data/seek search finds, in its sort order */
  seek: '/admin/Enterprise/exportSeek',
  /** chosen companies by id (batch lookup matches, a selection of rows) */
  companies: '/admin/Enterprise/exportCompanies',
  /** the caller's own exports, newest first */
  list: '/admin/Enterprise/exportList',
  /** one of the caller's exports as .xlsx (downloading again uses no capacity) */
  file: '/admin/Enterprise/exportFile/:id',
  /** the caller's organisation's capacity history: exports and quota adjustments, newest first */
  capacityLog: '/sys/Users/capacityLog',
} as const;

export const WorkspaceExportLimits = {
  /** company rows in one export */
  maxRows: 5_000,
  titleMax: 60,
  /** days an export's file is kept for downloading again */
  keepDays: 30,
} as const;

export const WorkspaceExportMessages = {
  nothingToExport: '没有可导出的企业',
  rowsMax: `单次最多导出${WorkspaceExportLimits.maxRows.toLocaleString('zh-CN')}条`,
  rowsMin: '导出条数至少为1',
  idsRequired: '请先选择要导出的企业',
  titleTooLong: `导出名称最多${WorkspaceExportLimits.titleMax}个字符`,
  /** the refusal names what is left, so the user can export that many or ask for more */
  capacityShort: (rest: number, rows: number) =>
    `本机构剩余导出额度 ${rest.toLocaleString('zh-CN')} 条，不足本次导出的 ${rows.toLocaleString('zh-CN')} 条，请减少导出条数或联系管理员增加额度`,
  notFound: '导出记录不存在或文件已过期',
  exported: (rows: number) => `已导出 ${rows.toLocaleString('zh-CN')} 条企业数据`,
} as const;

/** What a /data/seek export takes: the search's conditions (as a saved search keeps them) and sort, and how many rows. */
export const seekExportSchema = savedConditionSchema
  .extend({
    sort: z.enum(seekSortKeys).default('relevance'),
    /** the first `rows` companies of the search (fewer when it finds fewer) */
    rows: wholeNumber(
      z
        .number()
        .int()
        .min(1, WorkspaceExportMessages.rowsMin)
        .max(WorkspaceExportLimits.maxRows, WorkspaceExportMessages.rowsMax),
    ),
  })
  .strict();
export type SeekExportInput = z.input<typeof seekExportSchema>;

export const companiesExportSchema = z
  .object({
    company_ids: z
      .array(z.number().int().positive())
      .min(1, WorkspaceExportMessages.idsRequired)
      .max(WorkspaceExportLimits.maxRows, WorkspaceExportMessages.rowsMax),
    /** what the user exported, in words (e.g. 批量查询：客户名单.xlsx 匹配结果) */
    title: z.string().trim().min(1).max(WorkspaceExportLimits.titleMax, WorkspaceExportMessages.titleTooLong),
  })
  .strict();
export type CompaniesExportInput = z.input<typeof companiesExportSchema>;

export const workspaceExportSchema = z.object({
  workspace_export_id: z.number().int(),
  /** what was exported, in words (the search's conditions, or the caller's title) */
  title: z.string(),
  rows: z.number().int(),
  /** Asia/Shanghai 'YYYY-MM-DD HH:mm:ss' */
  created_at: z.string(),
  /** false once the file is past WorkspaceExportLimits.keepDays */
  downloadable: z.boolean(),
});
export type WorkspaceExport = z.infer<typeof workspaceExportSchema>;

export const exportResultSchema = z.object({
  export: workspaceExportSchema,
  /** the organisation's remaining capacity after this export; null for unlimited ranks */
  number_rest: z.number().int().nullable(),
});
export type ExportResult = z.infer<typeof exportResultSchema>;

export const capacityEntrySchema = z.object({
  capacity_log_id: z.number().int(),
  /** export: rows used by an export; lead: companies newly collected as sales leads; adjust: a back-office quota change */
  kind: z.enum(['export', 'lead', 'adjust']),
  /** negative for exports and subtractions */
  delta: z.number().int(),
  /** the remaining capacity after the entry */
  rest_after: z.number().int(),
  /** who exported or adjusted */
  operator: z.string().nullable(),
  /** the export's title, or the adjustment's reason */
  note: z.string(),
  created_at: z.string(),
});
export type CapacityEntry = z.infer<typeof capacityEntrySchema>;

const exportPerm = 'data:search:export' as const;

export const WorkspaceExportCalls = {
  seek: describeCall({
    method: 'POST',
    path: WorkspaceExportPaths.seek,
    summary: '导出企业查询结果（按搜索条件与排序的前 N 家，占用机构导出额度）',
    input: seekExportSchema,
    output: exportResultSchema,
    perm: exportPerm,
  }),
  companies: describeCall({
    method: 'POST',
    path: WorkspaceExportPaths.companies,
    summary: '导出选定的企业（占用机构导出额度）',
    input: companiesExportSchema,
    output: exportResultSchema,
    perm: exportPerm,
  }),
  list: describeCall({
    method: 'GET',
    path: WorkspaceExportPaths.list,
    summary: '我的导出记录（最新在前）',
    input: pageQuerySchema,
    output: pageOf(workspaceExportSchema),
    perm: exportPerm,
  }),
  file: describeCall({
    method: 'GET',
    path: WorkspaceExportPaths.file,
    summary: '下载自己的一次导出（.xlsx，不再占用额度）',
    input: z.object({}),
    params: idParamSchema,
    output: z.unknown(),
    perm: exportPerm,
  }),
  capacityLog: describeCall({
    method: 'GET',
    path: WorkspaceExportPaths.capacityLog,
    summary: '本机构导出额度的变动记录：导出与额度调整（最新在前）',
    input: pageQuerySchema,
    output: pageOf(capacityEntrySchema),
    // as the capacity itself (/sys/Users/getAgentInfo): the /config/resource page's permission
    perm: 'config:resource:view',
  }),
} as const;
