/**
 * Every registered route × every kind of caller against an expectations table (ARCHITECTURE rule 2).
 * A route missing from the table fails, so a new route cannot ship without deciding who may call it.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { notes } from '@tend/db/schema/notes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from './test-app';

const callers = ['anonymous', 'client', 'therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'dev', 'demo'] as const;
type Caller = (typeof callers)[number];

interface Case {
  request(ids: Ids): InjectOptions;
  /** Expected status for each caller. */
  expect: Record<Caller, number>;
  /** Needs its own session (the call ends it). */
  fresh?: boolean;
}

interface Ids {
  self: string;
  aliceClient: string;
  aliceNote: string;
  /** A conversation of the caller's own (null for callers who cannot have one). */
  ownConversation: string | null;
  aliceConversation: string;
  aliceAssistantMessage: string;
  aliceEncounter: string;
}

const clinicians: Caller[] = ['therapist', 'otherPracticeTherapist', 'supervisor', 'demo'];
const readers: Caller[] = [...clinicians, 'admin'];
const formOf = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
/** Reached only by Alice; a supervisor or admin who may read her note is refused (403), anyone else finds nothing (404). */
const aliceOnly = (status: number, readerStatus: number): Record<Caller, number> => ({
  ...onlyWith(404, clinicians),
  therapist: status,
  supervisor: readerStatus,
  admin: 403,
});

const all = (status: number): Record<Caller, number> => Object.fromEntries(callers.map((c) => [c, status])) as Record<Caller, number>;
const signedIn = (status: number): Record<Caller, number> => ({ ...all(status), anonymous: 401 });
const onlyWith = (status: number, allowed: Caller[]): Record<Caller, number> => ({
  ...all(403),
  anonymous: 401,
  ...Object.fromEntries(allowed.map((c) => [c, status])),
});

const newClient = { first_name: 'Matrix', last_name: 'Probe' };

