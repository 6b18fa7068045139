import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Whose rows a request may read and change, fixed once per request from the session (`actorOf`).
 * Repositories of organisation-owned tables take it in their constructor and apply it to every
 * query they build, so no query of theirs can forget the organisation.
 */
export interface DataScope {
  /** the caller's organisation; null for the platform back-office, which sees every organisation */
  readonly tenant: number | null;
  /** the caller, for rows a user owns (their own requests, cart, orders) */
  readonly userId: number;
}

/** `column = value`, or true when the scope reaches every row (`value` null). */
export function ownedBy(column: string, value: number | null): Expression<SqlBool> {
  return value === null ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.ref(column)} = ${value}`;
}

/** `column = tenant`, or true for the platform's scope. */
export function inTenant(column: string, scope: DataScope): Expression<SqlBool> {
  return ownedBy(column, scope.tenant);
}

/** The same scope narrowed to the caller's own organisation (what a caller creates belongs there). */
export function ownOrganisation(scope: DataScope, agentId: number): DataScope {
  return { tenant: agentId, userId: scope.userId };
}
