import { sql, type Expression, type SqlBool } from 'kysely';

/** `%text%` with the LIKE wildcards of the text escaped by a backslash (say `escape '\\'` with it). */
export const literalLikePattern = (text: string) => `%${literalPrefixPattern(text)}`;

/** `text%`: what starts with the text, its wildcards escaped as literalLikePattern's. */
export const literalPrefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column LIKE %text%` matching the text literally on both dialects: `%` and `_` in the text are
 * escaped, and the `escape` clause is said, which SQLite needs (it has no default escape character).
 */
export function contains(column: Expression<unknown> | string, text: string): Expression<SqlBool> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`${ref} like ${literalLikePattern(text)} escape '\\'`;
}

/** `lower(column)` holds `text` (lower-cased here): LIKE with its wildcards escaped. */
export function lowerContains(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${literalLikePattern(text.toLowerCase())} escape '\\'`;
}

/** `lower(column)` starts with `prefix` (lower-cased by the caller: an index on lower(column) serves it). */
export function lowerStartsWith(column: string, prefix: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${literalPrefixPattern(prefix)} escape '\\'`;
}
