import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { personas, seedPassword, type PersonaKey } from '@tend/db/seed/personas';
import { seedPersonas, type SeededPractice } from '@tend/db/seed/seed-personas';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import { sessionPolicy } from '../src/auth/session-policy';
import { loadEnv } from '../src/env';
import type { VoiceTuning } from '../src/modules/voice/voice-stream';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import type { LocalPushService } from '../src/push/push-sender';
import { testDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  seeded: SeededPractice;
  /** E-mails the app sent, newest last. */
  mail: MailMessage[];
  /** Moves the app's clock. */
  clock: { now: Date; advance(ms: number): void };
  email(persona: PersonaKey): string;
  login(persona: PersonaKey): Promise<Credentials>;
}

export interface Credentials {
  cookie: string;
  token: string;
  userId: string;
}

let personaHash: Promise<string> | undefined;

/** The real app on this worker's database, with a fresh copy of the persona practices. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webDist?: string;
    localPushService?: LocalPushService;
    /** Log lines go here (set LOG_LEVEL in env). */
    logStream?: { write(line: string): void };
    /** A real mailer instead of the in-memory one (then `mail` stays empty). */
    mailer?: Mailer;
    voice?: VoiceTuning;
  } = {},
): Promise<TestApp> {
  const { database } = await testDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tend-test-'));
  // Every test file signs in from 127.0.0.1 on its worker's shared database; the demo flood test sets its own limit.
  const env = loadEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web-build'),
    DEMO_LOGINS_PER_HOUR: '10000',
    // The persona practices include a real admin, which ends demo mode 'auto'; tests of it set their own.
    DEMO_MODE: 'on',
    ...options.env,
  });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const mail: MailMessage[] = [];
  const app = await buildApp({
    env,
    database,
    clock: () => clock.now,
    mailer: options.mailer ?? { send: async (m) => void mail.push(m) },
    localPushService: options.localPushService,
    logger: !!options.logStream,
    logStream: options.logStream,
    checkResponses: true,
    voice: options.voice,
  });
  await app.ready();
  personaHash ??= hashPassword(seedPassword);
  const suffix = crypto.randomUUID().slice(0, 8);
  const seeded = await seedPersonas(database.db, { passwordHash: await personaHash, suffix, now: clock.now });
  const email = (persona: PersonaKey) => personas[persona].email.replace('@', `+${suffix}@`);
  return {
    app,
    seeded,
    mail,
    clock,
    email,
    login: async (persona) => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: email(persona), password: seedPassword } });
      if (res.statusCode !== 200) throw new Error(`login ${persona} failed: ${res.statusCode} ${res.body}`);
      return { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid };
    },
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === sessionPolicy.cookieName);
  if (!cookie) throw new Error('no session cookie set');
  return `${cookie.name}=${cookie.value}`;
}

/** The Origin a browser's page on the test app sends with a POST, PUT, PATCH or DELETE (inject's Host is localhost:80). */
export function browserOrigin(options: Pick<InjectOptions, 'method' | 'headers'>): Record<string, string> {
  const method = (options.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return {};
  const host = options.headers?.host;
  return { origin: `http://${typeof host === 'string' ? host : 'localhost:80'}` };
}

/** A request as a signed-in browser would send it: session cookie, JSON, and Origin on a state-changing call. */
export function as(creds: Credentials | null, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...browserOrigin(options), ...options.headers, ...(creds ? { cookie: creds.cookie } : {}) } };
}

/** One message to the assistant. The test clock is frozen, so it moves a second first, as real time does between messages. */
export function sayAs(t: TestApp, who: Credentials, session: string, text: string, extra: Record<string, unknown> = {}) {
  t.clock.advance(1000);
  return t.app.inject(
    as(who, { method: 'POST', url: '/api/engine/respond', payload: { user_input: text, session_id: session, message_id: crypto.randomUUID(), ...extra } }),
  );
}
