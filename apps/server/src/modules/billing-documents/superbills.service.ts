import type { CreateSuperbill, SuperbillBatch, SuperbillBatchResponse } from '@tend/contracts/billing-documents.contract';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { documents } from '../../documents/document-renderer';
import { storeFile } from '../../files/stored-files';
import { badRequest, notFound } from '../../http/errors';
import { billingDocAudit, type Audit } from './billing-audit';
import { billingDocsRepo, type ChargeRow, type ClientRow } from './billing-docs.repo';
import { groupBy, isBillable, monthRange, requireBillable } from './billable-charges';
import { chargesWithStanding } from './statement-lines';
import { superbillsRepo } from './superbills.repo';

interface Ctx {
  db: Db;
  actor: Actor;
  audit: Audit;
  now: Date;
}

/**
 * POST /api/superbills: the client's billable charges of the month (or those named), one superbill
 * per date of service (`visit`) or one for the period (`month`), per provider.
 */
export async function createSuperbills(ctx: Ctx, body: CreateSuperbill): Promise<string[]> {
  const docs = billingDocsRepo(ctx.db, ctx.actor);
  const client = await docs.client(body.client_id);
  if (!client) {
    await ctx.audit(billingDocAudit('generate_superbill', 'superbill', null, null));
    throw notFound('Client');
  }
  let selected: ChargeRow[];
  let period: { from: string; to: string } | null = body.month ? monthRange(body.month) : null;
  if (body.charge_ids) {
    selected = requireBillable(
      body.charge_ids,
      (await docs.chargesByIds(body.charge_ids)).filter((c) => c.clientId === client.id),
    );
    const dates = selected.map((c) => c.serviceDate).sort();
    period ??= { from: dates[0]!, to: dates.at(-1)! };
  } else {
    selected = (await docs.chargesInPeriod(period!.from, period!.to, client.id)).filter(isBillable);
  }
  if (selected.length === 0) {
    throw badRequest(`No billable charges for this client in ${body.month}: late-cancel and no-show fees never go on a superbill.`, [
      { field: 'body.month', message: 'no billable charges in this period' },
    ]);
  }
  const groups = body.mode === 'visit' ? groupBy(selected, (c) => `${c.serviceDate}|${c.providerId}`) : groupBy(selected, (c) => String(c.providerId));
  const ids: string[] = [];
  for (const group of groups) {
    const span = body.mode === 'visit' ? { from: group[0]!.serviceDate, to: group[0]!.serviceDate } : period!;
    ids.push(await generateSuperbill(ctx, client, group, span));
  }
  return ids;
}

/** POST /api/superbills/batch: one superbill per client with billable charges in the month. */
export async function createSuperbillBatch(ctx: Ctx, body: SuperbillBatch): Promise<{ created: string[]; skipped: SuperbillBatchResponse['skipped'] }> {
  const docs = billingDocsRepo(ctx.db, ctx.actor);
  const period = monthRange(body.month);
  const billable = (await docs.chargesInPeriod(period.from, period.to)).filter(isBillable);
  const covered = body.regenerate ? new Set<string>() : await superbillsRepo(ctx.db, ctx.actor).clientsCovered(period.from, period.to);
  const clients = new Map((await docs.clients()).map((c) => [c.id, c]));
  const created: string[] = [];
  const skipped: SuperbillBatchResponse['skipped'] = [];
  for (const clientCharges of groupBy(billable, (c) => c.clientId)) {
    const client = clients.get(clientCharges[0]!.clientId)!;
    if (covered.has(client.id)) {
      skipped.push({ client_id: client.id, client_name: `${client.firstName} ${client.lastName}`, reason: `already has a superbill for ${body.month}` });
      continue;
    }
    for (const group of groupBy(clientCharges, (c) => String(c.providerId))) created.push(await generateSuperbill(ctx, client, group, period));
  }
  return { created, skipped };
}

/** Renders one superbill, stores its PDF and the row, and audits it, in one transaction. */
async function generateSuperbill(ctx: Ctx, client: ClientRow, lines: ChargeRow[], period: { from: string; to: string }): Promise<string> {
  const docs = billingDocsRepo(ctx.db, ctx.actor);
  const [ledger, practice, provider, insurance, clientDiagnoses] = [
    await docs.ledger(client.id),
    await docs.practice(),
    await docs.provider(lines[0]!.providerId ?? client.providerId),
    await docs.insurance(client.id),
    await docs.diagnoses(client.id),
  ];
  const standing = chargesWithStanding(ledger, lines);
  const descriptions = new Map(clientDiagnoses.map((d) => [d.code, d.description]));
  const codes = [...new Set(lines.flatMap((c) => c.diagnosisCodes))];
  const diagnoses = codes.length > 0 ? codes.map((code) => ({ code, description: descriptions.get(code) ?? '' })) : clientDiagnoses;
  const pdf = await documents.render('superbillPdf', {
    practice,
    provider,
    client,
    insurance,
    diagnoses,
    lines: standing.map((s) => ({
      date: s.charge.serviceDate,
      code: s.charge.serviceCode!,
      description: s.charge.description,
      modifiers: s.charge.modifiers,
      placeOfService: s.charge.placeOfService,
      units: s.charge.units,
      amountCents: s.charge.amountCents,
      paidCents: s.paidCents,
      clientShareCents: s.clientShareCents,
      clientDueCents: s.clientDueCents,
      insurerDueCents: s.insurerDueCents,
    })),
    periodStart: period.from,
    periodEnd: period.to,
    createdAt: ctx.now,
  });
  const repo = superbillsRepo(ctx.db, ctx.actor);
  return ctx.db.transaction(async (tx) => {
    const file = await storeFile(
      tx,
      { practiceId: ctx.actor.practiceId, uploadedBy: ctx.actor.userId, fileName: `superbill-${period.from}.pdf`, mediaType: 'application/pdf', bytes: pdf },
      ctx.now,
    );
    const id = await repo.insert(tx, {
      clientId: client.id,
      providerId: provider?.id ?? null,
      periodStart: period.from,
      periodEnd: period.to,
      chargeIds: lines.map((c) => c.id),
      totalCents: standing.reduce((sum, s) => sum + s.charge.amountCents, 0),
      paidCents: standing.reduce((sum, s) => sum + s.paidCents, 0),
      fileId: file.id,
      createdBy: ctx.actor.userId,
      createdAt: ctx.now,
    });
    await ctx.audit(billingDocAudit('generate_superbill', 'superbill', id, client.id), tx);
    return id;
  });
}
