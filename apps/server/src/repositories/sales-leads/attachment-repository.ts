import type { AttachmentOwnerKind } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';

export interface AttachmentRow {
  attachment_id: number;
  file_name: string;
  stored_path: string;
  size: number;
  mime: string;
  uploaded_by_name: string | null;
  created_at: string;
}

/** The attachments of one organisation's contracts and orders (the caller checks the record is reachable). */
export class AttachmentRepository {
  constructor(
    private readonly db: Executor,
    private readonly tenant: number,
  ) {}

  list(kind: AttachmentOwnerKind, ownerRef: number): Promise<AttachmentRow[]> {
    return this.db
      .selectFrom('sale_attachment as a')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'a.uploaded_by')
      .select([
        'a.attachment_id',
        'a.file_name',
        'a.stored_path',
        'a.size',
        'a.mime',
        'u.realname as uploaded_by_name',
        'a.created_at',
      ])
      .where('a.usr_agent_id', '=', this.tenant)
      .where('a.owner_kind', '=', kind)
      .where('a.owner_ref', '=', ownerRef)
      .orderBy('a.attachment_id')
      .execute();
  }

  async count(kind: AttachmentOwnerKind, ownerRef: number): Promise<number> {
    const r = await this.db
      .selectFrom('sale_attachment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usr_agent_id', '=', this.tenant)
      .where('owner_kind', '=', kind)
      .where('owner_ref', '=', ownerRef)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** One attachment of the organisation with the record it belongs to. */
  one(kind: AttachmentOwnerKind, attachmentId: number) {
    return this.db
      .selectFrom('sale_attachment')
      .selectAll()
      .where('attachment_id', '=', attachmentId)
      .where('usr_agent_id', '=', this.tenant)
      .where('owner_kind', '=', kind)
      .executeTakeFirst();
  }

  async insert(row: {
    owner_kind: AttachmentOwnerKind;
    owner_ref: number;
    file_name: string;
    stored_path: string;
    size: number;
    mime: string;
    uploaded_by: number;
    created_at: string;
  }): Promise<number> {
    const r = await this.db
      .insertInto('sale_attachment')
      .values({ ...row, usr_agent_id: this.tenant })
      .returning('attachment_id')
      .executeTakeFirstOrThrow();
    return r.attachment_id;
  }

  async remove(attachmentId: number): Promise<void> {
    await this.db
      .deleteFrom('sale_attachment')
      .where('attachment_id', '=', attachmentId)
      .where('usr_agent_id', '=', this.tenant)
      .execute();
  }

  /** The stored files of a record's attachments (before the record goes), and their rows removed. */
  async removeOf(kind: AttachmentOwnerKind, ownerRef: number): Promise<string[]> {
    const rows = await this.list(kind, ownerRef);
    await this.db
      .deleteFrom('sale_attachment')
      .where('usr_agent_id', '=', this.tenant)
      .where('owner_kind', '=', kind)
      .where('owner_ref', '=', ownerRef)
      .execute();
    return rows.map((r) => r.stored_path);
  }
}
