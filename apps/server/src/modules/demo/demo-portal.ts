import type { Db } from '@tend/db/client';
import { insertDemoMessages } from '../messaging/demo-messages';
import { insertDemoDocuments } from '../portal-documents/demo-documents';
import { insertDemoMeasures } from '../measures/demo-measures';

/** What a demo portal's sample items hang off: the portal user, the records they act for, their clinician. */
export interface DemoPortal {
  practiceId: string;
  clinicianId: string;
  /** The demo user signed in to the portal. */
  portalUserId: string;
  now: Date;
  timeZone: string;
  /** The client records the portal user acts for: their own, or (a parent) their child's. */
  clientIds: string[];
  /** The couple the portal user is part of, with both members' client records. */
  couple: { groupId: string; memberIds: string[] } | null;
}

/**
 * Fills a demo client, parent or partner's portal with sample items. Each part of the portal adds
 * its own seeder here (messages, forms and scores, documents), written as its API would write them.
 */
export async function insertDemoPortal(tx: Db, portal: DemoPortal): Promise<void> {
  await insertDemoMessages(tx, portal);
  await insertDemoDocuments(tx, portal);
  await insertDemoMeasures(tx, portal);
}
