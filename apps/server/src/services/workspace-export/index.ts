import { createWorkspaceExportService, type WorkspaceExportDeps } from './export-service.ts';

/** Exports of the data-search workspace within the organisation's capacity (issue 15 point 6). */
export function createWorkspaceExportServices(deps: WorkspaceExportDeps) {
  return createWorkspaceExportService(deps);
}

export type WorkspaceExportServices = ReturnType<typeof createWorkspaceExportServices>;
