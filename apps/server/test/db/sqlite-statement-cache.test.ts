import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/db/sqlite-statement-cache.ts';

describe('withStatementCache: Kysely on SQLite keeps prepared statements by their SQL', () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite?.open && sqlite.close());

  const open = (max?: number) => {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key, v text)');
    sqlite.exec("insert into t (v) values ('a'), ('b'), ('c')");
    return withStatementCache(sqlite, max);
  };

  it('answers the statement prepared before for the same SQL, and the query reads current rows', async () => {
    const db = open();
    expect(db.prepare('select v from t where id = ?')).toBe(db.prepare('select v from t where id = ?'));
    const k = new Kysely<{ t: { id: number; v: string } }>({ dialect: new SqliteDialect({ database: db }) });
    const read = (id: number) => k.selectFrom('t').select('v').where('id', '=', id).executeTakeFirst();
    expect(await read(1)).toEqual({ v: 'a' });
    await k.updateTable('t').set({ v: 'z' }).where('id', '=', 1).execute();
    expect(await read(1)).toEqual({ v: 'z' });
    expect(await read(2)).toEqual({ v: 'b' });
  });

  it('a statement still being read (a stream) is not handed out again: its SQL gets a fresh one', () => {
    const db = open();
    const streaming = db.prepare('select v from t order by id');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ v: 'a' });
    const meanwhile = db.prepare('select v from t order by id');
    expect(meanwhile).not.toBe(streaming);
    expect([...rows]).toEqual([{ v: 'b' }, { v: 'c' }]);
    // read to the end, the kept one is free again
    expect(db.prepare('select v from t order by id')).toBe(streaming);
  });

  it('keeps at most `max` statements, the least recently used going first', () => {
    const db = open(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // a is now the most recent
    db.prepare('select 3'); // b goes
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('a schema change is seen by a kept statement', async () => {
    const db = open();
    const k = new Kysely<{ t: { id: number; v: string } }>({ dialect: new SqliteDialect({ database: db }) });
    const q = () => sql<{ n: number }>`select count(*) as n from t`.execute(k);
    expect((await q()).rows[0]?.n).toBe(3);
    sqlite.exec('drop table t; create table t (id integer primary key, v text, w text)');
    expect((await q()).rows[0]?.n).toBe(0);
  });
});
