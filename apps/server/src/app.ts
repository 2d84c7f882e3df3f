import { loadCommonPasswords } from './auth/common-passwords';
import { batchAuditEvents } from './audit/audit';
import { AuditSealer } from './audit/audit-sealer';
import { SessionCache } from './auth/session-cache';
import { verifyAuditChainJob } from './audit/verify-chain.job';
import { scheduledBackupJob } from './backup/backup.job';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import type { Database } from '@tend/db/client';
import type { Env } from './env';
import { registerCsrfGuard } from './http/csrf';
import { registerSecurityHeaders } from './http/security-headers';
import { registerErrorHandler } from './http/errors';
import { loggerOptions } from './http/log-safety';
import { registerNoStore } from './http/no-store';
import type { Access } from './http/route';
import { registerModule } from './http/route-registry';
import { registerApiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { registerMeasureRoutes } from './modules/measures/measures.routes';
import { registerPortalMeasureRoutes } from './modules/measures/portal-measures.routes';
import { registerTaskRoutes } from './modules/tasks/tasks.routes';
import { registerRiskRoutes } from './modules/risk/risk.routes';
import { registerLeadRoutes } from './modules/leads/leads.routes';
import { registerSpa } from './http/spa';
import { createMailer, type Mailer } from './mail/mailer';
import { registerBinaryUploads } from './files/stored-files';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerPracticeAdminRoutes } from './modules/practice-admin/practice-admin.routes';
import { registerAuditLogRoutes } from './modules/audit-log/audit-log.routes';
import { buildDataExport } from './modules/data-exports/data-export.job';
import { registerDataExportRoutes } from './modules/data-exports/data-exports.routes';
import { registerAdminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { registerDevConsoleRoutes } from './modules/dev-console/dev-console.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerMfaAccountRoutes } from './modules/mfa/mfa-account.routes';
import { registerMfaSignInRoutes } from './modules/mfa/mfa-sign-in.routes';
import { registerPasskeyRoutes } from './modules/mfa/passkeys.routes';
import { registerPasswordResetRoutes } from './modules/auth/password-reset.routes';
import { registerEmailVerificationRoutes } from './modules/auth/email-verification.routes';
import { emailVerificationMailJob } from './modules/auth/email-verification-mail.job';
import { registerSsoRoutes } from './modules/sso/sso.routes';
import { registerClientMessagesRoutes } from './modules/clients/client-messages.routes';
import { registerClientRoutes } from './modules/clients/clients.routes';
import { registerClientDetailsRoutes } from './modules/client-details/client-details.routes';
import { registerAppointmentTypeRoutes } from './modules/calendar/appointment-types.routes';
import { registerAppointmentRoutes } from './modules/calendar/appointments.routes';
import { extendSeriesHorizon } from './modules/calendar/series-horizon.job';
import { notifyDueTasksJob, sweepAutoTasksJob } from './modules/tasks/task-sweeps.job';
import { registerDemoRoutes } from './modules/demo/demo.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerNoteEditingRoutes } from './modules/notes/note-editing.routes';
import { registerNoteExportRoutes } from './modules/notes/note-exports.routes';
import { registerNoteSavingRoutes } from './modules/notes/note-saving.routes';
import { registerNoteSigningRoutes } from './modules/notes/note-signing.routes';
import { registerNoteRoutes } from './modules/notes/notes.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { registerUserRoutes } from './modules/users/users.routes';
import { registerStaffUserRoutes } from './modules/staff-users/staff-users.routes';
import { registerStaffInviteRoutes } from './modules/staff-users/staff-invites.routes';
import { registerStaffInviteAcceptRoutes } from './modules/staff-users/staff-invite-accept.routes';
import { staffInviteMailJob } from './modules/staff-users/staff-invite-mail.job';
import type { Services } from './services';
import { createEngine } from './ai/engine-factory';
import type { AssistantEngine } from './ai/engine';
import { embeddedMaintenanceJob } from './jobs/embedded-maintenance.job';
import { JobRunner } from './jobs/job-runner';
import { sweepRateLimitBucketsJob } from './http/rate-limit';
import { sweepExpiredSessions } from './auth/session-sweep.job';
import { passwordResetMailJob } from './modules/auth/password-reset-mail.job';
import { secondFactorLockoutMailJob } from './modules/mfa/second-factor-lockout-mail.job';
import { retentionSweep } from './retention/retention-sweep.job';
import { finalizeSession } from './modules/conversations/finalize-session.job';
import { sweepExpiredDemos } from './modules/demo/demo-sweep.job';
import { saveGeneratedNote } from './modules/notes/save-generated-note.job';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerVaultRoutes } from './modules/vault/vault.routes';
import { registerCalendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes';
import { registerSchedulingSettingsRoutes } from './modules/practice-settings/scheduling-settings.routes';
import { reminderSweepJob } from './modules/reminders/reminder-sweep.job';
import { registerSmsInboundRoutes } from './modules/reminders/sms-inbound.routes';
import { smsSenderFor } from './modules/reminders/sms-sender';
import { registerPushRoutes } from './modules/push/push.routes';
import { registerMessagingRoutes } from './modules/messaging/messaging.routes';
import { sweepUnsentUploadsJob } from './modules/messaging/unsent-uploads-sweep.job';
import { createPushSender, type LocalPushService } from './push/push-sender';
import { loadVapidKeys } from './push/vapid';
import { NotificationHub } from './realtime/hub';
import { inProcessPubSub, postgresPubSub } from './realtime/pubsub';
import { registerConversationRoutes } from './modules/conversations/conversations.routes';
import { registerEngineRoutes } from './modules/engine/engine.routes';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes';
import { registerAvailabilityRoutes } from './modules/work-schedule/availability.routes';
import { registerWorkScheduleRoutes } from './modules/work-schedule/work-schedule.routes';
import { registerPortalDocumentsRoutes } from './modules/portal-documents/portal-documents.routes';
import { registerPortalAccountRoutes } from './modules/portal-accounts/portal-accounts.routes';
import { registerAppointmentRequestRoutes } from './modules/portal-appointments/appointment-requests.routes';
import { registerPortalAppointmentRoutes } from './modules/portal-appointments/portal-appointments.routes';
import { registerBillingDocumentRoutes } from './modules/billing-documents/billing-documents.routes';
import { registerPortalBillingRoutes } from './modules/portal-billing/portal-billing.routes';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { registerVoiceRoutes } from './modules/voice/voice.routes';
import type { VoiceTuning } from './modules/voice/voice-stream';
import { createSpeechProvider } from './speech/speech-provider';
import type { SpeechProvider } from './speech/speech-provider';

export interface BuildOptions {
  env: Env;
  database: Database;
  clock?: () => Date;
  mailer?: Mailer;
  engine?: AssistantEngine;
  /** Tests only: their push service on 127.0.0.1, let through the public-address guard that holds every other endpoint. */
  localPushService?: LocalPushService;
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reads them back). */
  logStream?: FastifyLoggerOptions['stream'];
  /** Every answer strictly held to its contract, drift answering 500 (the tests' app). */
  checkResponses?: boolean;
  speech?: SpeechProvider;
  /** Tests and the latency bench: a quicker utterance detector, per-turn timings. */
  voice?: VoiceTuning;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its declared access, for the authorization matrix test. */
    routeTable: RouteEntry[];
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The whole app without listen(): main.ts listens, tests inject. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  loadCommonPasswords();
  const app = Fastify({
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // No PHI in logs: route patterns, error summaries; no bodies, query strings, cookies or SQL parameters.
    logger: options.logger === false ? false : loggerOptions(env.LOG_LEVEL, options.logStream, env.LOG_FORMAT),
  });

  const clock = options.clock ?? (() => new Date());
  // One process on PGlite needs no fan-out; on PostgreSQL every instance hears every event.
  const pubsub = database.url ? await postgresPubSub(database.url, (e) => app.log.error({ err: e }, 'pub/sub failed')) : inProcessPubSub();
  const hub = new NotificationHub(pubsub);
  // Sessions trusted for a moment, forgotten the moment the hub hears one ended or an account changed.
  const sessionCache = new SessionCache(env.SESSION_CACHE_MS);
  hub.onSessionsChanged((userId, sessionHash) => (sessionHash ? sessionCache.forgetSession(sessionHash) : sessionCache.forgetUser(userId)));
  const push = createPushSender(database.db, loadVapidKeys(env), env.VAPID_SUBJECT, options.localPushService);
  const mailer = options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, log: (m) => app.log.info(m) });
  const reminderSweep = reminderSweepJob({ env, mailer, sms: smsSenderFor(env), log: (m) => app.log.warn(m) });
  // Reads' audit events are group-committed under load (audit.ts).
  batchAuditEvents(database.db);
  const services: Services = {
    db: database.db,
    database,
    env,
    clock,
    mailer,
    startedAt: new Date(),
    engine: options.engine ?? (await createEngine(env)),
    speech: options.speech ?? (await createSpeechProvider(env)),
    voice: options.voice ?? {},
    hub,
    sessionCache,
    push,
    checkResponses: options.checkResponses ?? false,
    auditSealer: new AuditSealer(database.db, (e) => app.log.error({ err: e }, 'audit sealer failed')),
    jobs: new JobRunner(
      { db: database.db, clock, hub, push },
      // The sweeps are recurring jobs: queued once across instances, not a timer per process.
      [
        finalizeSession,
        saveGeneratedNote,
        sweepExpiredSessions,
        reminderSweep,
        extendSeriesHorizon,
        sweepAutoTasksJob(env),
        notifyDueTasksJob,
        sweepRateLimitBucketsJob,
        passwordResetMailJob({ env, mailer }),
        emailVerificationMailJob({ env, mailer }),
        secondFactorLockoutMailJob({ env, mailer }),
        staffInviteMailJob({ env, mailer }),
        buildDataExport,
        retentionSweep,
        sweepUnsentUploadsJob,
        verifyAuditChainJob(env),
        ...(database.kind === 'pglite' ? [embeddedMaintenanceJob] : []),
        ...(env.DEMO_MODE ? [sweepExpiredDemos] : []),
        ...(env.BACKUP_DIR ? [scheduledBackupJob(env, database)] : []),
      ],
      (e) => app.log.error({ err: e }, 'job runner failed'),
    ),
  };
  app.decorate('services', services);
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('actor', null);

  // Every route must say who may call it; one that does not stops the server at boot.
  app.addHook('onRoute', (opts) => {
    const access = opts.config?.access;
    if (!access) throw new Error(`Route ${String(opts.method)} ${opts.url} does not declare its access`);
    for (const method of [opts.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: opts.url, access });
    }
  });

  // While draining (SIGTERM), in-flight answers close their keep-alive socket so close() can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  registerErrorHandler(app);
  registerNoStore(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  registerCsrfGuard(app);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // Spec calls that send form fields (check_duplicate_note, save_note_db, downloads): urlencoded or FormData, no files.
  await app.register(fastifyFormbody, { bodyLimit: 1024 * 1024 });
  registerBinaryUploads(app);
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fieldSize: 1024 * 1024, fields: 50 } });

  // Each module's routes under its tag: the groups of /api/openapi.json and /api/docs.
  registerModule(app, 'health', registerHealthRoutes);
  registerModule(app, 'auth', registerAuthRoutes, registerPasswordResetRoutes, registerEmailVerificationRoutes, registerDemoRoutes);
  registerModule(app, 'mfa', registerMfaSignInRoutes, registerMfaAccountRoutes, registerPasskeyRoutes);
  registerModule(app, 'sso', registerSsoRoutes);
  registerModule(app, 'users', registerUserRoutes);
  registerModule(app, 'staff-users', registerStaffUserRoutes, registerStaffInviteRoutes, registerStaffInviteAcceptRoutes);
  registerModule(app, 'clients', registerClientRoutes, registerClientMessagesRoutes);
  registerModule(app, 'client-details', registerClientDetailsRoutes);
  registerModule(app, 'calendar', registerAppointmentRoutes, registerAppointmentTypeRoutes);
  registerModule(app, 'notes', registerNoteRoutes, registerNoteSigningRoutes, registerNoteEditingRoutes, registerNoteSavingRoutes, registerNoteExportRoutes);
  registerModule(app, 'search', registerSearchRoutes);
  registerModule(app, 'admin', registerAdminRoutes, registerPracticeAdminRoutes);
  registerModule(app, 'audit-log', registerAuditLogRoutes);
  registerModule(app, 'data-exports', registerDataExportRoutes);
  registerModule(app, 'admin-dashboard', registerAdminDashboardRoutes);
  registerModule(app, 'reports', registerReportRoutes);
  registerModule(app, 'dev-console', registerDevConsoleRoutes);
  registerModule(app, 'conversations', registerConversationRoutes);
  registerModule(app, 'assistant', registerEngineRoutes, registerFeedbackRoutes);
  registerModule(app, 'notifications', registerNotificationRoutes);
  registerModule(app, 'voice', registerVoiceRoutes);
  registerModule(app, 'vault', registerVaultRoutes);
  registerModule(app, 'push', registerPushRoutes);
  registerModule(app, 'reminders', registerSmsInboundRoutes);
  registerModule(app, 'calendar-feed', registerCalendarFeedRoutes);
  registerModule(app, 'practice-settings', registerSchedulingSettingsRoutes);
  registerModule(app, 'work-schedule', registerWorkScheduleRoutes, registerAvailabilityRoutes);
  registerModule(app, 'portal-accounts', registerPortalAccountRoutes);
  registerModule(app, 'portal-appointments', registerPortalAppointmentRoutes, registerAppointmentRequestRoutes);
  registerModule(app, 'billing-documents', registerBillingDocumentRoutes, registerPortalBillingRoutes);
  registerModule(app, 'billing', registerBillingRoutes);
  registerModule(app, 'messaging', registerMessagingRoutes);
  registerModule(app, 'portal-documents', registerPortalDocumentsRoutes);
  registerModule(app, 'measures', registerMeasureRoutes, registerPortalMeasureRoutes);
  registerModule(app, 'tasks', registerTaskRoutes);
  registerModule(app, 'leads', registerLeadRoutes);
  registerModule(app, 'risk', registerRiskRoutes);
  registerModule(app, 'api-docs', registerApiDocsRoutes);
  services.auditSealer.start();
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.auditSealer.stop();
    await hub.close();
  });

  await registerSpa(app, env.WEB_DIST ?? defaultWebDist);
  return app;
}
