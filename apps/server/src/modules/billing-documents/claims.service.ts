import type { ClaimBatch } from '@tend/contracts/billing-documents.contract';
import { dateInZone } from '@tend/contracts/calendar-days';
import type { Db } from '@tend/db/client';
import { isUniqueViolation } from '@tend/db/errors';
import type { Actor } from '../../auth/actor';
import { documents } from '../../documents/document-renderer';
import { storeFile } from '../../files/stored-files';
import { badRequest, conflict } from '../../http/errors';
import { billingRepo } from '../billing/billing.repo';
import { billingDocAudit, type Audit } from './billing-audit';
import { loadClaims } from './claim-input';
import { claimBatchesRepo, type ClaimBatchRow } from './claim-batches.repo';
import { build837P } from './x12-837p';

interface Ctx {
  db: Db;
  actor: Actor;
  audit: Audit;
  now: Date;
}

/** The clearinghouse is not configured per practice yet: these identify it in ISA08/GS03 and 1000B. */
const receiver = { id: 'CLEARINGHOUSE', name: 'CLEARINGHOUSE' };

/** POST /api/claims/cms1500: one client's claim with one provider, as form data for the red OCR form. */
export async function cms1500(ctx: Ctx, chargeIds: string[]) {
  const claims = await loadClaims(ctx.db, ctx.actor, chargeIds, { forBatch: false });
  if (claims.length !== 1)
    throw badRequest('charge_ids: a CMS-1500 holds the charges of one client and one provider; choose charges of one client and one provider.');
  const claim = claims[0]!;
  const bytes = await documents.render('cms1500Pdf', claim, ctx.now);
  await ctx.audit(billingDocAudit('generate_cms1500', 'claim', null, claim.client.id));
  return { bytes, fileName: `cms1500-${claim.lines[0]!.charge.serviceDate}.pdf` };
}

/**
 * POST /api/claims/batches: the next control number for the practice (max + 1 in the transaction;
 * the unique index turns a race into a retry), the charges put on the batch, the 837P stored.
 */
export async function createClaimBatch(ctx: Ctx, chargeIds: string[]): Promise<string> {
  const claims = await loadClaims(ctx.db, ctx.actor, chargeIds, { forBatch: true });
  const repo = claimBatchesRepo(ctx.db, ctx.actor);
  const practice = claims[0]!.practice;
  const zoned = dateInZone(ctx.now, practice.timeZone);
  const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: practice.timeZone }).format(ctx.now);
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        // Each client's ledger lock, in one order (sorted ids) so two batches cannot deadlock: a void
        // or re-price of these charges waits, then finds them on the batch (409).
        const ledgers = billingRepo(tx, ctx.actor);
        for (const clientId of [...new Set(claims.map((c) => c.client.id))].sort()) await ledgers.lockClient(clientId);
        const batch = await repo.create(tx, ctx.now);
        const attached = await repo.attach(tx, batch.id, chargeIds);
        if (attached !== new Set(chargeIds).size) throw conflict('Some of these charges were put on another claim batch a moment ago. Reload and try again.');
        const file = build837P(
          {
            controlNumber: batch.controlNumber,
            date: zoned.toString().replace(/-/g, ''),
            time: clock.replace(':', ''),
            senderId: (practice.taxId ?? '').replace(/\D/g, ''),
            receiverId: receiver.id,
            receiverName: receiver.name,
          },
          claims,
        );
        const stored = await storeFile(
          tx,
          {
            practiceId: ctx.actor.practiceId,
            uploadedBy: ctx.actor.userId,
            fileName: `837p-${String(batch.controlNumber).padStart(9, '0')}.txt`,
            mediaType: 'text/plain',
            bytes: Buffer.from(file, 'utf8'),
          },
          ctx.now,
        );
        await repo.setFile(tx, batch.id, stored.id);
        for (const claim of claims) await ctx.audit(billingDocAudit('generate_837p', 'claim', batch.id, claim.client.id), tx);
        return batch.id;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export function toClaimBatchView(row: ClaimBatchRow): ClaimBatch {
  return {
    id: row.batch.id,
    control_number: row.batch.controlNumber,
    charge_ids: row.chargeIds,
    claim_count: row.claimCount,
    client_count: row.clientIds.length,
    total_cents: row.totalCents,
    has_file: row.batch.fileId !== null,
    created_by_name: row.createdByName,
    created_at: row.batch.createdAt.toISOString(),
  };
}
