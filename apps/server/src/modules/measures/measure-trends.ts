import type { MeasureTrend } from '@tend/contracts/measures.contract';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { measuresRepo } from './measures.repo';
import { toResultView, trendsOf } from './measure-view';

/** The latest score per measure and where it moved from, for a client the caller may see (none otherwise): what the assistant may cite. */
export async function measureTrendsOf(db: Db, actor: Actor, clientId: string): Promise<MeasureTrend[]> {
  return trendsOf((await measuresRepo(db, actor).results([clientId])).map(toResultView));
}
