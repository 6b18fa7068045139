import { ResourcePage } from '../../features/admin-org/ResourcePage.tsx';
import { CapacityHistory, ExportHistory } from '../../features/workspace-export/index.ts';

/** /config/resource: the organisation's capacity, its history (exports and adjustments), the caller's exports. */
export function ResourceRoute() {
  return (
    <>
      <ResourcePage />
      <CapacityHistory />
      <ExportHistory />
    </>
  );
}
