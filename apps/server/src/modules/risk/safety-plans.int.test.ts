/**
 * Safety plans end to end: saving the Stanley–Brown sections (the 988 Lifeline always there),
 * sharing with the client's portal and stopping, the PDF read back with pdftotext, portal and
 * guardian isolation, wrong-owner 404s and the audit trail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPassword } from '@tend/db/seed/personas';
import { auditEvents } from '@tend/db/schema/audit';
import { clientGuardians } from '@tend/db/schema/client-details';
import { users } from '@tend/db/schema/users';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../../auth/passwords';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let omar: Credentials;
let sam: Credentials;
let samClient: string;
let jordanClient: string;

beforeAll(async () => {
  t = await createTestApp();
  [alice, ben, omar, sam] = await Promise.all([t.login('alice'), t.login('ben'), t.login('omar'), t.login('sam')]);
  [samClient, jordanClient] = [t.seeded.clientIds.sam!, t.seeded.clientIds.jordan!];
});
afterAll(() => t.app.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (who: Credentials, method: Method, url: string, payload?: object) => t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
const planUrl = (clientId: string) => `/api/clients/${clientId}/safety-plan`;
const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'safety-plan-')), 'plan.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
};

const sections = {
  warning_signs: ['Not sleeping', 'Pulling away from friends'],
  internal_coping: ['Walk the dog'],
  social_distraction: [{ name: 'Riverside café' }, { name: 'Cousin Mia', phone: '555-0100' }],
  people_to_ask_for_help: [{ name: 'Alex (brother)', phone: '555-0111' }],
  // The clinician tries to drop 988 and to list it twice: it stays, once, first. A contact that
  // merely mentions 988 is the clinician's own entry and is kept.
  professionals_and_agencies: [
    { name: 'Dr Alice Moreno', phone: '555-0123' },
    { name: '988 Suicide & Crisis Lifeline', phone: '988' },
    { name: 'County crisis team', phone: '9-8-8' },
    { name: '988 peer support group', phone: '555-0988' },
  ],
  making_environment_safe: ['Medications kept by Alex'],
  reasons_for_living: ['My daughter'],
};

describe('the clinician’s side', () => {
  it('saves the plan with the 988 Lifeline first and only once', async () => {
    expect((await call(alice, 'GET', planUrl(samClient))).json()).toEqual({ plan: null });
    const saved = await call(alice, 'PUT', planUrl(samClient), { sections });
    expect(saved.statusCode).toBe(200);
    const plan = saved.json().plan;
    expect(plan).toMatchObject({ client_name: 'Sam Lee', shared_at: null, updated_by_name: 'Dr Alice Moreno', assessment_id: null });
    expect(plan.sections.professionals_and_agencies).toEqual([
      { name: '988 Suicide & Crisis Lifeline', phone: '988' },
      { name: 'Dr Alice Moreno', phone: '555-0123' },
      { name: 'County crisis team', phone: '9-8-8' },
      { name: '988 peer support group', phone: '555-0988' },
    ]);
    // A number without a name is refused, naming the row, not dropped.
    const nameless = await call(alice, 'PUT', planUrl(samClient), { sections: { ...sections, people_to_ask_for_help: [{ name: '', phone: '555-0199' }] } });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().details[0].field).toBe('body.sections.people_to_ask_for_help.0.name');
    expect(plan.sections.social_distraction).toEqual([
      { name: 'Riverside café', phone: '' },
      { name: 'Cousin Mia', phone: '555-0100' },
    ]);

    // Saving again updates the same (current) plan; an empty list still has 988.
    const again = await call(alice, 'PUT', planUrl(samClient), { sections: { ...sections, professionals_and_agencies: [] } });
    expect(again.json().plan.id).toBe(plan.id);
    expect(again.json().plan.sections.professionals_and_agencies).toEqual([{ name: '988 Suicide & Crisis Lifeline', phone: '988' }]);
    await call(alice, 'PUT', planUrl(samClient), { sections });
  });

  it('links an assessment of the same client only', async () => {
    const assessment = (await call(alice, 'POST', `/api/clients/${samClient}/risk-assessments`, {})).json().id;
    const jordans = (await call(alice, 'POST', `/api/clients/${jordanClient}/risk-assessments`, {})).json().id;
    expect((await call(alice, 'PUT', planUrl(samClient), { sections, assessment_id: jordans })).statusCode).toBe(400);
    expect((await call(alice, 'PUT', planUrl(samClient), { sections, assessment_id: assessment })).json().plan.assessment_id).toBe(assessment);
  });

  it('exports a PDF with every section and 988', async () => {
    const res = await call(alice, 'GET', `${planUrl(samClient)}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Harbor Counseling Collective',
      'My Safety Plan',
      'Sam Lee',
      'Step 1: Warning signs',
      'Not sleeping',
      'Step 2: Internal coping strategies',
      'Step 3: People and social settings that provide distraction',
      'Cousin Mia — 555-0100',
      'Step 4: People I can ask for help',
      'Alex (brother) — 555-0111',
      'Step 5: Professionals or agencies I can contact during a crisis',
      '988 Suicide & Crisis Lifeline — 988',
      'Step 6: Making the environment safe',
      'Medications kept by Alex',
      'My daughter',
      'call 911',
    ])
      expect(text).toContain(expected);
    expect((await call(alice, 'GET', `${planUrl(jordanClient)}.pdf`)).statusCode).toBe(404);
  });

  it('another clinician or practice finds nothing, and a portal user may not call', async () => {
    for (const who of [ben, omar]) {
      expect((await call(who, 'GET', planUrl(samClient))).statusCode).toBe(404);
      expect((await call(who, 'GET', `${planUrl(samClient)}.pdf`)).statusCode).toBe(404);
      expect((await call(who, 'PUT', planUrl(samClient), { sections })).statusCode).toBe(404);
      expect((await call(who, 'POST', `${planUrl(samClient)}/share`)).statusCode).toBe(404);
    }
    expect((await call(sam, 'GET', planUrl(samClient))).statusCode).toBe(403);
    expect((await call(alice, 'POST', `${planUrl(jordanClient)}/share`)).statusCode).toBe(404);
  });
});

describe('the portal', () => {
  it('shows the plan only while shared, as JSON and PDF', async () => {
    expect((await call(sam, 'GET', '/api/client/safety-plan')).json()).toEqual({ plans: [] });
    expect((await call(sam, 'GET', '/api/client/safety-plan.pdf')).statusCode).toBe(404);

    const shared = await call(alice, 'POST', `${planUrl(samClient)}/share`);
    expect(shared.json().plan.shared_at).toBe(t.clock.now.toISOString());
    const mine = (await call(sam, 'GET', '/api/client/safety-plan')).json().plans;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ client_id: samClient, client_name: 'Sam Lee' });
    expect(mine[0]).not.toHaveProperty('assessment_id');
    expect(mine[0].sections.professionals_and_agencies[0]).toEqual({ name: '988 Suicide & Crisis Lifeline', phone: '988' });
    const pdf = await call(sam, 'GET', '/api/client/safety-plan.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('988 Suicide & Crisis Lifeline — 988');
    expect((await call(sam, 'GET', `/api/client/safety-plan.pdf?client_id=${samClient}`)).statusCode).toBe(200);
    // Another client's plan, shared or not, is not there.
    await call(alice, 'PUT', planUrl(jordanClient), { sections });
    await call(alice, 'POST', `${planUrl(jordanClient)}/share`);
    expect((await call(sam, 'GET', `/api/client/safety-plan.pdf?client_id=${jordanClient}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/api/client/safety-plan')).statusCode).toBe(403);

    const unshared = await call(alice, 'DELETE', `${planUrl(samClient)}/share`);
    expect(unshared.json().plan.shared_at).toBeNull();
    expect((await call(sam, 'GET', '/api/client/safety-plan')).json()).toEqual({ plans: [] });
    expect((await call(sam, 'GET', '/api/client/safety-plan.pdf')).statusCode).toBe(404);
  });

  it('a guardian reads their minor’s shared plan and nobody else’s', async () => {
    const db = t.app.services.db;
    const email = `guardian+${crypto.randomUUID().slice(0, 8)}@harbor.test`;
    const [user] = await db
      .insert(users)
      .values({ practiceId: t.seeded.practiceIds.harbor, email, name: 'Robin Blake', role: 'client', passwordHash: await hashPassword(seedPassword) })
      .returning();
    await db.insert(clientGuardians).values({ clientId: jordanClient, name: 'Robin Blake', relationship: 'parent', userId: user!.id });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: seedPassword } });
    const robin: Credentials = { cookie: sessionCookie(login), token: login.json().access_token, userId: user!.id };

    await call(alice, 'POST', `${planUrl(samClient)}/share`);
    const plans = (await call(robin, 'GET', '/api/client/safety-plan')).json().plans;
    expect(plans.map((p: { client_id: string }) => p.client_id)).toEqual([jordanClient]);
    expect((await call(robin, 'GET', `/api/client/safety-plan.pdf?client_id=${jordanClient}`)).statusCode).toBe(200);
    expect((await call(robin, 'GET', `/api/client/safety-plan.pdf?client_id=${samClient}`)).statusCode).toBe(404);
  });

  it('audits reads, writes and exports as safety plans of the client', async () => {
    const plan = (await call(alice, 'GET', planUrl(samClient))).json().plan;
    const events = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'safety_plan'), eq(auditEvents.clientId, samClient)));
    const actions = new Set(events.map((e) => e.action));
    for (const action of ['create', 'update', 'read', 'export', 'share', 'unshare']) expect(actions).toContain(action);
    expect(events.every((e) => e.recordId === plan.id || e.recordId === null)).toBe(true);
  });
});
