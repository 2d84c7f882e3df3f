import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { extendSeries } from './series-horizon';

/** Keeps every open series' visits generated the horizon ahead (rows exist for a rolling half-year). */
export const extendSeriesHorizon = defineJob({
  kind: 'extend_series_horizon',
  payload: z.object({}),
  every: '6h',
  budgetMs: 120_000,
  async run(_payload, { db, clock }) {
    return { extended: await extendSeries(db, clock()) };
  },
});
