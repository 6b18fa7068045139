import type { Page } from '@qishu/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { WorkspaceExportTable } from '../db/tables/workspace-export.ts';
import { countedPage } from './row-count.ts';

export type WorkspaceExportRow = Selectable<WorkspaceExportTable>;

/** The exports of one user (`owner`): another user's export is simply not found. */
export class WorkspaceExportRepository {
  constructor(
    private readonly db: Executor,
    private readonly owner: number,
  ) {}

  private own() {
    return this.db.selectFrom('workspace_export').where('sys_user_id', '=', this.owner);
  }

  byId(id: number): Promise<WorkspaceExportRow | undefined> {
    return this.own().selectAll().where('workspace_export_id', '=', id).executeTakeFirst();
  }

  page(page: number, limit: number): Promise<Page<WorkspaceExportRow>> {
    return countedPage(this.own().selectAll().orderBy('workspace_export_id', 'desc'), this.own(), {
      page,
      limit,
    });
  }

  insert(row: Omit<Insertable<WorkspaceExportTable>, 'workspace_export_id' | 'sys_user_id'>) {
    return this.db
      .insertInto('workspace_export')
      .values({ ...row, sys_user_id: this.owner })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
