import { useState, type CSSProperties } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { LeadLimits, listExportPath, type CallDescriptor, type CallInput } from '@qishu/contract';
import { downloadFile, XLSX_TYPE } from '../../lib/api/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { ExportTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** What a list shows: its call's input without the paging (the export holds every page). */
export type ListFilters<C extends CallDescriptor> = Omit<CallInput<C>, 'page' | 'limit'>;

/**
 * A list's filters → the export's query string fields: page and limit dropped (the export ignores
 * them), empty values dropped, true / false as the words the list's query takes.
 */
export function exportQuery(filters: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'page' || key === 'limit' || value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
    else if (typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

/**
 * 导出 of a sales list: downloads `<list path>/export` as .xlsx with exactly the filters (sort and
 * order included) the list is showing. Shown only with the list's own permission; loading while the
 * file streams in; a refusal shows the server's message (downloadFile), success says so.
 */
export function ExportListButton<C extends CallDescriptor>(props: {
  call: C;
  filters: ListFilters<C>;
  /** the file's name when the answer names none (the server always does) */
  fallbackName?: string;
  style?: CSSProperties;
}) {
  const can = useCan();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  if (props.call.perm && !can(props.call.perm)) return null;

  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(listExportPath(props.call.path), {
        query: exportQuery(props.filters),
        fallbackName: props.fallbackName ?? T.fallbackName,
        contentType: XLSX_TYPE,
        failedText: T.failed,
      });
      void message.success(T.exported);
    } catch {
      // downloadFile has shown the reason
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      aria-busy={busy}
      title={T.hint(LeadLimits.exportMax.toLocaleString('zh-CN'))}
      onClick={() => void run()}
      style={props.style}
    >
      {T.export}
    </Button>
  );
}
