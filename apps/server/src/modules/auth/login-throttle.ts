import { errorCodes } from '@tend/contracts/errors';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { loginFailures } from '@tend/db/schema/auth';
import { sessionPolicy } from '../../auth/session-policy';
import { HttpError } from '../../http/errors';

/**
 * Failed sign-ins are counted in the database (not in memory) so the limit holds across
 * server instances: 5 per account or 20 per address within 15 minutes answer 429.
 */
export async function assertNotThrottled(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - sessionPolicy.loginWindowMs);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  if ((byAccount?.n ?? 0) >= sessionPolicy.maxFailuresPerAccount || (byAddress?.n ?? 0) >= sessionPolicy.maxFailuresPerAddress) {
    throw new HttpError(429, errorCodes.tooManyRequests, 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  }
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ email, ip, at: now });
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
