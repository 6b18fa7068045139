import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WorkspaceExportMessages, type ExportResult } from '@qishu/contract';
import { updateStoredUser } from '../../lib/session/index.ts';
import { capacityLogKey, exportApi, exportListKey } from './export-api.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/**
 * Runs an export and then: the header's capacity badge takes the new rest at once (the stored
 * user's number_rest), the export lists reload, and the file is downloaded. A refusal (the rest too
 * small) is shown as the server words it, by the API client.
 */
export function useExport<I>(run: (input: I) => Promise<ExportResult>, onDone?: (r: ExportResult) => void) {
  const { message } = useFeedback();
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (r) => {
      if (r.number_rest !== null) updateStoredUser({ number_rest: r.number_rest });
      void message.success(WorkspaceExportMessages.exported(r.export.rows));
      onDone?.(r);
      await Promise.all([
        client.invalidateQueries({ queryKey: exportListKey }),
        client.invalidateQueries({ queryKey: capacityLogKey }),
      ]);
      // the file was written and paid for: a failed download can be repeated from the export list
      await exportApi.download(r.export.workspace_export_id).catch(() => undefined);
    },
  });
}
