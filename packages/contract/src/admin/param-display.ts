/**
 * How a parameter's value reads on /sys/param (参数设置): the stored text is JSON or plain text; the
 * list shows it as a person reads it — numbers with their unit, booleans as 是/否, short lists as
 * tags, objects as labelled values — while the edit dialog keeps the exact text.
 */
import { fenToYuan } from '../money.ts';

/** A value as the list shows it. */
export type ParamView =
  | { kind: 'text'; text: string }
  | { kind: 'boolean'; value: boolean }
  /** short values side by side; `more` counts the ones left out */
  | { kind: 'tags'; items: string[]; more: number }
  /** labelled values, one a line */
  | { kind: 'fields'; fields: { label: string; view: ParamView }[]; more: number }
  /** an empty list or object, or null */
  | { kind: 'empty' };

/** Tags and fields shown at most; the rest is counted (the full text is in the tooltip and dialog). */
export const PARAM_VIEW_MAX_ITEMS = 8;
/** Nesting shown as fields; anything deeper reads as compact JSON text. */
const MAX_DEPTH = 2;

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

function scalarText(v: unknown): string {
  if (v === null) return '空';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'number') return count.format(v);
  return String(v);
}

/** Any JSON value, labelled by its own keys (a custom parameter's). */
function viewOfJson(value: unknown, depth: number, label: (key: string) => string = (k) => k): ParamView {
  if (value === null) return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'number' || typeof value === 'string')
    return { kind: 'text', text: scalarText(value) };
  if (depth > MAX_DEPTH) return { kind: 'text', text: JSON.stringify(value) };
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: 'empty' };
    const shown = value.slice(0, PARAM_VIEW_MAX_ITEMS);
    const more = value.length - shown.length;
    if (shown.every(isScalar)) return { kind: 'tags', items: shown.map(scalarText), more };
    return {
      kind: 'fields',
      fields: shown.map((v, i) => ({ label: `第 ${i + 1} 项`, view: viewOfJson(v, depth + 1) })),
      more,
    };
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return { kind: 'empty' };
    const shown = entries.slice(0, PARAM_VIEW_MAX_ITEMS);
    return {
      kind: 'fields',
      fields: shown.map(([k, v]) => ({ label: label(k), view: viewOfJson(v, depth + 1) })),
      more: entries.length - shown.length,
    };
  }
  return { kind: 'text', text: String(value) };
}

const integer = (text: string): number | null => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** 厘 per row → 元 per row: 15 → "0.015". */
const liToYuan = (li: number) => String(li / 1000);

/** The known parameters' readings (db/seed/seed-platform.ts seeds them); null: read it generically. */
const knownViews: Record<string, (text: string) => ParamView | null> = {
  'security.idle_lock_minutes': (text) => {
    const n = integer(text);
    if (n === null) return null;
    const hours = n >= 60 && n % 60 === 0 ? `（${n / 60} 小时）` : '';
    return { kind: 'text', text: `${count.format(n)} 分钟${hours}` };
  },
  'precise.min_price_fen': (text) => {
    const n = integer(text);
    return n === null ? null : { kind: 'text', text: `${fenToYuan(n)} 元` };
  },
  'sale.pool_return_days': (text) => {
    const n = integer(text);
    if (n === null) return null;
    return { kind: 'text', text: n === 0 ? '不退回' : `${count.format(n)} 天` };
  },
  'security.devtools_exempt': (text) => {
    const parsed = parseJson(text);
    if (!parsed.ok || !isPlainObject(parsed.value)) return null;
    return viewOfJson(parsed.value, 0, (k) => devtoolsLabels[k] ?? k);
  },
  'precise.price_tiers': (text) => {
    const parsed = parseJson(text);
    if (!parsed.ok || !Array.isArray(parsed.value)) return null;
    const tiers = parsed.value as { upTo?: unknown; li?: unknown }[];
    if (!tiers.every((t) => isPlainObject(t) && typeof t.li === 'number')) return null;
    let from = 1;
    const fields = tiers.map((t) => {
      const upTo = typeof t.upTo === 'number' ? t.upTo : null;
      const label =
        upTo === null
          ? from === 1
            ? '不限条数'
            : `${count.format(from)} 条及以上`
          : from === 1
            ? `${count.format(upTo)} 条以内`
            : `${count.format(from)}–${count.format(upTo)} 条`;
      if (upTo !== null) from = upTo + 1;
      return { label, view: { kind: 'text', text: `${liToYuan(t.li as number)} 元/条` } as ParamView };
    });
    return { kind: 'fields', fields, more: 0 };
  },
};

/** The keys of 开发者工具限制豁免, in Chinese. */
const devtoolsLabels: Record<string, string> = {
  agents: '组织 ID',
  drights: '数据权限 ID',
  departments: '部门 ID',
  hosts: '域名',
};

/**
 * How the value `text` of parameter `key` reads: a known key by its meaning (60 → 60 分钟（1 小时）,
 * 100 fen → 1.00 元, price tiers as 条数 → 元/条), any other as its JSON (numbers, 是/否, tags,
 * labelled fields), or as the text itself when it is not JSON.
 */
export function paramView(key: string, text: string): ParamView {
  // own keys only: `constructor` is a custom key, not Object's
  const known = Object.hasOwn(knownViews, key) ? knownViews[key]?.(text) : null;
  if (known) return known;
  const parsed = parseJson(text);
  if (!parsed.ok) return { kind: 'text', text };
  return viewOfJson(parsed.value, 0);
}
