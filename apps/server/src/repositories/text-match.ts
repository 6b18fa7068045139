import { sql, type Expression, type SqlBool } from 'kysely';

/** `column LIKE %text%` matching the text literally (wildcards escaped) on both dialects. */
export function contains(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
