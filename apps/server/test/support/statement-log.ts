import {
  PostgresQueryCompiler,
  SqliteQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { DialectName } from '../../src/db/connection.ts';

/**
 * The statements a server ran, as SQL, in the order they answered: a Kysely plugin for the server's
 * database handle (createIdentityApp's `plugins`). Sub-queries pass through transformQuery as well,
 * so a statement is recorded only when its result comes back (transformResult sees executed
 * statements alone). Transactions' begin and commit are not statements here.
 */
export class StatementLog implements KyselyPlugin {
  /** SQL of every statement since the last clear() */
  readonly statements: string[] = [];
  private readonly compiler: PostgresQueryCompiler | SqliteQueryCompiler;
  private readonly compiled = new WeakMap<QueryId, string>();

  constructor(dialect: DialectName) {
    this.compiler = dialect === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler();
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.compiled.set(args.queryId, this.compiler.compileQuery(args.node, args.queryId).sql);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const sql = this.compiled.get(args.queryId);
    if (sql !== undefined) this.statements.push(sql);
    return Promise.resolve(args.result);
  }

  clear(): void {
    this.statements.length = 0;
  }

  /** the statements that name `table`, quoted (Kysely's builder) or not (raw SQL) */
  naming(table: string): string[] {
    const name = new RegExp(`(^|[^\\w"])"?${table}"?($|[^\\w"])`);
    return this.statements.filter((s) => name.test(s));
  }
}
