import type { DashboardResponse, ProviderAnalyticsResponse } from '@tend/contracts/admin-dashboard.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { fixtureNow, seedFortnight } from './dashboard-fixture';

let t: TestApp;
let dana: Credentials;
let carla: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  await seedFortnight(t);
  t.clock.now = fixtureNow;
  dana = await t.login('dana');
  carla = await t.login('carla');
});
afterAll(() => t.app.close());

async function get<T>(who: Credentials, url: string): Promise<T> {
  const res = await t.app.inject(as(who, { method: 'GET', url }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('the admin dashboard', () => {
  it("counts this week and last in the practice's zone, exactly, and never another practice's data", async () => {
    const d = await get<DashboardResponse>(dana, '/api/admin/dashboard?period=week');
    expect(d).toMatchObject({ period: 'week', time_zone: 'America/New_York', scope: 'practice', bucket: 'day' });
    expect(d.current).toEqual({ from: '2030-01-14', to: '2030-01-20' });
    expect(d.previous).toEqual({ from: '2030-01-07', to: '2030-01-13' });
    // Sam, Jordan and Priya; Riverside's Mateo is not counted.
    expect(d.active_clients).toBe(3);
    expect(d.measures).toEqual({
      sessions: 7, // completed 4, no-show, late cancel, Sunday 23:30; the in-time cancellation is not a session
      completed: 4,
      no_shows: 1,
      late_cancels: 1,
      cancelled: 1,
      no_show_rate: 1 / 7,
      late_cancel_rate: 1 / 7,
      notes_signed: 3,
      note_completion_rate: 0.75,
      median_hours_to_sign: 4, // 2, 10 and 4 hours after the visit ended
      new_leads: 2,
      revenue_cents: 10_000,
      ar_cents: 17_000, // Sam 15,000 − 10,000; Priya 12,000 − 5,000; Jordan 8,000 − 3,000 written off
    });
    expect(d.previous_measures).toEqual({
      sessions: 2,
      completed: 1,
      no_shows: 1,
      late_cancels: 0,
      cancelled: 0,
      no_show_rate: 0.5,
      late_cancel_rate: 0,
      notes_signed: 1,
      note_completion_rate: 1,
      median_hours_to_sign: 1,
      new_leads: 1,
      revenue_cents: 5_000,
      ar_cents: 8_000, // only Jordan's charge was due by Sunday 13th, and not yet written off
    });
    expect(d.series.map((s) => s.start)).toEqual(['2030-01-14', '2030-01-15', '2030-01-16', '2030-01-17', '2030-01-18', '2030-01-19', '2030-01-20']);
    expect(d.series.map((s) => s.sessions)).toEqual([1, 2, 1, 1, 1, 0, 1]);
    expect(d.series.map((s) => s.revenue_cents)).toEqual([0, 10_000, 0, 0, 0, 0, 0]);
  });

  it('moves by offset: last week seen as the current period, and a month with its previous month', async () => {
    const last = await get<DashboardResponse>(dana, '/api/admin/dashboard?period=week&offset=-1');
    expect(last.current).toEqual({ from: '2030-01-07', to: '2030-01-13' });
    expect(last.measures.sessions).toBe(2);
    expect(last.series.map((s) => s.sessions)).toEqual([0, 0, 1, 0, 0, 0, 1]);
    const month = await get<DashboardResponse>(dana, '/api/admin/dashboard?period=month');
    expect(month.current).toEqual({ from: '2030-01-01', to: '2030-01-31' });
    expect(month.measures.sessions).toBe(9);
    expect(month.measures.median_hours_to_sign).toBe(3); // 1, 2, 4, 10
    expect(month.previous_measures.sessions).toBe(0);
    expect(month.series).toHaveLength(31);
    const quarter = await get<DashboardResponse>(dana, '/api/admin/dashboard?period=quarter');
    expect(quarter.bucket).toBe('week');
    expect(quarter.series.find((s) => s.start === '2030-01-14')?.sessions).toBe(7);
  });

  it("shows a supervisor only themself and their supervisees (Alice), not Ben's work", async () => {
    const d = await get<DashboardResponse>(carla, '/api/admin/dashboard?period=week');
    expect(d.scope).toBe('supervision');
    expect(d.active_clients).toBe(2);
    expect(d.measures).toMatchObject({
      sessions: 5,
      completed: 2,
      no_shows: 1,
      late_cancels: 1,
      notes_signed: 2,
      median_hours_to_sign: 6,
      new_leads: 1,
      revenue_cents: 10_000,
      ar_cents: 10_000,
    });
    expect(d.previous_measures).toMatchObject({ sessions: 1, no_shows: 0, new_leads: 0, revenue_cents: 0, ar_cents: 8_000 });
  });

  it('refuses a bad period', async () => {
    const res = await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/dashboard?period=year' }));
    expect(res.statusCode).toBe(400);
  });
});

describe('provider analytics', () => {
  it('gives the same measures per clinician; a supervisor sees only their supervision', async () => {
    const all = await get<ProviderAnalyticsResponse>(dana, '/api/admin/provider-analytics?period=week');
    const by = Object.fromEntries(all.providers.map((p) => [p.name, p]));
    expect(Object.keys(by).sort()).toEqual(['Dr Alice Moreno', 'Dr Ben Okafor', 'Dr Carla Reyes']);
    expect(by['Dr Alice Moreno']).toMatchObject({
      active_clients: 2,
      measures: { sessions: 5, completed: 2, notes_signed: 2, median_hours_to_sign: 6, new_leads: 1, revenue_cents: 10_000, ar_cents: 10_000 },
      previous_measures: { sessions: 1, median_hours_to_sign: 1, ar_cents: 8_000 },
    });
    expect(by['Dr Ben Okafor']).toMatchObject({
      active_clients: 1,
      measures: { sessions: 2, completed: 2, notes_signed: 1, note_completion_rate: 0.5, median_hours_to_sign: 4, revenue_cents: 0, ar_cents: 7_000 },
      previous_measures: { sessions: 1, no_shows: 1, no_show_rate: 1, new_leads: 1, revenue_cents: 5_000 },
    });
    expect(by['Dr Carla Reyes']!.measures.sessions).toBe(0);

    const supervised = await get<ProviderAnalyticsResponse>(carla, '/api/admin/provider-analytics?period=week');
    expect(supervised.providers.map((p) => p.name)).toEqual(['Dr Alice Moreno', 'Dr Carla Reyes']);
  });
});
