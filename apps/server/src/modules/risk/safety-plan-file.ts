import type { FastifyReply } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { documents } from '../../documents/document-renderer';
import { clientDisplayName } from '../clients/client-view';
import { callerTimeZone } from '../users/caller-time-zone';
import { storedSections } from './safety-plan-view';
import type { SafetyPlanRow } from './safety-plans.repo';

/** Sends a plan as a PDF shown inline (the browser's viewer), never cached. */
export async function sendSafetyPlanPdf(db: Db, actor: Actor, reply: FastifyReply, row: SafetyPlanRow) {
  const timeZone = await callerTimeZone(db, actor);
  const updatedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(row.plan.updatedAt);
  const body = await documents.render('safetyPlanPdf', {
    practiceName: row.practiceName,
    clientName: clientDisplayName(row.client),
    sections: storedSections(row.plan.sections),
    updatedOn,
    createdAt: row.plan.updatedAt,
  });
  return reply.type('application/pdf').header('content-disposition', 'inline; filename="safety-plan.pdf"').header('cache-control', 'no-store').send(body);
}
