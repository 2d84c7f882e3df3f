import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { availabilityRules } from '@tend/db/schema/scheduling';
import { jobs } from '@tend/db/schema/jobs';
import { notes } from '@tend/db/schema/notes';
import { totpFactors } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import { verifyChainKind } from '../../audit/verify-chain.job';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dana: Credentials;
const backupDir = mkdtempSync(path.join(tmpdir(), 'tend-compliance-backups-'));
const dayMs = 86_400_000;

beforeAll(async () => {
  // An external provider, so the BAA matters; backups configured into an empty directory.
  t = await createTestApp({
    env: { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-test', AI_API_KEY: 'sk-test-not-shown', BACKUP_DIR: backupDir, BACKUP_EVERY: '12h' },
  });
  dana = await t.login('dana');
});
afterAll(() => t.app.close());

const compliance = async () => {
  const res = await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/compliance' }));
  expect(res.statusCode).toBe(200);
  return res.json<{ items: { id: string; status: string; detail: string; fix_path: string }[] }>();
};
const item = async (id: string) => (await compliance()).items.find((i) => i.id === id)!;
const steps = async () =>
  (await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/setup-guide' }))).json<{ steps: { id: string; done: boolean }[] }>().steps;
const step = async (id: string) => (await steps()).find((s) => s.id === id)!;
const patch = (url: string, payload: Record<string, unknown>) => t.app.inject(as(dana, { method: 'PATCH', url, payload }));
const harborStaff = () => and(eq(users.practiceId, t.seeded.practiceIds.harbor), notInArray(users.role, ['client', 'demo']));
const writeBackup = (at: Date) =>
  writeFileSync(path.join(backupDir, 'latest.json'), JSON.stringify({ file: 'tend-backup-x.tar.gz', bytes: 2048, at: at.toISOString(), database: 'pglite' }));

describe('compliance checklist', () => {
  it('lists every check with a fix link, no client names and no secrets, and records the read', async () => {
    const body = await compliance();
    expect(body.items.map((i) => i.id)).toEqual([
      'mfa',
      'inactive_accounts',
      'unsigned_notes',
      'ai_provider',
      'client_names_in_prompts',
      'backups',
      'demo_mode',
      'session_timeouts',
      'audit_chain',
    ]);
    for (const i of body.items) expect(i.fix_path).toMatch(/^\/(admin|notes)/);
    const text = JSON.stringify(body);
    expect(text).not.toContain('Sam');
    expect(text).not.toContain('Lee');
    expect(text).not.toContain('sk-test');
    const [event] = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorId, t.seeded.userIds.dana))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    expect(event).toMatchObject({ action: 'read', recordType: 'compliance_report', recordId: t.seeded.practiceIds.harbor });
  });

  it('MFA: attention until every staff member enrols, or the practice requires it', async () => {
    expect(await item('mfa')).toMatchObject({ status: 'attention', detail: expect.stringContaining('0 of 5 active staff') });
    const staff = await t.app.services.db.select({ id: users.id }).from(users).where(harborStaff());
    await t.app.services.db.insert(totpFactors).values(staff.map((s) => ({ userId: s.id, secretBox: 'x', confirmedAt: t.clock.now })));
    expect(await item('mfa')).toMatchObject({ status: 'ok', detail: expect.stringContaining('5 of 5') });
    // An enrolment never confirmed is not a factor.
    await t.app.services.db.update(totpFactors).set({ confirmedAt: null }).where(eq(totpFactors.userId, t.seeded.userIds.ben));
    expect(await item('mfa')).toMatchObject({ status: 'attention', detail: expect.stringContaining('4 of 5') });
    expect((await patch('/api/admin/security-settings', { require_mfa: true })).statusCode).toBe(200);
    // Requiring a factor is not having one: the one without stays attention until they enrol.
    expect(await item('mfa')).toMatchObject({
      status: 'attention',
      detail: expect.stringContaining('4 of 5 active staff have a second factor. Required at sign-in: the one other'),
    });
    await patch('/api/admin/security-settings', { require_mfa: false });
  });

  it('AI: an external provider needs an attested BAA; client names in prompts too', async () => {
    expect(await item('ai_provider')).toMatchObject({ status: 'attention', detail: expect.stringContaining('openai (gpt-test)') });
    expect((await item('client_names_in_prompts')).status).toBe('ok');
    await patch('/api/admin/settings', { ai_assistant: { allow_client_names_in_prompts: true } });
    expect((await item('client_names_in_prompts')).status).toBe('attention');
    await patch('/api/admin/ai-compliance', { attested: true, baa_provider: 'OpenAI' });
    expect(await item('ai_provider')).toMatchObject({ status: 'ok', detail: expect.stringContaining('with OpenAI') });
    expect((await item('client_names_in_prompts')).status).toBe('ok');
    await patch('/api/admin/ai-compliance', { attested: false });
    expect((await item('client_names_in_prompts')).status).toBe('attention');
  });

  it('backups: attention with none, ok after a fresh one, attention again when it is older than two periods', async () => {
    expect(await item('backups')).toMatchObject({ status: 'attention', detail: expect.stringContaining('none has been written') });
    expect((await step('backups')).done).toBe(false);
    writeBackup(new Date(t.clock.now.getTime() - 3_600_000));
    expect(await item('backups')).toMatchObject({ status: 'ok', detail: expect.stringContaining('60 min ago') });
    expect((await step('backups')).done).toBe(true);
    writeBackup(new Date(t.clock.now.getTime() - 25 * 3_600_000));
    expect((await item('backups')).status).toBe('attention');
  });

  it('counts staff accounts unused for 90 days and notes left unsigned for 3 days', async () => {
    const db = t.app.services.db;
    await db.update(users).set({ lastSignInAt: t.clock.now }).where(harborStaff());
    expect(await item('inactive_accounts')).toMatchObject({ status: 'ok', detail: expect.stringMatching(/^0 /) });
    await db
      .update(users)
      .set({ lastSignInAt: new Date(t.clock.now.getTime() - 91 * dayMs) })
      .where(inArray(users.id, [t.seeded.userIds.ben, t.seeded.userIds.carla]));
    expect(await item('inactive_accounts')).toMatchObject({ status: 'attention', detail: expect.stringMatching(/^2 /) });

    const harborNotes = await db.select({ id: notes.id }).from(notes).where(eq(notes.practiceId, t.seeded.practiceIds.harbor));
    await db.update(notes).set({ createdAt: t.clock.now }).where(eq(notes.practiceId, t.seeded.practiceIds.harbor));
    expect((await item('unsigned_notes')).status).toBe('ok');
    await db
      .update(notes)
      .set({ status: 'draft', createdAt: new Date(t.clock.now.getTime() - 4 * dayMs) })
      .where(eq(notes.id, harborNotes[0]!.id));
    expect(await item('unsigned_notes')).toMatchObject({ status: 'attention', detail: expect.stringMatching(/^1 /) });
  });

  it('audit chain: attention until verified, ok after a clean check, attention after a failed one', async () => {
    const db = t.app.services.db;
    await db.delete(jobs).where(eq(jobs.kind, verifyChainKind));
    expect(await item('audit_chain')).toMatchObject({ status: 'attention', detail: expect.stringContaining('not been verified') });
    const result = { ok: true, events_checked: 42, broken_at: null, anchored_seq: 40, anchors_ok: true, problem: null };
    await db.insert(jobs).values({ kind: verifyChainKind, payload: {}, status: 'done', result, finishedAt: t.clock.now });
    expect(await item('audit_chain')).toMatchObject({ status: 'ok', detail: expect.stringMatching(/^Last verified .* ago: intact \(42 events checked\)\.$/) });
    await db.insert(jobs).values({
      kind: verifyChainKind,
      payload: {},
      status: 'done',
      result: { ...result, ok: false, broken_at: 7 },
      finishedAt: new Date(t.clock.now.getTime() + 1000),
    });
    expect((await item('audit_chain')).status).toBe('attention');
  });

  it('demo mode: offered on a practice holding real clients needs attention', async () => {
    // The test app offers demo sign-in (DEMO_MODE on) and Harbor holds seeded clients.
    expect(await item('demo_mode')).toMatchObject({ status: 'attention' });
    expect((await item('session_timeouts')).status).toBe('ok');
  });
});

describe('setup guide', () => {
  it('marks steps done from the real state', async () => {
    const first = await steps();
    expect(first.map((s) => s.id)).toEqual(['practice_profile', 'first_clinician', 'work_schedule', 'first_client', 'ai_configured', 'backups']);
    expect((await step('practice_profile')).done).toBe(false);
    await patch('/api/admin/practice-profile', { npi: '1245319599', address: { line1: '1 Harbor Way', city: 'Portland' } });
    expect((await step('practice_profile')).done).toBe(true);
    expect((await step('first_clinician')).done).toBe(true);
    expect((await step('first_client')).done).toBe(true);
    // An external provider counts as configured.
    expect((await step('ai_configured')).done).toBe(true);

    await t.app.services.db.delete(availabilityRules).where(eq(availabilityRules.practiceId, t.seeded.practiceIds.harbor));
    expect((await step('work_schedule')).done).toBe(false);
    await t.app.services.db
      .insert(availabilityRules)
      .values({ practiceId: t.seeded.practiceIds.harbor, providerId: t.seeded.userIds.alice, weekday: 1, startTime: '09:00', endTime: '17:00' });
    expect((await step('work_schedule')).done).toBe(true);
  });
});
