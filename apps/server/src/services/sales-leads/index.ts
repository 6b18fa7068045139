import type { FastifyBaseLogger } from 'fastify';
import type { AttachmentFiles } from '../../adapters/storage/attachment-files.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { createActionService } from './action-service.ts';
import { createAssignService } from './assign-service.ts';
import { createFollowService } from './follow-service.ts';
import { createLabelService } from './label-service.ts';
import { createLeadDaily } from './lead-daily.ts';
import { createLeadService, type LeadDeps } from './lead-service.ts';

export { LEAD_DAILY_JOB } from './lead-daily.ts';

/** The sales-lead workspace (issue 16): leads, labels, follow-ups, assignment and the morning job. */
export function createSalesLeadServices(
  deps: LeadDeps & { jobs: JobQueue; attachments: AttachmentFiles; log?: FastifyBaseLogger },
) {
  return {
    ...createLeadService(deps),
    labels: createLabelService(deps),
    follow: createFollowService(deps),
    assign: createAssignService(deps),
    daily: createLeadDaily(deps),
    actions: createActionService(deps),
  };
}

export type SalesLeadServices = ReturnType<typeof createSalesLeadServices>;
