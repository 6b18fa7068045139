import { sql, type Expression, type SqlBool } from 'kysely';

/** `column in (the leads carrying a label)` (a label is one organisation's, and so are its leads). */
export const leadLabelled = (column: string, labelId: number): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} in (select lead_id from sale_lead_label where label_id = ${labelId})`;
