import { sql, type Expression, type SqlBool } from 'kysely';

/** `%text%` with the LIKE wildcards of the text escaped by a backslash (say `escape '\\'` with it). */
export const literalLikePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column LIKE %text%` matching the text literally (wildcards escaped) on both dialects. */
export function contains(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${literalLikePattern(text)} escape '\\'`;
}
