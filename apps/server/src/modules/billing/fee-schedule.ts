import { and, eq } from 'drizzle-orm';
import { standardCptCodes } from '@tend/contracts/billing-codes';
import type { Db } from '@tend/db/client';
import { billingServices, clientRates } from '@tend/db/schema/billing';

/**
 * Gives the practice the standard schedule of CPT codes it lacks (existing lines, edited or not,
 * stay as they are). Called lazily before the schedule is read or a charge priced, so every
 * practice has one without a seeding step.
 */
export async function ensureFeeSchedule(db: Db, practiceId: string): Promise<void> {
  await db
    .insert(billingServices)
    .values(
      standardCptCodes.map((c) => ({
        practiceId,
        code: c.code,
        description: c.description,
        defaultMinutes: c.defaultMinutes,
        feeCents: c.defaultFeeCents,
        addOn: c.addOn,
      })),
    )
    .onConflictDoNothing();
}

export interface PricedCode {
  code: string;
  description: string;
  /** The client's rate when they have one, else the schedule's fee; null when the code is on neither (or inactive). */
  feeCents: number | null;
}

/** What a code costs this client: their own rate, else the practice's schedule (a code made inactive there has no fee). */
export async function priceFor(db: Db, practiceId: string, clientId: string, code: string): Promise<PricedCode> {
  await ensureFeeSchedule(db, practiceId);
  const [service] = await db
    .select({ description: billingServices.description, feeCents: billingServices.feeCents })
    .from(billingServices)
    .where(and(eq(billingServices.practiceId, practiceId), eq(billingServices.code, code), eq(billingServices.active, true)))
    .limit(1);
  const [rate] = await db
    .select({ feeCents: clientRates.feeCents })
    .from(clientRates)
    .where(and(eq(clientRates.practiceId, practiceId), eq(clientRates.clientId, clientId), eq(clientRates.serviceCode, code)))
    .limit(1);
  return { code, description: service?.description ?? `Service ${code}`, feeCents: rate?.feeCents ?? service?.feeCents ?? null };
}

/** Whether the practice bills this code: active on its schedule (add-ons included). */
export async function isActiveCode(db: Db, practiceId: string, code: string): Promise<boolean> {
  await ensureFeeSchedule(db, practiceId);
  const [service] = await db
    .select({ code: billingServices.code })
    .from(billingServices)
    .where(and(eq(billingServices.practiceId, practiceId), eq(billingServices.code, code), eq(billingServices.active, true)))
    .limit(1);
  return service !== undefined;
}
