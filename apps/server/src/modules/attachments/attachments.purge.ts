import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs';
import type { AttachmentsService } from './attachments.service';

export const PURGE_ABANDONED_UPLOADS_JOB = 'attachments.purge-abandoned';
/** Every hour, at a minute nothing else favours. */
const EVERY_HOUR = '17 * * * *';

/**
 * Referral uploads whose booking was never made are deleted with their files on a schedule
 * (issue 12, finding 7), so abandoned uploads cannot pile up on the disk.
 */
export async function scheduleAbandonedUploadPurge(
  jobs: JobQueue,
  attachments: Pick<AttachmentsService, 'purgeAbandoned'>,
  log: FastifyBaseLogger,
) {
  await jobs.every(PURGE_ABANDONED_UPLOADS_JOB, EVERY_HOUR, async () => {
    const files = await attachments.purgeAbandoned();
    if (files > 0) log.info({ files }, 'abandoned referral uploads purged');
  });
}
