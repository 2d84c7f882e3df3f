import type { Db } from '@tend/db/client';
import type { ClientChart } from '../../ai/engine';
import type { Actor } from '../../auth/actor';
import { recordAudit, type AuditContext } from '../../audit/audit';
import { HttpError } from '../../http/errors';
import { readClientRecord } from '../client-details/client-record';
import { diagnosesRepo } from '../client-details/diagnoses.repo';
import { clientsRepo } from '../clients/clients.repo';
import { measureTrendsOf } from '../measures/measure-trends';

const DAY = 24 * 60 * 60 * 1000;
/** How far back a client summary counts visits kept and missed. */
export const visitWindowDays = 90;

/**
 * What a client summary draws on from the chart: current diagnoses, latest measures with their
 * trend, visits kept and missed, the next visit. One audited read of the client's record (as the
 * client page's reads); a client the caller may not see is audited as not found and reads as null.
 */
export async function clientChartOf(db: Db, actor: Actor, clientId: string, ctx: Omit<AuditContext, 'actor'>): Promise<ClientChart | null> {
  const audit = (entry: Parameters<typeof recordAudit>[2]) => recordAudit(db, { ...ctx, actor }, entry);
  try {
    return await readClientRecord({ db, actor, audit, clientId }, 'assistant_read_chart', async () => {
      const since = new Date(ctx.now.getTime() - visitWindowDays * DAY);
      const [diagnoses, measures, visits] = await Promise.all([
        diagnosesRepo(db, actor).current(clientId),
        measureTrendsOf(db, actor, clientId),
        clientsRepo(db, actor).visitTally(clientId, since, ctx.now),
      ]);
      const { counts, next } = visits;
      return {
        diagnoses: diagnoses.map((d) => ({ code: d.code, description: d.description })),
        measures,
        visits: {
          days: visitWindowDays,
          kept: (counts.completed ?? 0) + (counts.arrived ?? 0),
          missed: counts.no_show ?? 0,
          cancelledLate: counts.late_cancelled ?? 0,
          next,
        },
      };
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
