import { listExportPath, type CallDescriptor, type CallParsedInput } from '@qishu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { xlsxStream, XLSX_TYPE, type XlsxColumn } from '../adapters/xlsx/xlsx-stream.ts';
import { fileStamp } from '../shared/shanghai-time.ts';
import { badRequest, forbidden } from '../shared/errors.ts';
import { permits } from '../services/access/permits.ts';
import { authOf } from './auth.ts';

/** Rows one export reads per page of its list. */
const EXPORT_PAGE = 500;

export interface XlsxExportSpec<C extends CallDescriptor, Row> {
  /** the sheet and the file name's start, in Chinese */
  title: string;
  columns: XlsxColumn<Row>[];
  /** one page of the list, as the list call answers it */
  page: (request: FastifyRequest, input: CallParsedInput<C>) => Promise<{ list: Row[]; total: number }>;
  /** rows an export holds at most */
  max: number;
}

/**
 * Serves `<list path>/export`: the same filters and permission as the list call, every matching row
 * (up to `max`) as a streamed .xlsx — read a page at a time, so a large list never sits in memory;
 * text guarded against formulas by xlsxStream.
 */
export function serveXlsxExport(app: FastifyInstance, tags: string[]) {
  return function exportOf<C extends CallDescriptor, Row>(call: C, spec: XlsxExportSpec<C, Row>): void {
    const perm = call.perm;
    app.route({
      method: 'GET',
      url: listExportPath(call.path),
      schema: {
        summary: `导出${spec.title}（.xlsx，流式；与列表相同的筛选）${perm ? `（权限 ${perm}）` : ''}`,
        tags,
      },
      config: { perm, inputKeys: Object.keys((call.input as { shape?: object }).shape ?? {}) },
      handler: async (request, reply) => {
        if (perm && !permits(authOf(request), perm)) throw forbidden();
        const parsed = call.input.safeParse({ ...(request.query as object), page: 1, limit: 1 });
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '筛选条件不正确');
        const filter = parsed.data as CallParsedInput<C> & { page: number; limit: number };
        // the first page is read before the file starts, so a refused filter answers the usual envelope
        const first = (await spec.page(request, { ...filter, page: 1, limit: EXPORT_PAGE })).list;
        async function* rows(): AsyncIterable<Row> {
          let list = first;
          let sent = 0;
          for (let page = 1; ; page++) {
            if (page > 1) list = (await spec.page(request, { ...filter, page, limit: EXPORT_PAGE })).list;
            for (const row of list.slice(0, spec.max - sent)) yield row;
            sent += list.length;
            if (list.length < EXPORT_PAGE || sent >= spec.max) return;
          }
        }
        const filename = `${spec.title}-${fileStamp(new Date())}.xlsx`;
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
          .header('cache-control', 'no-store')
          .send(xlsxStream(spec.title, spec.columns, rows()));
      },
    });
  };
}
