import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psychotherapyCodeFor } from '@tend/contracts/billing-codes';
import { appointmentTypes } from '@tend/db/schema/scheduling';
import { as, createTestApp, type TestApp } from '../../../test/test-app';

/** The codes a US mental-health practice bills, which a new practice can book from its first day. */
const usCodes = ['90791', '90832', '90834', '90837', '90846', '90847', '90853'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('appointment types a US practice expects', () => {
  it('a new practice can book every usual code, each psychotherapy type at a length its code allows', async () => {
    const stamp = crypto.randomUUID().slice(0, 8);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `owner.${stamp}@types.test`, password: 'violet-kettle-harbour-9', name: 'Robin Owner', practice_name: `Types ${stamp}` },
      remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const owner = { cookie: String(res.headers['set-cookie']).match(/tend_session=[^;]+/)![0], token: res.json().access_token, userId: res.json().user.uuid };
    const types = (await t.app.inject(as(owner, { method: 'GET', url: '/api/appointment-types' }))).json().types as {
      service_code: string | null;
      duration_minutes: number;
    }[];
    expect(new Set(types.map((type) => type.service_code))).toEqual(new Set(usCodes));
    for (const type of types.filter((x) => ['90832', '90834', '90837'].includes(x.service_code ?? '')))
      expect(psychotherapyCodeFor(type.duration_minutes), `${type.service_code} at ${type.duration_minutes} min`).toBe(type.service_code);
  });

  it('the migration gives a practice made with the first list the codes it lacked, once, and keeps its own names', async () => {
    const { db } = t.app.services;
    const practiceId = t.seeded.practiceIds.riverside;
    await db
      .delete(appointmentTypes)
      .where(and(eq(appointmentTypes.practiceId, practiceId), inArray(appointmentTypes.serviceCode, ['90832', '90834', '90846'])));
    const migration = readFileSync(new URL('../../../../../packages/db/migrations/0029_us_appointment_types.sql', import.meta.url), 'utf8');
    await db.execute(sql.raw(migration));
    await db.execute(sql.raw(migration));
    const rows = await db.select().from(appointmentTypes).where(eq(appointmentTypes.practiceId, practiceId));
    expect(rows.filter((r) => r.serviceCode === '90834').map((r) => [r.name, r.durationMinutes])).toEqual([['Individual therapy, 45 min', 45]]);
    expect(new Set(rows.map((r) => r.serviceCode))).toEqual(new Set(usCodes));
  });
});
