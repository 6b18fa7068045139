import type { seekExportSchema } from '@qishu/contract';
import type { z } from 'zod';

/** A /data/seek export as the route hands it over (validated). */
export type SeekExport = z.output<typeof seekExportSchema>;
