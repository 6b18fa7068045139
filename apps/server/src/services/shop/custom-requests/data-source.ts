import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { companyFilterSchema, type PrecisePreviewRow } from '@qishu/contract';
import { EVERY_BUYER } from '../../../repositories/buyer-scope.ts';
import type { CustomRequestRow } from '../../../repositories/custom-request-repository.ts';
import { SearchConditionRepository } from '../../../repositories/search-condition-repository.ts';
import { createSearchEngine } from '../../../search/index.ts';
import type { ExportFiles } from '../delivery/download-link.ts';
import { createScreener } from '../precise/screening.ts';
import { dataFilePreview } from './data-file.ts';
import type { CustomRequestDeps } from './request-store.ts';

/** An upload received into a temporary file, and where it goes once checked. */
export interface ReceivedFile {
  tmp: string;
  /** custom/YYYY/MM/<uuid>.xlsx, relative to the exports folder */
  relative: string;
  abs: string;
  bytes: number;
  /** the multipart size limit cut it */
  truncated: boolean;
}

/**
 * Where a processed request's data comes from: a precise search (the wizard's search, run by the
 * shared screener) or an uploaded file stored under DATA_DIR/exports/custom.
 */
export function createDataSource(deps: CustomRequestDeps, files: ExportFiles) {
  const screener = createScreener({
    db: deps.db,
    now: deps.now,
    engine: deps.engine ?? createSearchEngine(deps.db),
  });

  return {
    screener,

    /** The first `limit` rows of the data attached to `row` ([] when there is none). */
    async preview(
      row: Pick<CustomRequestRow, 'data_file_path' | 'shop_search_condition_id'>,
      limit: number,
    ): Promise<PrecisePreviewRow[]> {
      if (row.data_file_path) {
        const abs = files.existing(row.data_file_path);
        return abs ? dataFilePreview(abs, limit) : [];
      }
      if (row.shop_search_condition_id === null) return [];
      // the condition was saved for the requester; staff and the requester both read it here
      const json = await new SearchConditionRepository(deps.db.kysely, EVERY_BUYER).conditionJson(
        row.shop_search_condition_id,
      );
      return screener.preview(companyFilterSchema.parse(JSON.parse(json)), limit);
    },

    /** Streams an upload into a temporary file under the exports folder (the caller moves or removes it). */
    async receive(stream: Readable & { truncated?: boolean }): Promise<ReceivedFile> {
      const { tmp, relative, abs } = files.newFile(deps.now(), 'custom');
      try {
        await pipeline(stream, fs.createWriteStream(tmp));
      } catch (err) {
        fs.rmSync(tmp, { force: true });
        throw err;
      }
      return { tmp, relative, abs, bytes: fs.statSync(tmp).size, truncated: stream.truncated === true };
    },
  };
}

export type DataSource = ReturnType<typeof createDataSource>;
