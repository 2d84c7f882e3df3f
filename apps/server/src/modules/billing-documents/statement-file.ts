import type { StatementQuery } from '@tend/contracts/billing-documents.contract';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { documents } from '../../documents/document-renderer';
import { billingDocsRepo } from './billing-docs.repo';
import { buildStatement, chargeLabel, chargesWithStanding, type StatementAudience } from './statement-lines';

/**
 * A client's statement or invoice for a period as PDF bytes, or null when the client is not one
 * the caller may see. Shared by the practice's download and the portal's (audience 'client').
 */
export async function renderClientStatement(db: Db, actor: Actor, clientId: string, q: StatementQuery, now: Date, audience: StatementAudience = 'practice') {
  const docs = billingDocsRepo(db, actor);
  const client = await docs.client(clientId);
  if (!client) return null;
  const [ledger, practice] = [await docs.ledger(client.id), await docs.practice()];
  const header = { kind: q.kind, practice, client, from: q.from, to: q.to, createdAt: now };
  const bytes =
    q.kind === 'statement'
      ? await documents.render('statementPdf', header, buildStatement(ledger, q.from, q.to, practice.timeZone, audience))
      : await documents.render(
          'invoicePdf',
          header,
          chargesWithStanding(
            ledger,
            ledger.charges.filter((c) => c.serviceDate >= q.from && c.serviceDate <= q.to),
          ).map((s) => ({
            date: s.charge.serviceDate,
            description: chargeLabel(s.charge),
            amountCents: s.charge.amountCents,
            paidCents: s.paidCents,
            insurerDueCents: s.insurerDueCents,
            dueCents: s.clientDueCents,
          })),
        );
  return { client, bytes, fileName: `${q.kind}-${q.from}-to-${q.to}.pdf` };
}