const matrix: Record<string, Case> = {
  'GET /api/health': { request: () => ({ method: 'GET', url: '/api/health' }), expect: all(200) },
  'GET /api/version': { request: () => ({ method: 'GET', url: '/api/version' }), expect: all(200) },
  'GET /api/health/ai': { request: () => ({ method: 'GET', url: '/api/health/ai' }), expect: all(200) },
  // The API's description is public, like the API's existence.
  'GET /api/openapi.json': { request: () => ({ method: 'GET', url: '/api/openapi.json' }), expect: all(200) },
  'GET /api/docs': { request: () => ({ method: 'GET', url: '/api/docs' }), expect: all(200) },
  // Public auth routes: reached by everyone (400 = the handler validated the empty body).
  'POST /api/auth/login': { request: () => ({ method: 'POST', url: '/api/auth/login', payload: {} }), expect: all(400) },
  'POST /api/auth/register': { request: () => ({ method: 'POST', url: '/api/auth/register', payload: {} }), expect: all(400) },
  'POST /api/auth/forgot-password': { request: () => ({ method: 'POST', url: '/api/auth/forgot-password', payload: {} }), expect: all(400) },
  'POST /api/auth/reset-password': { request: () => ({ method: 'POST', url: '/api/auth/reset-password', payload: {} }), expect: all(400) },
  'POST /api/auth/verify-email': { request: () => ({ method: 'POST', url: '/api/auth/verify-email', payload: {} }), expect: all(400) },
  // The caller's own address: the seeded accounts are confirmed already (409); demo accounts have none (403).
  'POST /api/auth/verify-email/resend': { request: () => ({ method: 'POST', url: '/api/auth/verify-email/resend' }), expect: { ...signedIn(409), demo: 403 } },
  'GET /api/auth/demo': { request: () => ({ method: 'GET', url: '/api/auth/demo' }), expect: all(200) },
  'POST /api/auth/demo-login': { request: () => ({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: 'wizard' } }), expect: all(400) },
  // Single sign-on is public (this app has no OIDC_ configuration: the status says off, the redirects go back to /login).
  'GET /api/auth/sso': { request: () => ({ method: 'GET', url: '/api/auth/sso' }), expect: all(200) },
  'GET /api/auth/sso/start': { request: () => ({ method: 'GET', url: '/api/auth/sso/start' }), expect: all(302) },
  'GET /api/auth/sso/callback': { request: () => ({ method: 'GET', url: '/api/auth/sso/callback?state=x&code=y' }), expect: all(302) },
  'POST /api/auth/logout': { request: () => ({ method: 'POST', url: '/api/auth/logout' }), expect: all(200), fresh: true },
  'POST /api/auth/refresh': { request: () => ({ method: 'POST', url: '/api/auth/refresh' }), expect: signedIn(200) },
  'GET /api/auth/me': { request: () => ({ method: 'GET', url: '/api/auth/me' }), expect: signedIn(200) },
  // Second factor at sign-in: public, the caller is the challenge cookie (none here: 401; 400 = the body was validated first).
  'GET /api/auth/mfa/challenge': { request: () => ({ method: 'GET', url: '/api/auth/mfa/challenge' }), expect: all(401) },
  'POST /api/auth/mfa/verify': { request: () => ({ method: 'POST', url: '/api/auth/mfa/verify', payload: {} }), expect: all(400) },
  'POST /api/auth/mfa/enrol/start': { request: () => ({ method: 'POST', url: '/api/auth/mfa/enrol/start' }), expect: all(401) },
  'POST /api/auth/mfa/enrol/confirm': { request: () => ({ method: 'POST', url: '/api/auth/mfa/enrol/confirm', payload: {} }), expect: all(400) },
  'POST /api/auth/mfa/passkey/options': { request: () => ({ method: 'POST', url: '/api/auth/mfa/passkey/options' }), expect: all(401) },
  'POST /api/auth/mfa/passkey/verify': { request: () => ({ method: 'POST', url: '/api/auth/mfa/passkey/verify', payload: {} }), expect: all(400) },
  // One's own second factors: every signed-in user; demo accounts never get one (403 on setting up).
  'GET /api/account/mfa': { request: () => ({ method: 'GET', url: '/api/account/mfa' }), expect: signedIn(200) },
  'POST /api/account/mfa/totp/start': { request: () => ({ method: 'POST', url: '/api/account/mfa/totp/start' }), expect: { ...signedIn(200), demo: 403 } },
  'POST /api/account/mfa/totp/confirm': { request: () => ({ method: 'POST', url: '/api/account/mfa/totp/confirm', payload: {} }), expect: signedIn(400) },
  'DELETE /api/account/mfa/totp': { request: () => ({ method: 'DELETE', url: '/api/account/mfa/totp', payload: {} }), expect: signedIn(400) },
  'POST /api/account/mfa/recovery-codes': { request: () => ({ method: 'POST', url: '/api/account/mfa/recovery-codes', payload: {} }), expect: signedIn(400) },
  'DELETE /api/account/mfa/devices': { request: () => ({ method: 'DELETE', url: '/api/account/mfa/devices' }), expect: signedIn(200) },
  'POST /api/account/passkeys/options': { request: () => ({ method: 'POST', url: '/api/account/passkeys/options' }), expect: { ...signedIn(200), demo: 403 } },
  'POST /api/account/passkeys': { request: () => ({ method: 'POST', url: '/api/account/passkeys', payload: {} }), expect: signedIn(400) },
  'DELETE /api/account/passkeys/:id': { request: () => ({ method: 'DELETE', url: '/api/account/passkeys/no-such-key' }), expect: signedIn(404) },
  'PATCH /api/users/me': { request: () => ({ method: 'PATCH', url: '/api/users/me', payload: {} }), expect: signedIn(200) },
  'POST /api/preferences/:userUuid/trigger-onboarding': {
    request: ({ self }) => ({ method: 'POST', url: `/api/preferences/${self}/trigger-onboarding` }),
    expect: signedIn(200),
  },
  'GET /api/users': { request: () => ({ method: 'GET', url: '/api/users' }), expect: onlyWith(200, ['supervisor', 'admin']) },
  // Staff users and invitations (issue 16): supervisors read, admins manage; an unknown id is 404 to an admin.
  'GET /api/admin/users': { request: () => ({ method: 'GET', url: '/api/admin/users' }), expect: onlyWith(200, ['supervisor', 'admin']) },
  'POST /api/admin/invites': { request: () => ({ method: 'POST', url: '/api/admin/invites', payload: {} }), expect: onlyWith(400, ['admin']) },
  'POST /api/admin/invites/:id/resend': {
    request: () => ({ method: 'POST', url: `/api/admin/invites/${crypto.randomUUID()}/resend` }),
    expect: onlyWith(404, ['admin']),
  },
  'DELETE /api/admin/invites/:id': {
    request: () => ({ method: 'DELETE', url: `/api/admin/invites/${crypto.randomUUID()}` }),
    expect: onlyWith(404, ['admin']),
  },
  'PATCH /api/admin/users/:id': {
    request: () => ({ method: 'PATCH', url: `/api/admin/users/${crypto.randomUUID()}`, payload: {} }),
    expect: onlyWith(404, ['admin']),
  },
  'POST /api/admin/users/:id/deactivate': {
    request: () => ({ method: 'POST', url: `/api/admin/users/${crypto.randomUUID()}/deactivate` }),
    expect: onlyWith(404, ['admin']),
  },
  'POST /api/admin/users/:id/reactivate': {
    request: () => ({ method: 'POST', url: `/api/admin/users/${crypto.randomUUID()}/reactivate` }),
    expect: onlyWith(404, ['admin']),
  },
  'POST /api/admin/users/:id/reset-mfa': {
    request: () => ({ method: 'POST', url: `/api/admin/users/${crypto.randomUUID()}/reset-mfa` }),
    expect: onlyWith(404, ['admin']),
  },
  'GET /api/auth/staff-invites/:token': { request: () => ({ method: 'GET', url: `/api/auth/staff-invites/${'x'.repeat(43)}` }), expect: all(404) },
  'POST /api/auth/staff-invites/accept': { request: () => ({ method: 'POST', url: '/api/auth/staff-invites/accept', payload: {} }), expect: all(400) },
  'GET /api/clients': {
    request: () => ({ method: 'GET', url: '/api/clients' }),
    expect: onlyWith(200, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  'POST /api/clients': {
    request: () => ({ method: 'POST', url: '/api/clients', payload: newClient }),
    expect: onlyWith(201, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  // Alice's client: her, her supervisor and her practice's admin; another practice and a demo see "missing".
  'GET /api/clients/:id': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'PATCH /api/clients/:id': {
    request: ({ aliceClient }) => ({ method: 'PATCH', url: `/api/clients/${aliceClient}`, payload: { pronouns: 'she/her' } }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/clients/:id/appointments': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/appointments` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  // Client details: the code list to anyone who reads clients; Alice's client's record as her client above.
  'GET /api/diagnosis-codes': {
    request: () => ({ method: 'GET', url: '/api/diagnosis-codes?search=F41' }),
    expect: onlyWith(200, readers),
  },
  'GET /api/clients/:id/diagnoses': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/diagnoses` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/diagnoses': {
    // A code of its own per call: a code already current is refused (409).
    request: (() => {
      const codes = ['F41.1', 'F43.10', 'F32.A', 'F33.1', 'G47.00', 'Z63.0', 'F90.0', 'F42.2'];
      let next = 0;
      return ({ aliceClient }: Ids) => ({
        method: 'POST' as const,
        url: `/api/clients/${aliceClient}/diagnoses`,
        payload: { code: codes[next++ % codes.length] },
      });
    })(),
    expect: { ...onlyWith(201, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'PATCH /api/clients/:id/diagnoses/:itemId': {
    request: ({ aliceClient }) => ({
      method: 'PATCH',
      url: `/api/clients/${aliceClient}/diagnoses/${crypto.randomUUID()}`,
      payload: { resolved_on: '2030-01-01' },
    }),
    expect: onlyWith(404, readers),
  },
  // 400: the id listed is not one of the client's current diagnoses (reached the handler).
  'PUT /api/clients/:id/diagnoses/order': {
    request: ({ aliceClient }) => ({ method: 'PUT', url: `/api/clients/${aliceClient}/diagnoses/order`, payload: { ids: [crypto.randomUUID()] } }),
    expect: { ...onlyWith(400, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/clients/:id/insurance': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/insurance` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/insurance': {
    request: ({ aliceClient }) => ({ method: 'POST', url: `/api/clients/${aliceClient}/insurance`, payload: { payer_name: 'Aetna', member_id: 'M-1' } }),
    expect: { ...onlyWith(201, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'PATCH /api/clients/:id/insurance/:itemId': {
    request: ({ aliceClient }) => ({ method: 'PATCH', url: `/api/clients/${aliceClient}/insurance/${crypto.randomUUID()}`, payload: { member_id: 'M-2' } }),
    expect: onlyWith(404, readers),
  },
  'DELETE /api/clients/:id/insurance/:itemId': {
    request: ({ aliceClient }) => ({ method: 'DELETE', url: `/api/clients/${aliceClient}/insurance/${crypto.randomUUID()}` }),
    expect: onlyWith(404, readers),
  },
  'GET /api/clients/:id/consents': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/consents` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/consents': {
    request: ({ aliceClient }) => ({ method: 'POST', url: `/api/clients/${aliceClient}/consents`, payload: { kind: 'telehealth', granted: true } }),
    expect: { ...onlyWith(201, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'PATCH /api/clients/:id/reminder-preference': {
    request: ({ aliceClient }) => ({ method: 'PATCH', url: `/api/clients/${aliceClient}/reminder-preference`, payload: { reminders_opt_out: false } }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/clients/:id/guardians': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/guardians` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/guardians': {
    request: ({ aliceClient }) => ({ method: 'POST', url: `/api/clients/${aliceClient}/guardians`, payload: { name: 'Rosa Lee', relationship: 'Mother' } }),
    expect: { ...onlyWith(201, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'PATCH /api/clients/:id/guardians/:itemId': {
    request: ({ aliceClient }) => ({ method: 'PATCH', url: `/api/clients/${aliceClient}/guardians/${crypto.randomUUID()}`, payload: { name: 'Rosa' } }),
    expect: onlyWith(404, readers),
  },
  'DELETE /api/clients/:id/guardians/:itemId': {
    request: ({ aliceClient }) => ({ method: 'DELETE', url: `/api/clients/${aliceClient}/guardians/${crypto.randomUUID()}` }),
    expect: onlyWith(404, readers),
  },
  'GET /api/clients/:id/groups': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/groups` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  // 404: the second member is nobody's client (reached the handler, which groups only clients the caller sees).
  'POST /api/client-groups': {
    request: ({ aliceClient }) => ({ method: 'POST', url: '/api/client-groups', payload: { kind: 'couple', client_ids: [aliceClient, crypto.randomUUID()] } }),
    expect: onlyWith(404, readers),
  },
  'POST /api/client-groups/:groupId/members': {
    request: ({ aliceClient }) => ({ method: 'POST', url: `/api/client-groups/${crypto.randomUUID()}/members`, payload: { client_id: aliceClient } }),
    expect: onlyWith(404, readers),
  },
  'DELETE /api/client-groups/:groupId/members/:clientId': {
    request: ({ aliceClient }) => ({ method: 'DELETE', url: `/api/client-groups/${crypto.randomUUID()}/members/${aliceClient}` }),
    expect: onlyWith(404, readers),
  },
  'GET /api/clients/:id/timeline': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/timeline` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  // The calendar: each caller's own; Alice's visits to her, her supervisor and her admin; another practice and a demo see "missing".
  'GET /api/appointments': {
    request: () => ({ method: 'GET', url: '/api/appointments?from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z' }),
    expect: onlyWith(200, readers),
  },
  'GET /api/appointments/:id': {
    request: ({ aliceEncounter }) => ({ method: 'GET', url: `/api/appointments/${aliceEncounter}` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/appointments': {
    request: ({ aliceClient }) => ({
      method: 'POST',
      url: '/api/appointments',
      payload: { client_id: aliceClient, start: '2031-03-03T15:00:00Z', end: '2031-03-03T15:53:00Z', allow_conflict: true },
    }),
    expect: { ...onlyWith(201, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'PATCH /api/appointments/:id': {
    request: ({ aliceEncounter }) => ({ method: 'PATCH', url: `/api/appointments/${aliceEncounter}`, payload: { location: 'office', allow_conflict: true } }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  // Alice's visit is completed and documented: those who may see it are told it cannot be reopened (400).
  'POST /api/appointments/:id/status': {
    request: ({ aliceEncounter }) => ({ method: 'POST', url: `/api/appointments/${aliceEncounter}/status`, payload: { status: 'scheduled' } }),
    expect: { ...onlyWith(400, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/appointment-types': { request: () => ({ method: 'GET', url: '/api/appointment-types' }), expect: onlyWith(200, readers) },
  'POST /api/appointment-types': {
    request: () => ({ method: 'POST', url: '/api/appointment-types', payload: { name: 'Matrix type', service_code: '90832', duration_minutes: 30 } }),
    expect: onlyWith(201, ['admin']),
  },
  'PATCH /api/appointment-types/:id': {
    request: () => ({ method: 'PATCH', url: `/api/appointment-types/${crypto.randomUUID()}`, payload: { active: false } }),
    expect: onlyWith(404, ['admin']),
  },
  'GET /api/notes/:id': {
    request: ({ aliceNote }) => ({ method: 'GET', url: `/api/notes/${aliceNote}` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/notes/:id/versions': {
    request: ({ aliceNote }) => ({ method: 'GET', url: `/api/notes/${aliceNote}/versions` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/notes/:id/versions/:number': {
    request: ({ aliceNote }) => ({ method: 'GET', url: `/api/notes/${aliceNote}/versions/1` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/search': {
    request: () => ({ method: 'GET', url: '/api/search?q=Lee' }),
    expect: onlyWith(200, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  'GET /api/admin/settings': { request: () => ({ method: 'GET', url: '/api/admin/settings' }), expect: onlyWith(200, ['admin']) },
  // The admin's practice screens (modules/practice-admin): empty changes save nothing new but are allowed to admins only.
  'PATCH /api/admin/settings': {
    request: () => ({ method: 'PATCH', url: '/api/admin/settings', payload: { ai_assistant: {} } }),
    expect: onlyWith(200, ['admin']),
  },
  'GET /api/admin/ai-compliance': { request: () => ({ method: 'GET', url: '/api/admin/ai-compliance' }), expect: onlyWith(200, ['admin']) },
  'PATCH /api/admin/ai-compliance': {
    request: () => ({ method: 'PATCH', url: '/api/admin/ai-compliance', payload: { attested: false } }),
    expect: onlyWith(200, ['admin']),
  },
  'GET /api/admin/practice-profile': { request: () => ({ method: 'GET', url: '/api/admin/practice-profile' }), expect: onlyWith(200, ['admin']) },
  'PATCH /api/admin/practice-profile': {
    request: () => ({ method: 'PATCH', url: '/api/admin/practice-profile', payload: {} }),
    expect: onlyWith(200, ['admin']),
  },
  'GET /api/admin/security-settings': { request: () => ({ method: 'GET', url: '/api/admin/security-settings' }), expect: onlyWith(200, ['admin']) },
  'PATCH /api/admin/security-settings': {
    request: () => ({ method: 'PATCH', url: '/api/admin/security-settings', payload: {} }),
    expect: onlyWith(200, ['admin']),
  },
  'GET /api/admin/compliance': { request: () => ({ method: 'GET', url: '/api/admin/compliance' }), expect: onlyWith(200, ['admin']) },
  'GET /api/admin/setup-guide': { request: () => ({ method: 'GET', url: '/api/admin/setup-guide' }), expect: onlyWith(200, ['admin']) },
  'GET /api/dev/console': { request: () => ({ method: 'GET', url: '/api/dev/console' }), expect: onlyWith(200, ['dev']) },
  // No failed job of that id: a developer is let through to a 404, everyone else stops at the door.
  'POST /api/dev/jobs/:id/retry': {
    request: () => ({ method: 'POST', url: '/api/dev/jobs/00000000-0000-4000-8000-000000000000/retry' }),
    expect: onlyWith(404, ['dev']),
  },
  'GET /api/admin/audit-logs': { request: () => ({ method: 'GET', url: '/api/admin/audit-logs' }), expect: onlyWith(200, ['admin']) },
  'GET /api/admin/audit-logs/export': { request: () => ({ method: 'GET', url: '/api/admin/audit-logs/export' }), expect: onlyWith(200, ['admin']) },
  'GET /api/admin/dashboard': { request: () => ({ method: 'GET', url: '/api/admin/dashboard?period=month' }), expect: onlyWith(200, ['supervisor', 'admin']) },
  'GET /api/admin/provider-analytics': {
    request: () => ({ method: 'GET', url: '/api/admin/provider-analytics' }),
    expect: onlyWith(200, ['supervisor', 'admin']),
  },
  'GET /api/admin/reports/:kind': {
    request: () => ({ method: 'GET', url: '/api/admin/reports/sessions?format=csv' }),
    expect: onlyWith(200, ['supervisor', 'admin']),
  },
  'GET /api/admin/audit-logs/verification': { request: () => ({ method: 'GET', url: '/api/admin/audit-logs/verification' }), expect: onlyWith(200, ['admin']) },
  'POST /api/admin/audit-logs/verification': {
    request: () => ({ method: 'POST', url: '/api/admin/audit-logs/verification' }),
    expect: onlyWith(202, ['admin']),
  },
  // Data exports: an unknown client or export is another practice's to everyone who may ask (404).
  'POST /api/admin/exports': {
    request: () => ({ method: 'POST', url: '/api/admin/exports', payload: { scope: 'client', client_id: crypto.randomUUID(), format: 'fhir' } }),
    expect: onlyWith(404, ['admin']),
  },
  'GET /api/admin/exports': { request: () => ({ method: 'GET', url: '/api/admin/exports' }), expect: onlyWith(200, ['admin']) },
  'GET /api/admin/exports/:id': {
    request: () => ({ method: 'GET', url: `/api/admin/exports/${crypto.randomUUID()}` }),
    expect: onlyWith(404, ['admin']),
  },
  'GET /api/admin/exports/:id/download': {
    request: () => ({ method: 'GET', url: `/api/admin/exports/${crypto.randomUUID()}/download` }),
    expect: onlyWith(404, ['admin']),
  },
  // The assistant: clinicians and admins; a client or a dev has no conversations.
  'POST /api/conversations/new': {
    request: () => ({ method: 'POST', url: '/api/conversations/new' }),
    expect: onlyWith(201, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  'GET /api/conversations/:session/messages': {
    request: ({ ownConversation, aliceConversation }) => ({ method: 'GET', url: `/api/conversations/${ownConversation ?? aliceConversation}/messages` }),
    expect: onlyWith(200, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  'GET /api/conversations/recent/:userId': {
    request: ({ self }) => ({ method: 'GET', url: `/api/conversations/recent/${self}` }),
    expect: onlyWith(200, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  'GET /api/conversations/all/:userId': {
    request: ({ self }) => ({ method: 'GET', url: `/api/conversations/all/${self}?search=session` }),
    expect: onlyWith(200, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  // Renaming Alice's conversation: only Alice; everyone else who may converse sees it as missing.
  'POST /api/conversations/:id/update': {
    request: ({ aliceConversation }) => ({ method: 'POST', url: `/api/conversations/${aliceConversation}/update`, payload: { title: 'Renamed' } }),
    expect: { ...onlyWith(404, ['otherPracticeTherapist', 'supervisor', 'admin', 'demo']), therapist: 200 },
  },
  'POST /api/engine/respond': {
    request: ({ ownConversation, aliceConversation }) => ({
      method: 'POST',
      url: '/api/engine/respond',
      payload: { user_input: 'hello', session_id: ownConversation ?? aliceConversation, message_id: crypto.randomUUID() },
    }),
    expect: onlyWith(200, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  'POST /api/engine/respond/stream': {
    request: ({ ownConversation, aliceConversation }) => ({
      method: 'POST',
      url: '/api/engine/respond/stream',
      payload: { user_input: 'hello', session_id: ownConversation ?? aliceConversation, message_id: crypto.randomUUID() },
    }),
    expect: onlyWith(200, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  'POST /api/engine/finalize-session': {
    request: ({ ownConversation, aliceConversation }) => ({
      method: 'POST',
      url: '/api/engine/finalize-session',
      payload: { session_id: ownConversation ?? aliceConversation },
    }),
    expect: onlyWith(202, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  // Clinical notes (issue "Clinical notes"): admins read, clinicians write and sign their own.
  'GET /api/notes': { request: () => ({ method: 'GET', url: '/api/notes' }), expect: onlyWith(200, readers) },
  'GET /api/notes/completion-stats': { request: () => ({ method: 'GET', url: '/api/notes/completion-stats' }), expect: onlyWith(200, readers) },
  'GET /api/notes/recent/:userUuid': { request: ({ self }) => ({ method: 'GET', url: `/api/notes/recent/${self}` }), expect: onlyWith(200, readers) },
  'GET /api/clients/recent/:userUuid': { request: ({ self }) => ({ method: 'GET', url: `/api/clients/recent/${self}` }), expect: onlyWith(200, readers) },
  'GET /api/notes/:id/export/pdf': {
    request: ({ aliceNote }) => ({ method: 'GET', url: `/api/notes/${aliceNote}/export/pdf` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/notes/:id/export/docx': {
    request: ({ aliceNote }) => ({ method: 'GET', url: `/api/notes/${aliceNote}/export/docx` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/notes/:id/export/txt': {
    request: ({ aliceNote }) => ({ method: 'GET', url: `/api/notes/${aliceNote}/export/txt` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/download_note_pdf': {
    request: () => ({ method: 'POST', url: '/api/download_note_pdf', ...formOf({ note_content: 'x', format: 'pdf' }) }),
    expect: onlyWith(200, readers),
  },
  'POST /api/download_note_docx': {
    request: () => ({ method: 'POST', url: '/api/download_note_docx', ...formOf({ note_content: 'x', format: 'docx' }) }),
    expect: onlyWith(200, readers),
  },
  'POST /api/download_note_txt': {
    request: () => ({ method: 'POST', url: '/api/download_note_txt', ...formOf({ note_content: 'x', format: 'txt' }) }),
    expect: onlyWith(200, readers),
  },
  // Alice's appointment: only she documents it.
  'POST /api/check_duplicate_note': {
    request: ({ self, aliceEncounter }) => ({
      method: 'POST',
      url: '/api/check_duplicate_note',
      ...formOf({ user_id: self, encounter_id: aliceEncounter, document_type: 'soap_note' }),
    }),
    expect: aliceOnly(200, 404),
  },
  'POST /api/save_note_db': {
    request: ({ self, aliceEncounter }) => ({
      method: 'POST',
      url: '/api/save_note_db',
      ...formOf({ user_id: self, encounter_id: aliceEncounter, note_content: 'Matrix quick note.', document_type: 'quick_note' }),
    }),
    expect: aliceOnly(201, 404),
  },
  'POST /api/notes/insert-soap': {
    request: ({ aliceNote }) => ({ method: 'POST', url: '/api/notes/insert-soap', payload: { note_id: aliceNote } }),
    expect: aliceOnly(200, 404),
  },
  // Alice's draft: addenda are for signed notes (409 = reached); signing is hers alone.
  'POST /api/notes/:id/addenda': {
    request: ({ aliceNote }) => ({ method: 'POST', url: `/api/notes/${aliceNote}/addenda`, payload: { text: 'x' } }),
    expect: aliceOnly(409, 409),
  },
  // Editing a draft is its author's alone (a supervisor who can read it gets 403).
  'PATCH /api/notes/:id': {
    request: ({ aliceNote }) => ({ method: 'PATCH', url: `/api/notes/${aliceNote}`, payload: { note_content: 'S: Matrix edit.' } }),
    expect: aliceOnly(200, 403),
  },
  'POST /api/notes/:id/approve': {
    request: ({ aliceNote }) => ({ method: 'POST', url: `/api/notes/${aliceNote}/approve`, payload: {} }),
    expect: aliceOnly(200, 403),
  },
  // Everyone signed in has their own notifications.
  'GET /api/notifications': { request: () => ({ method: 'GET', url: '/api/notifications' }), expect: signedIn(200) },
  'POST /api/notifications/read-all': { request: () => ({ method: 'POST', url: '/api/notifications/read-all' }), expect: signedIn(200) },
  'POST /api/notifications/:id/read': { request: () => ({ method: 'POST', url: `/api/notifications/${crypto.randomUUID()}/read` }), expect: signedIn(404) },
  // The socket checks the session before upgrading; a plain GET (no upgrade) then finds nothing. Handshake rules: realtime tests.
  'GET /ws/notifications/:uuid': { request: ({ self }) => ({ method: 'GET', url: `/ws/notifications/${self}` }), expect: signedIn(404) },
  // Voice mode: whoever may converse asks; the matrix practices keep voice mode off, so no token (tokens: voice tests).
  'GET /api/voice/status': {
    request: () => ({ method: 'GET', url: '/api/voice/status' }),
    expect: onlyWith(200, ['therapist', 'otherPracticeTherapist', 'supervisor', 'admin', 'demo']),
  },
  'POST /api/voice/auth-token': { request: () => ({ method: 'POST', url: '/api/voice/auth-token' }), expect: onlyWith(403, []) },
  // The stream authenticates by its single-use token after the upgrade; a plain GET finds nothing.
  'GET /api/voice-mode/stream': { request: () => ({ method: 'GET', url: '/api/voice-mode/stream' }), expect: all(404) },
  // The idea vault: clinicians and admins, each their own.
  'GET /api/vault/folders': { request: () => ({ method: 'GET', url: '/api/vault/folders' }), expect: onlyWith(200, readers) },
  'POST /api/vault/save': {
    request: ({ self }) => ({ method: 'POST', url: '/api/vault/save', payload: { user_id: self, text: 'An idea', folder: 'General' } }),
    expect: onlyWith(201, readers),
  },
  'GET /api/vault/folders/:folderId/entries': {
    request: () => ({ method: 'GET', url: `/api/vault/folders/${crypto.randomUUID()}/entries` }),
    expect: onlyWith(404, readers),
  },
  'PATCH /api/vault/entries/:id': {
    request: () => ({ method: 'PATCH', url: `/api/vault/entries/${crypto.randomUUID()}`, payload: { title: 'x' } }),
    expect: onlyWith(404, readers),
  },
  'DELETE /api/vault/entries/:id': { request: () => ({ method: 'DELETE', url: `/api/vault/entries/${crypto.randomUUID()}` }), expect: onlyWith(404, readers) },
  // Web push: each signed-in user manages their own browsers (400 = reached the handler: not subscribed, or an
  // endpoint the server will not call — push.invalid has no public address, and the matrix must not reach the internet).
  'GET /api/push/public-key': { request: () => ({ method: 'GET', url: '/api/push/public-key' }), expect: all(200) },
  'POST /api/push-subscription': {
    request: ({ self }) => ({
      method: 'POST',
      url: '/api/push-subscription',
      payload: { userId: self, subscription: { endpoint: `https://push.invalid/${self}`, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } } },
    }),
    expect: signedIn(400),
  },
  'DELETE /api/push-subscription': {
    request: ({ self }) => ({
      method: 'DELETE',
      url: '/api/push-subscription',
      payload: { userId: self, subscription: { endpoint: `https://push.invalid/${self}`, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } } },
    }),
    expect: signedIn(200),
  },
  'POST /api/push-notification/test': {
    request: ({ self }) => ({ method: 'POST', url: '/api/push-notification/test', payload: { userId: self, message: 'x' } }),
    expect: signedIn(400),
  },
  // Secure messaging (issue 13, part H2). The bell's poll answers every signed-in user: clinicians their
  // clients' unread messages, portal users their own; the practice's thread routes are the clinicians',
  // the portal's the clients'; a thread or attachment outside the caller's scope is not found.
  'GET /api/client/clients-with-messages': { request: () => ({ method: 'GET', url: '/api/client/clients-with-messages' }), expect: signedIn(200) },
  'GET /api/messages/threads': { request: () => ({ method: 'GET', url: '/api/messages/threads' }), expect: onlyWith(200, readers) },
  'POST /api/messages/threads': {
    request: ({ aliceClient }) => ({ method: 'POST', url: '/api/messages/threads', payload: { client_id: aliceClient } }),
    expect: { ...onlyWith(404, readers), therapist: 200, supervisor: 200, admin: 200 },
  },
  'GET /api/messages/threads/:id': { request: () => ({ method: 'GET', url: `/api/messages/threads/${crypto.randomUUID()}` }), expect: onlyWith(404, readers) },
  'POST /api/messages/threads/:id/messages': {
    request: () => ({ method: 'POST', url: `/api/messages/threads/${crypto.randomUUID()}/messages`, payload: { body: 'probe' } }),
    expect: onlyWith(404, readers),
  },
  'POST /api/messages/threads/:id/read': {
    request: () => ({ method: 'POST', url: `/api/messages/threads/${crypto.randomUUID()}/read` }),
    expect: onlyWith(404, readers),
  },
  'GET /api/client/messages/threads': { request: () => ({ method: 'GET', url: '/api/client/messages/threads' }), expect: onlyWith(200, ['client']) },
  'GET /api/client/messages/threads/:id': {
    request: () => ({ method: 'GET', url: `/api/client/messages/threads/${crypto.randomUUID()}` }),
    expect: onlyWith(404, ['client']),
  },
  'POST /api/client/messages/threads/:id/messages': {
    request: () => ({ method: 'POST', url: `/api/client/messages/threads/${crypto.randomUUID()}/messages`, payload: { body: 'probe' } }),
    expect: onlyWith(404, ['client']),
  },
  'POST /api/client/messages/threads/:id/read': {
    request: () => ({ method: 'POST', url: `/api/client/messages/threads/${crypto.randomUUID()}/read` }),
    expect: onlyWith(404, ['client']),
  },
  // Uploads need a signed-in writer (clinician or portal user); an empty body is refused by the handler (400).
  'POST /api/messages/attachments': { request: () => ({ method: 'POST', url: '/api/messages/attachments' }), expect: { ...signedIn(400), dev: 403 } },
  'GET /api/messages/attachments/:id': { request: () => ({ method: 'GET', url: `/api/messages/attachments/${crypto.randomUUID()}` }), expect: signedIn(404) },
  // Only the caller's own unsent upload, so an unknown id is not found for everyone signed in.
  'DELETE /api/messages/attachments/:id': {
    request: () => ({ method: 'DELETE', url: `/api/messages/attachments/${crypto.randomUUID()}` }),
    expect: signedIn(404),
  },
  // The practice's messaging policy line: every clinician reads it, only admins change it.
  'GET /api/practice/messaging-settings': { request: () => ({ method: 'GET', url: '/api/practice/messaging-settings' }), expect: onlyWith(200, readers) },
  'PUT /api/practice/messaging-settings': {
    request: () => ({ method: 'PUT', url: '/api/practice/messaging-settings', payload: { policy_text: null } }),
    expect: onlyWith(200, ['admin']),
  },
  // The practice's scheduling policy: every clinician reads it, only admins change it.
  'GET /api/practice/scheduling-settings': { request: () => ({ method: 'GET', url: '/api/practice/scheduling-settings' }), expect: onlyWith(200, readers) },
  'PATCH /api/practice/scheduling-settings': {
    request: () => ({ method: 'PATCH', url: '/api/practice/scheduling-settings', payload: {} }),
    expect: onlyWith(200, ['admin']),
  },
  // Each clinician's own calendar feed; the feed itself is public, its secret the credential (a made-up one finds nothing).
  'GET /api/calendar-feed': { request: () => ({ method: 'GET', url: '/api/calendar-feed' }), expect: onlyWith(200, readers) },
  'POST /api/calendar-feed': { request: () => ({ method: 'POST', url: '/api/calendar-feed' }), expect: onlyWith(201, readers) },
  'DELETE /api/calendar-feed': { request: () => ({ method: 'DELETE', url: '/api/calendar-feed' }), expect: onlyWith(200, readers) },
  'GET /api/calendar-feed/:token.ics': { request: () => ({ method: 'GET', url: `/api/calendar-feed/${crypto.randomUUID()}.ics` }), expect: all(404) },
  // The SMS provider's webhook, signed by it: public, and absent (404) while no provider is configured, as here.
  'POST /api/sms/inbound': {
    request: () => ({ method: 'POST', url: '/api/sms/inbound', ...formOf({ From: '+16175550100', Body: 'STOP' }) }),
    expect: all(404),
  },
  // Feedback on Alice's assistant message: only Alice.
  'POST /api/feedback': {
    request: ({ aliceAssistantMessage }) => ({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback_type: 'Positive', message: '', message_id: aliceAssistantMessage },
    }),
    expect: { ...onlyWith(404, ['otherPracticeTherapist', 'supervisor', 'admin', 'demo']), therapist: 201 },
  },
  // Alice's work schedule: she, her supervisor and her admin see it; only she and the admin change it; others find no such clinician.
  'GET /api/work-schedule': {
    request: () => ({ method: 'GET', url: `/api/work-schedule?provider_id=${t.seeded.userIds.alice}` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'PUT /api/work-schedule': {
    request: () => ({
      method: 'PUT',
      url: '/api/work-schedule',
      payload: { provider_id: t.seeded.userIds.alice, weekly: [{ weekday: 1, start: '09:00', end: '17:00' }], buffer_minutes: 0 },
    }),
    expect: { ...onlyWith(200, ['therapist', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/work-schedule/time-off': {
    request: () => ({
      method: 'POST',
      url: '/api/work-schedule/time-off',
      payload: { provider_id: t.seeded.userIds.alice, starts_at: '2030-01-01T09:00:00Z', ends_at: '2030-01-01T17:00:00Z' },
    }),
    expect: { ...onlyWith(201, ['therapist', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'DELETE /api/work-schedule/time-off/:id': {
    request: () => ({ method: 'DELETE', url: `/api/work-schedule/time-off/${crypto.randomUUID()}` }),
    expect: onlyWith(404, readers),
  },
  // Portal documents (issue 13, part h5): the practice side as Alice's client's record (a made-up document id finds nothing);
  // the portal side for portal users only, scoped to their own records (a made-up id finds nothing).
  'GET /api/document-templates': { request: () => ({ method: 'GET', url: '/api/document-templates' }), expect: onlyWith(200, readers) },
  'GET /api/clients/:id/documents': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/documents` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/documents': {
    request: ({ aliceClient }) => ({ method: 'POST', url: `/api/clients/${aliceClient}/documents`, payload: { template: 'privacy_notice' } }),
    expect: { ...onlyWith(201, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/documents/upload': {
    request: ({ aliceClient }) => ({
      method: 'POST',
      url: `/api/clients/${aliceClient}/documents/upload`,
      payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'matrix.pdf' },
    }),
    expect: { ...onlyWith(201, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/clients/:id/documents/:documentId/file': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/documents/${crypto.randomUUID()}/file` }),
    expect: onlyWith(404, readers),
  },
  'GET /api/clients/:id/documents/:documentId/signed-pdf': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/documents/${crypto.randomUUID()}/signed-pdf` }),
    expect: onlyWith(404, readers),
  },
  'DELETE /api/clients/:id/documents/:documentId': {
    request: ({ aliceClient }) => ({ method: 'DELETE', url: `/api/clients/${aliceClient}/documents/${crypto.randomUUID()}` }),
    expect: onlyWith(404, readers),
  },
  'GET /api/portal/documents': { request: () => ({ method: 'GET', url: '/api/portal/documents' }), expect: onlyWith(200, ['client']) },
  'GET /api/portal/documents/:id': {
    request: () => ({ method: 'GET', url: `/api/portal/documents/${crypto.randomUUID()}` }),
    expect: onlyWith(404, ['client']),
  },
  'GET /api/portal/documents/:id/file': {
    request: () => ({ method: 'GET', url: `/api/portal/documents/${crypto.randomUUID()}/file` }),
    expect: onlyWith(404, ['client']),
  },
  'GET /api/portal/documents/:id/signed-pdf': {
    request: () => ({ method: 'GET', url: `/api/portal/documents/${crypto.randomUUID()}/signed-pdf` }),
    expect: onlyWith(404, ['client']),
  },
  'POST /api/portal/documents/:id/sign': {
    request: () => ({ method: 'POST', url: `/api/portal/documents/${crypto.randomUUID()}/sign`, payload: { typed_name: 'Sam Lee', agree: true } }),
    expect: onlyWith(404, ['client']),
  },
  'GET /api/availability': {
    request: () => ({ method: 'GET', url: `/api/availability?provider_id=${t.seeded.userIds.alice}&from=2030-01-07T00:00:00Z&to=2030-01-14T00:00:00Z` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  // Portal appointments (issue 13, part h4): the portal user's own visits and requests; the clinician's side of the requests.
  // 409s reached the handler: Alice has no working hours (no open time), and Sam's visit is past.
  'GET /api/portal/appointments': { request: () => ({ method: 'GET', url: '/api/portal/appointments' }), expect: onlyWith(200, ['client']) },
  'GET /api/portal/appointment-slots': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/portal/appointment-slots?client_id=${aliceClient}` }),
    expect: onlyWith(200, ['client']),
  },
  'POST /api/portal/appointment-requests': {
    request: ({ aliceClient }) => ({
      method: 'POST',
      url: '/api/portal/appointment-requests',
      payload: { client_id: aliceClient, start: '2030-01-09T14:00:00Z' },
    }),
    expect: onlyWith(409, ['client']),
  },
  'POST /api/portal/appointment-requests/:id/withdraw': {
    request: () => ({ method: 'POST', url: `/api/portal/appointment-requests/${crypto.randomUUID()}/withdraw` }),
    expect: onlyWith(404, ['client']),
  },
  'POST /api/portal/appointments/:id/cancel': {
    request: ({ aliceEncounter }) => ({ method: 'POST', url: `/api/portal/appointments/${aliceEncounter}/cancel` }),
    expect: onlyWith(409, ['client']),
  },
  'GET /api/appointment-requests': { request: () => ({ method: 'GET', url: '/api/appointment-requests' }), expect: onlyWith(200, readers) },
  'POST /api/appointment-requests/:id/approve': {
    request: () => ({ method: 'POST', url: `/api/appointment-requests/${crypto.randomUUID()}/approve` }),
    expect: onlyWith(404, readers),
  },
  'POST /api/appointment-requests/:id/decline': {
    request: () => ({ method: 'POST', url: `/api/appointment-requests/${crypto.randomUUID()}/decline`, payload: { reason: 'Probe' } }),
    expect: onlyWith(404, readers),
  },
  // Forms and measures, tasks (issue 13, item 4): Alice's client's measures as her client above (the second
  // assignment of the same measure is 409 = reached); the portal routes only for a portal user, on their own
  // record (an unknown response is 404 = reached); each clinician's own task list.
  'GET /api/clients/:id/measure-assignments': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/measure-assignments` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/measure-assignments': {
    request: ({ aliceClient }) => ({ method: 'POST', url: `/api/clients/${aliceClient}/measure-assignments`, payload: { measure: 'pcl5', schedule: 'once' } }),
    expect: { ...onlyWith(409, ['supervisor', 'admin']), therapist: 201, otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/measure-assignments/:itemId/end': {
    request: ({ aliceClient }) => ({ method: 'POST', url: `/api/clients/${aliceClient}/measure-assignments/${crypto.randomUUID()}/end` }),
    expect: onlyWith(404, readers),
  },
  'GET /api/clients/:id/measure-responses': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/measure-responses` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/clients/:id/measure-responses/:itemId': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/measure-responses/${crypto.randomUUID()}` }),
    expect: onlyWith(404, readers),
  },
  'GET /api/portal/forms': { request: () => ({ method: 'GET', url: '/api/portal/forms' }), expect: onlyWith(200, ['client']) },
  'POST /api/portal/measure-responses': {
    request: ({ aliceClient }) => ({
      method: 'POST',
      url: '/api/portal/measure-responses',
      payload: { client_id: aliceClient, measure: 'gad7', answers: { q1: 0, q2: 0, q3: 0, q4: 0, q5: 0, q6: 0, q7: 0 } },
    }),
    expect: onlyWith(201, ['client']),
  },
  'GET /api/portal/measure-responses': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/portal/measure-responses?client_id=${aliceClient}` }),
    expect: onlyWith(200, ['client']),
  },
  'GET /api/portal/measure-responses/:id': {
    request: () => ({ method: 'GET', url: `/api/portal/measure-responses/${crypto.randomUUID()}` }),
    expect: onlyWith(404, ['client']),
  },
  'POST /api/portal/mood-entries': {
    request: ({ aliceClient }) => ({ method: 'POST', url: '/api/portal/mood-entries', payload: { client_id: aliceClient, mood: 3 } }),
    expect: onlyWith(201, ['client']),
  },
  'GET /api/tasks': { request: () => ({ method: 'GET', url: '/api/tasks' }), expect: onlyWith(200, readers) },
  'POST /api/tasks/:id/complete': {
    request: () => ({ method: 'POST', url: `/api/tasks/${crypto.randomUUID()}/complete` }),
    expect: onlyWith(404, readers),
  },
  // Portal accounts (issue 13, item 1): Alice's client's access as her client above; Sam Lee already has
  // an account (409 = reached); an unknown guardian is not found (404 = reached). Invitation links are public.
  'GET /api/clients/:id/portal-access': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/portal-access` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/portal-invites': {
    request: ({ aliceClient }) => ({ method: 'POST', url: `/api/clients/${aliceClient}/portal-invites`, payload: { relation: 'self' } }),
    expect: { ...onlyWith(409, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/portal-access/revoke': {
    request: ({ aliceClient }) => ({
      method: 'POST',
      url: `/api/clients/${aliceClient}/portal-access/revoke`,
      payload: { relation: 'guardian', guardian_id: crypto.randomUUID() },
    }),
    expect: onlyWith(404, readers),
  },
  'GET /api/portal-invites/lookup': { request: () => ({ method: 'GET', url: `/api/portal-invites/lookup?token=${'x'.repeat(43)}` }), expect: all(200) },
  'POST /api/portal-invites/accept': { request: () => ({ method: 'POST', url: '/api/portal-invites/accept', payload: {} }), expect: all(400) },
  // Billing core (issue 14, part b1).
  // Settings are the caller's own practice's (billing:settings: therapists and admins); Alice's client's
  // ledger as her client above; an unknown charge, payment or rate is not found (404 = reached).
  'GET /api/billing/services': { request: () => ({ method: 'GET', url: '/api/billing/services' }), expect: onlyWith(200, readers) },
  'PUT /api/billing/services/:code': {
    request: () => ({
      method: 'PUT',
      url: '/api/billing/services/90853',
      payload: { description: 'Group psychotherapy', default_minutes: 90, fee_cents: 6000 },
    }),
    // A therapist only in a practice with no administrator (Alice's has Dana; Omar's and demo have none).
    expect: { ...onlyWith(200, readers), supervisor: 403, therapist: 403 },
  },
  'GET /api/billing/practice-profile': { request: () => ({ method: 'GET', url: '/api/billing/practice-profile' }), expect: onlyWith(200, readers) },
  'PUT /api/billing/practice-profile': {
    request: () => ({
      method: 'PUT',
      url: '/api/billing/practice-profile',
      payload: {
        legal_name: null,
        npi: null,
        tax_id: null,
        address: null,
        phone: null,
        late_cancel_fee_cents: null,
        no_show_fee_cents: null,
        telehealth_place_of_service: '10',
      },
    }),
    expect: { ...onlyWith(200, readers), supervisor: 403, therapist: 403 },
  },
  'GET /api/billing/provider-profile': { request: () => ({ method: 'GET', url: '/api/billing/provider-profile' }), expect: onlyWith(200, readers) },
  'PUT /api/billing/provider-profile': {
    request: () => ({
      method: 'PUT',
      url: '/api/billing/provider-profile',
      payload: { npi: null, credentials: 'LCSW', license_number: null, license_state: null, taxonomy_code: null },
    }),
    expect: onlyWith(200, readers),
  },
  // Another clinician's profile: an admin's for their own practice (an unknown user is 404 = reached).
  'GET /api/billing/provider-profile/:userId': {
    request: () => ({ method: 'GET', url: `/api/billing/provider-profile/${crypto.randomUUID()}` }),
    expect: { ...onlyWith(403, []), admin: 404 },
  },
  'PUT /api/billing/provider-profile/:userId': {
    request: () => ({
      method: 'PUT',
      url: `/api/billing/provider-profile/${crypto.randomUUID()}`,
      payload: { npi: null, credentials: null, license_number: null, license_state: null, taxonomy_code: null },
    }),
    expect: { ...onlyWith(403, []), admin: 404 },
  },
  'GET /api/clients/:id/rates': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/rates` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'PUT /api/clients/:id/rates/:code': {
    request: ({ aliceClient }) => ({ method: 'PUT', url: `/api/clients/${aliceClient}/rates/90846`, payload: { fee_cents: 9000, reason: 'Sliding scale' } }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'DELETE /api/clients/:id/rates/:code': {
    request: ({ aliceClient }) => ({ method: 'DELETE', url: `/api/clients/${aliceClient}/rates/90791` }),
    expect: onlyWith(404, readers),
  },
  'POST /api/clients/:id/charges': {
    request: ({ aliceClient }) => ({
      method: 'POST',
      url: `/api/clients/${aliceClient}/charges`,
      payload: { kind: 'other', service_date: '2026-01-05', description: 'Records copy', unit_fee_cents: 1500 },
    }),
    expect: { ...onlyWith(201, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/charges/:id/void': {
    request: () => ({ method: 'POST', url: `/api/charges/${crypto.randomUUID()}/void`, payload: { reason: 'Entered twice' } }),
    expect: onlyWith(404, readers),
  },
  'POST /api/charges/:id/write-off': {
    request: () => ({ method: 'POST', url: `/api/charges/${crypto.randomUUID()}/write-off`, payload: { amount_cents: 100, reason: 'Courtesy' } }),
    expect: onlyWith(404, readers),
  },
  'POST /api/clients/:id/payments': {
    request: ({ aliceClient }) => ({
      method: 'POST',
      url: `/api/clients/${aliceClient}/payments`,
      payload: { method: 'cash', amount_cents: 500, received_on: '2026-01-06' },
    }),
    expect: { ...onlyWith(201, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/payments/:id/allocations': {
    request: () => ({ method: 'POST', url: `/api/payments/${crypto.randomUUID()}/allocations`, payload: {} }),
    expect: onlyWith(404, readers),
  },
  'POST /api/payments/:id/refund': {
    request: () => ({ method: 'POST', url: `/api/payments/${crypto.randomUUID()}/refund`, payload: { amount_cents: 100, reason: 'Overpaid' } }),
    expect: onlyWith(404, readers),
  },
  'GET /api/clients/:id/ledger': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/ledger` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/billing/overview': { request: () => ({ method: 'GET', url: '/api/billing/overview' }), expect: onlyWith(200, readers) },
  'GET /api/appointments/:id/billing-check': {
    request: ({ aliceEncounter }) => ({ method: 'GET', url: `/api/appointments/${aliceEncounter}/billing-check` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'PUT /api/appointments/:id/service-code': {
    request: ({ aliceEncounter }) => ({ method: 'PUT', url: `/api/appointments/${aliceEncounter}/service-code`, payload: { service_code: '90834' } }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  // Billing documents, claims and portal billing (issue 14, part b2).
  // Documents of Alice's client as her ledger above (a month without billable charges is 400 = reached; an
  // unknown superbill, batch or charge is 404/400 = reached); the portal's only for a portal user, on their own record.
  'GET /api/clients/:id/statement.pdf': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/statement.pdf?from=2026-10-01&to=2026-10-31` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/superbills': { request: () => ({ method: 'GET', url: '/api/superbills' }), expect: onlyWith(200, readers) },
  'POST /api/superbills': {
    request: ({ aliceClient }) => ({ method: 'POST', url: '/api/superbills', payload: { client_id: aliceClient, mode: 'month', month: '2020-01' } }),
    expect: { ...onlyWith(400, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/superbills/batch': {
    request: () => ({ method: 'POST', url: '/api/superbills/batch', payload: { month: '2020-01' } }),
    expect: onlyWith(201, readers),
  },
  'GET /api/superbills/:id/pdf': { request: () => ({ method: 'GET', url: `/api/superbills/${crypto.randomUUID()}/pdf` }), expect: onlyWith(404, readers) },
  'POST /api/superbills/:id/sent': { request: () => ({ method: 'POST', url: `/api/superbills/${crypto.randomUUID()}/sent` }), expect: onlyWith(404, readers) },
  'POST /api/claims/cms1500': {
    request: () => ({ method: 'POST', url: '/api/claims/cms1500', payload: { charge_ids: [crypto.randomUUID()] } }),
    expect: onlyWith(400, readers),
  },
  'GET /api/claims/batches': { request: () => ({ method: 'GET', url: '/api/claims/batches' }), expect: onlyWith(200, readers) },
  'POST /api/claims/batches': {
    request: () => ({ method: 'POST', url: '/api/claims/batches', payload: { charge_ids: [crypto.randomUUID()] } }),
    expect: onlyWith(400, readers),
  },
  'GET /api/claims/batches/:id/file': {
    request: () => ({ method: 'GET', url: `/api/claims/batches/${crypto.randomUUID()}/file` }),
    expect: onlyWith(404, readers),
  },
  'GET /api/client/billing': { request: () => ({ method: 'GET', url: '/api/client/billing' }), expect: onlyWith(200, ['client']) },
  'GET /api/client/billing/:clientId/statement.pdf': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/client/billing/${aliceClient}/statement.pdf?month=2026-10` }),
    expect: onlyWith(200, ['client']),
  },
  'GET /api/client/billing/superbills/:id/pdf': {
    request: () => ({ method: 'GET', url: `/api/client/billing/superbills/${crypto.randomUUID()}/pdf` }),
    expect: onlyWith(404, ['client']),
  },
  // Tasks (issue 15, part t1).
  'GET /api/tasks/assignees': { request: () => ({ method: 'GET', url: '/api/tasks/assignees' }), expect: onlyWith(200, readers) },
  'POST /api/tasks': { request: () => ({ method: 'POST', url: '/api/tasks', payload: { title: 'Matrix probe' } }), expect: onlyWith(201, readers) },
  'PATCH /api/tasks/:id': {
    request: () => ({ method: 'PATCH', url: `/api/tasks/${crypto.randomUUID()}`, payload: { title: 'Probe' } }),
    expect: onlyWith(404, readers),
  },
  'POST /api/tasks/:id/reopen': { request: () => ({ method: 'POST', url: `/api/tasks/${crypto.randomUUID()}/reopen` }), expect: onlyWith(404, readers) },
  'DELETE /api/tasks/:id': { request: () => ({ method: 'DELETE', url: `/api/tasks/${crypto.randomUUID()}` }), expect: onlyWith(404, readers) },
  // Leads and the public inquiry form (issue 15, part l1).
  'GET /api/leads': { request: () => ({ method: 'GET', url: '/api/leads' }), expect: onlyWith(200, readers) },
  'GET /api/leads/funnel': { request: () => ({ method: 'GET', url: '/api/leads/funnel' }), expect: onlyWith(200, readers) },
  'POST /api/leads': {
    request: () => ({ method: 'POST', url: '/api/leads', payload: { first_name: 'Matrix', last_name: 'Lead', phone: '555 0100' } }),
    expect: onlyWith(201, readers),
  },
  'GET /api/leads/:id': { request: () => ({ method: 'GET', url: `/api/leads/${crypto.randomUUID()}` }), expect: onlyWith(404, readers) },
  'PATCH /api/leads/:id': {
    request: () => ({ method: 'PATCH', url: `/api/leads/${crypto.randomUUID()}`, payload: { phone: '555 0101' } }),
    expect: onlyWith(404, readers),
  },
  'POST /api/leads/:id/status': {
    request: () => ({ method: 'POST', url: `/api/leads/${crypto.randomUUID()}/status`, payload: { status: 'contacted' } }),
    expect: onlyWith(404, readers),
  },
  'POST /api/leads/:id/notes': {
    request: () => ({ method: 'POST', url: `/api/leads/${crypto.randomUUID()}/notes`, payload: { body: 'Called' } }),
    expect: onlyWith(404, readers),
  },
  'POST /api/leads/:id/convert': {
    request: () => ({ method: 'POST', url: `/api/leads/${crypto.randomUUID()}/convert`, payload: {} }),
    expect: onlyWith(404, readers),
  },
  'GET /api/clients/:id/lead-history': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/lead-history` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/leads/form': { request: () => ({ method: 'GET', url: '/api/leads/form' }), expect: onlyWith(200, readers) },
  // Changing the form is the practice's: Dana in Alice's practice, Omar (a practice without an admin) and a demo; 403 for clinicians of a practice with an admin.
  'PUT /api/leads/form': {
    request: () => ({ method: 'PUT', url: '/api/leads/form', payload: {} }),
    expect: { ...onlyWith(200, ['otherPracticeTherapist', 'admin', 'demo']), therapist: 403, supervisor: 403 },
  },
  'POST /api/public/inquiries/:formKey': {
    // From an address of its own each time, so the per-address limit never answers first.
    request: () => ({
      method: 'POST',
      url: '/api/public/inquiries/no-such-form-key',
      payload: { first_name: 'A', last_name: 'B', phone: '555 0100', consent: true },
      remoteAddress: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
    }),
    expect: all(404),
  },
  'GET /inquiry/:formKey': { request: () => ({ method: 'GET', url: '/inquiry/no-such-form-key' }), expect: all(404) },
  // Risk assessments and safety plans (issue 15, part r1).
  'GET /api/risk-assessments': { request: () => ({ method: 'GET', url: '/api/risk-assessments' }), expect: onlyWith(200, readers) },
  'GET /api/clients/:id/risk-assessments': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/risk-assessments` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  // Writing takes risk:write: clinicians who see the client (not the admin).
  'POST /api/clients/:id/risk-assessments': {
    request: ({ aliceClient }) => ({ method: 'POST', url: `/api/clients/${aliceClient}/risk-assessments`, payload: {} }),
    expect: { ...onlyWith(201, ['therapist', 'supervisor']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/risk-assessments/:id': { request: () => ({ method: 'GET', url: `/api/risk-assessments/${crypto.randomUUID()}` }), expect: onlyWith(404, readers) },
  'PATCH /api/risk-assessments/:id': {
    request: () => ({ method: 'PATCH', url: `/api/risk-assessments/${crypto.randomUUID()}`, payload: {} }),
    expect: onlyWith(404, clinicians),
  },
  'POST /api/risk-assessments/:id/complete': {
    request: () => ({ method: 'POST', url: `/api/risk-assessments/${crypto.randomUUID()}/complete`, payload: {} }),
    expect: onlyWith(404, clinicians),
  },
  // In this order: the plan saved, exported, shared, read in the portal, then unshared.
  'GET /api/clients/:id/safety-plan': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/safety-plan` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'PUT /api/clients/:id/safety-plan': {
    request: ({ aliceClient }) => ({ method: 'PUT', url: `/api/clients/${aliceClient}/safety-plan`, payload: { sections: {} } }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/clients/:id/safety-plan.pdf': {
    request: ({ aliceClient }) => ({ method: 'GET', url: `/api/clients/${aliceClient}/safety-plan.pdf` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor', 'admin']), otherPracticeTherapist: 404, demo: 404 },
  },
  'POST /api/clients/:id/safety-plan/share': {
    request: ({ aliceClient }) => ({ method: 'POST', url: `/api/clients/${aliceClient}/safety-plan/share` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor']), otherPracticeTherapist: 404, demo: 404 },
  },
  'GET /api/client/safety-plan': { request: () => ({ method: 'GET', url: '/api/client/safety-plan' }), expect: onlyWith(200, ['client']) },
  'GET /api/client/safety-plan.pdf': { request: () => ({ method: 'GET', url: '/api/client/safety-plan.pdf' }), expect: onlyWith(200, ['client']) },
  'DELETE /api/clients/:id/safety-plan/share': {
    request: ({ aliceClient }) => ({ method: 'DELETE', url: `/api/clients/${aliceClient}/safety-plan/share` }),
    expect: { ...onlyWith(200, ['therapist', 'supervisor']), otherPracticeTherapist: 404, demo: 404 },
  },
};

let t: TestApp;
const creds = {} as Record<Caller, Credentials | null>;
const ownConversations = {} as Record<Caller, string | null>;
let aliceConversation = '';
let aliceAssistantMessage = '';
let aliceEncounter = '';

async function signIn(caller: Caller): Promise<Credentials | null> {
  switch (caller) {
    case 'anonymous':
      return null;
    case 'demo': {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: 'therapist' } });
      return { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid };
    }
    default: {
      const persona = { client: 'sam', therapist: 'alice', otherPracticeTherapist: 'omar', supervisor: 'carla', admin: 'dana', dev: 'devon' } as const;
      return t.login(persona[caller]);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  for (const caller of callers) {
    creds[caller] = await signIn(caller);
    const created = await t.app.inject(as(creds[caller], { method: 'POST', url: '/api/conversations/new' }));
    ownConversations[caller] = created.statusCode === 201 ? created.json().session_id : null;
  }
  aliceConversation = ownConversations.therapist!;
  const reply = await t.app.inject(
    as(creds.therapist, {
      method: 'POST',
      url: '/api/engine/respond',
      payload: { user_input: 'hello', session_id: aliceConversation, message_id: crypto.randomUUID() },
    }),
  );
  aliceAssistantMessage = reply.json().assistant_message_id;
  const [note] = await t.app.services.db.select({ encounterId: notes.encounterId }).from(notes).where(eq(notes.id, t.seeded.noteIds.sam!));
  aliceEncounter = note!.encounterId!;
});
afterAll(() => t.app.close());

describe('authorization matrix', () => {
  it('has an expectation for every registered route, and no stale ones', () => {
    const registered = t.app.routeTable.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered.filter((key) => !matrix[key])).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !registered.includes(key))).toEqual([]);
  });

  for (const [route, testCase] of Object.entries(matrix)) {
    it(route, async () => {
      const actual = {} as Record<Caller, number>;
      for (const caller of callers) {
        const who = testCase.fresh ? await signIn(caller) : creds[caller];
        const ids: Ids = {
          self: who?.userId ?? crypto.randomUUID(),
          aliceClient: t.seeded.clientIds.sam!,
          aliceNote: t.seeded.noteIds.sam!,
          ownConversation: ownConversations[caller],
          aliceConversation,
          aliceAssistantMessage,
          aliceEncounter,
        };
        actual[caller] = (await t.app.inject(as(who, testCase.request(ids)))).statusCode;
      }
      expect(actual).toEqual(testCase.expect);
    });
  }
});
