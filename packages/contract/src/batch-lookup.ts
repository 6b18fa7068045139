/**
 * 批量查询 (issue 15 point 4): a list of up to 10,000 company names or 18-character unified social
 * credit codes (统一社会信用代码), pasted one per line or read from the first column (or the column
 * headed 企业名称 / 公司名称 / 名称 / 统一社会信用代码) of an uploaded .xlsx or .csv → the companies
 * matched, how each was matched, and the lines that matched nothing. Pure code shared by the server
 * and the web page: both fold lines with the same rules, so the counts the page shows while typing
 * are the counts the server answers.
 *
 * Matching: a line that is 18 letters and digits (after normalising) is a code and matches
 * company.ccode; a name matches the current name exactly after normalising (brackets （）/(),
 * full-width letters and digits, spaces), else a former name (a 名称变更's before_text). A line that
 * looks like a code but matches no code is tried as a name.
 */
import { z } from 'zod';
import { describeCall } from './call.ts';

export const BatchLookupPaths = {
  lookup: '/admin/Enterprise/batchLookup',
  file: '/admin/Enterprise/batchLookupFile',
} as const;

export const BatchLookupLimits = {
  /** distinct lines in one lookup (blank lines and duplicates do not count) */
  maxLines: 10_000,
  lineMax: 100,
  fileMaxBytes: 2 * 1024 * 1024,
  /** companies answered for one line (a name several companies bear, or bore) */
  matchesPerLine: 5,
} as const;

const n = (x: number) => x.toLocaleString('zh-CN');

export const BatchLookupMessages = {
  empty: '请输入要查询的企业名称或统一社会信用代码，每行一个',
  tooMany: `单次最多查询${n(BatchLookupLimits.maxLines)}个企业名称或统一社会信用代码，请分批查询`,
  lineTooLong: (line: number) =>
    `第${n(line)}行超过${BatchLookupLimits.lineMax}个字符，请每行只填写一个企业名称或统一社会信用代码`,
  fileRequired: '请选择要上传的 .xlsx 或 .csv 文件',
  fileType: '仅支持 .xlsx 或 .csv 文件',
  fileTooLarge: '文件不能超过2MB，请删去多余的列或分批上传',
  fileUnreadable: '文件无法读取，请确认是有效的 .xlsx 或 .csv 文件',
  fileEmpty: '文件中没有读到企业名称或统一社会信用代码',
} as const;

/** The header texts of the column a file's lines are read from, in order of preference. */
export const batchLookupHeaders = ['企业名称', '公司名称', '名称', '统一社会信用代码'] as const;

export const batchMatchKinds = ['name', 'former_name', 'ccode'] as const;
export type BatchMatchKind = (typeof batchMatchKinds)[number];
export const batchMatchKindNames: Readonly<Record<BatchMatchKind, string>> = {
  name: '名称',
  former_name: '曾用名',
  ccode: '统一社会信用代码',
};

// ── normalising and folding lines ─────────────────────────────────────────────────────────────

const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g;
const SPACES = /[\s\u3000\u00A0\u200B\uFEFF]+/g;

/**
 * What a name is compared by: full-width letters, digits and signs as half-width, brackets as the
 * registry writes them (full-width （）), no spaces.
 */
