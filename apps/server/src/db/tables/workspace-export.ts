import type { Generated } from 'kysely';

/** Workspace exports and the capacity ledger (migration 0022). */

/** One export of the data-search workspace; its file is DATA_DIR/exports/<file_name>. */
export interface WorkspaceExportTable {
  workspace_export_id: Generated<number>;
  usr_agent_id: number;
  sys_user_id: number;
  /** 'seek' (a /data/seek search) or 'companies' (chosen ids) */
  source: string;
  title: string;
  /** the search's conditions and sort (JSON) for a 'seek' export */
  condition_json: string | null;
  rows: number;
  file_name: string;
  created_at: string;
}

/** One change of an organisation's remaining capacity. */
export interface AgentCapacityLogTable {
  capacity_log_id: Generated<number>;
  usr_agent_id: number;
  /** 'export' or 'adjust' */
  kind: string;
  delta: number;
  rest_after: number;
  sys_user_id: number | null;
  /** the export's title or the adjustment's reason */
  note: string;
  workspace_export_id: number | null;
  created_at: string;
}
