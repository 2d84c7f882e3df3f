import { unsentAttachmentLimits } from '@tend/contracts/messaging.contract';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { deleteUnsentUploadsBefore } from './unsent-uploads.repo';

/** Uploads never sent with a message are deleted, bytes and all, a day after they were uploaded. */
export const sweepUnsentUploadsJob = defineJob({
  kind: 'sweep_unsent_attachments',
  payload: z.object({}),
  every: '1h',
  budgetMs: 60_000,
  async run(_payload, { db, clock }) {
    const deleted = await deleteUnsentUploadsBefore(db, new Date(clock().getTime() - unsentAttachmentLimits.keepHours * 60 * 60_000));
    return { deleted };
  },
});
