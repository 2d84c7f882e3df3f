import {
  dashboardQuerySchema,
  dashboardResponseSchema,
  providerAnalyticsResponseSchema,
  type DashboardResponse,
  type PeriodMeasures,
  type ProviderAnalyticsResponse,
} from '@tend/contracts/admin-dashboard.contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { clinicianUsers } from '../../auth/access';
import { startOfDay } from '@tend/contracts/calendar-days';
import { route } from '../../http/route';
import { measuresRepo } from './measures.repo';
import { periodsAt } from './periods';
import { clinicianScope, scopeName } from './scope';

async function practiceZone(db: Db, actor: Actor): Promise<string> {
  const [row] = await db.select({ timeZone: practices.timeZone }).from(practices).where(eq(practices.id, actor.practiceId));
  return row?.timeZone ?? 'UTC';
}

const empty = (): PeriodMeasures => ({
  sessions: 0,
  completed: 0,
  no_shows: 0,
  late_cancels: 0,
  cancelled: 0,
  no_show_rate: null,
  late_cancel_rate: null,
  notes_signed: 0,
  note_completion_rate: null,
  median_hours_to_sign: null,
  new_leads: 0,
  revenue_cents: 0,
  ar_cents: 0,
});

/** /admin/dashboard and /admin/provider-analytics: counts only, no client is named, so nothing to audit. */
export function registerAdminDashboardRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/admin/dashboard',
    access: 'reports:read',
    query: dashboardQuerySchema,
    response: dashboardResponseSchema,
    handler: async ({ actor, query, now }): Promise<DashboardResponse> => {
      const timeZone = await practiceZone(db, actor);
      const p = periodsAt(query.period, query.offset, now, timeZone);
      const repo = measuresRepo(db, actor);
      const buckets = p.buckets.map((day) => ({ day, start: startOfDay(day, timeZone) }));
      const [current, previous, active, series] = await Promise.all([
        repo.measures(p.current, 'practice'),
        repo.measures(p.previous, 'practice'),
        repo.activeClients('practice'),
        repo.series(p.current, buckets),
      ]);
      return {
        period: query.period,
        time_zone: timeZone,
        current: { from: p.current.from, to: p.current.to },
        previous: { from: p.previous.from, to: p.previous.to },
        scope: scopeName(actor),
        active_clients: active.get(null) ?? 0,
        measures: current.get(null) ?? empty(),
        previous_measures: previous.get(null) ?? empty(),
        bucket: p.bucket,
        series,
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/admin/provider-analytics',
    access: 'reports:read',
    query: dashboardQuerySchema,
    response: providerAnalyticsResponseSchema,
    handler: async ({ actor, query, now }): Promise<ProviderAnalyticsResponse> => {
      const timeZone = await practiceZone(db, actor);
      const p = periodsAt(query.period, query.offset, now, timeZone);
      const repo = measuresRepo(db, actor);
      const [current, previous, active] = await Promise.all([
        repo.measures(p.current, 'provider'),
        repo.measures(p.previous, 'provider'),
        repo.activeClients('provider'),
      ]);
      // Active clinicians, and anyone (even deactivated since) with figures in either period.
      const counted = [...new Set([...current.keys(), ...previous.keys(), ...active.keys()])].filter((k): k is string => k !== null);
      const clinician = clinicianUsers();
      const people = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(
            eq(users.practiceId, actor.practiceId),
            clinicianScope(actor, users.id),
            or(and(eq(users.active, true), clinician), counted.length ? inArray(users.id, counted) : sql`false`),
          ),
        )
        .orderBy(users.name);
      return {
        period: query.period,
        time_zone: timeZone,
        current: { from: p.current.from, to: p.current.to },
        previous: { from: p.previous.from, to: p.previous.to },
        providers: people.map((u) => ({
          provider_id: u.id,
          name: u.name,
          active_clients: active.get(u.id) ?? 0,
          measures: current.get(u.id) ?? empty(),
          previous_measures: previous.get(u.id) ?? empty(),
        })),
      };
    },
  });
}