export function normaliseName(text: string): string {
  return text
    .replace(FULL_WIDTH_ASCII, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(SPACES, '');
}

/** The 18-character unified social credit code a line is (upper case, no spaces), or null. */
export function creditCodeOf(text: string): string | null {
  const code = normaliseName(text).toUpperCase();
  return /^[0-9A-Z]{18}$/.test(code) ? code : null;
}

/** Two lines with the same key are the same query (a duplicate). */
export function lineKey(text: string): string {
  const code = creditCodeOf(text);
  return code ? `#${code}` : normaliseName(text);
}

export interface ReadLines {
  /** the distinct lines, trimmed, each as first entered */
  lines: string[];
  /** lines read, blank ones included */
  read: number;
  blank: number;
  /** lines folded into an earlier one with the same key */
  duplicates: number;
  /** the 1-based number of the first line over BatchLookupLimits.lineMax characters, or null */
  firstTooLong: number | null;
}

/** Splits pasted text into lines (a final line break adds no line). */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Trims, skips blank lines and folds duplicates (by {@link lineKey}), counting each. */
export function foldLines(raw: readonly string[]): ReadLines {
  const seen = new Set<string>();
  const lines: string[] = [];
  let blank = 0;
  let duplicates = 0;
  let firstTooLong: number | null = null;
  raw.forEach((entered, i) => {
    const line = entered.replace(SPACES, ' ').trim();
    if (line === '') {
      blank++;
      return;
    }
    if (firstTooLong === null && line.length > BatchLookupLimits.lineMax) firstTooLong = i + 1;
    const key = lineKey(line);
    if (seen.has(key)) {
      duplicates++;
      return;
    }
    seen.add(key);
    lines.push(line);
  });
  return { lines, read: raw.length, blank, duplicates, firstTooLong };
}

// ── calls ───────────────────────────────────────────────────────────────────────────────────

export const batchLookupInputSchema = z
  .object({
    /** the lines as entered (blank ones and duplicates are counted and skipped) */
    lines: z
      .array(z.string())
      // blank lines and duplicates fold away; the distinct lines are held to maxLines below
      .max(BatchLookupLimits.maxLines * 2, BatchLookupMessages.tooMany)
      .superRefine((lines, ctx) => {
        const folded = foldLines(lines);
        if (folded.lines.length === 0) ctx.addIssue({ code: 'custom', message: BatchLookupMessages.empty });
        else if (folded.lines.length > BatchLookupLimits.maxLines)
          ctx.addIssue({ code: 'custom', message: BatchLookupMessages.tooMany });
        else if (folded.firstTooLong !== null)
          ctx.addIssue({ code: 'custom', message: BatchLookupMessages.lineTooLong(folded.firstTooLong) });
      }),
  })
  .strict();
export type BatchLookupInput = z.input<typeof batchLookupInputSchema>;

export const batchMatchSchema = z.object({
  /** the line as entered (trimmed) */
  line: z.string(),
  company_id: z.number().int(),
  name: z.string(),
  ccode: z.string(),
  matched_by: z.enum(batchMatchKinds),
  /** the former name the line matched (matched_by former_name) */
  former_name: z.string().nullable(),
  status: z.string(),
  legal_person: z.string(),
  /** yuan */
  reg_capital: z.number(),
  reg_currency: z.string(),
  reg_date: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
});
export type BatchMatch = z.infer<typeof batchMatchSchema>;

export const batchLookupResultSchema = z.object({
  read: z.number().int(),
  blank: z.number().int(),
  duplicates: z.number().int(),
  /** the distinct lines looked up */
  looked_up: z.number().int(),
  /** lines that matched at least one company */
  matched_lines: z.number().int(),
  /** one row per line and company, in the order of the lines */
  matched: z.array(batchMatchSchema),
  /** the lines that matched nothing, as entered, in their order */
  unmatched: z.array(z.string()),
});
export type BatchLookupResult = z.infer<typeof batchLookupResultSchema>;

/** What an uploaded file gave: its lines (the page shows them, then looks them up). */
export const batchLookupFileResultSchema = z.object({
  file_name: z.string(),
  sheet: z.string().nullable(),
  /** the header of the column read, or 第1列 when the file has no known header */
  column: z.string(),
  /** the column's values below the header, as text (blank cells as '') */
  lines: z.array(z.string()),
});
export type BatchLookupFileResult = z.infer<typeof batchLookupFileResultSchema>;

const seek = 'data:search:seek' as const;

export const BatchLookupCalls = {
  lookup: describeCall({
    method: 'POST',
    path: BatchLookupPaths.lookup,
    summary: '批量查询：每行一个企业名称（含曾用名）或统一社会信用代码，最多10,000行',
    input: batchLookupInputSchema,
    output: batchLookupResultSchema,
    perm: seek,
  }),
} as const;
