import path from 'node:path';
import Database from 'better-sqlite3';

/** Reads the running server's SQLite file (read-only), e.g. the SMS outbox a tester would look at. */
export function readDb<T>(dataDir: string, query: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'qishu.db'), { readonly: true, fileMustExist: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

/** The newest SMS code sent to a phone through the outbox provider. */
export function latestSmsCode(dataDir: string, phone: string): string {
  const row = readDb(dataDir, (db) =>
    db
      .prepare('select content from sms_outbox where phone = ? order by sms_outbox_id desc limit 1')
      .get(phone),
  ) as { content: string } | undefined;
  const code = row?.content.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code in the outbox for ${phone}`);
  return code;
}
