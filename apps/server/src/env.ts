import path from 'node:path';
import { z } from 'zod';
import type { Every } from './jobs/define-job';

const flag = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((v) => v === 'on' || v === 'true' || v === '1');
/** How often a recurring job runs: '30s', '5m', '1h'. */
const every = z
  .string()
  .regex(/^[1-9]\d*[smh]$/, "a duration such as '30s', '5m' or '1h'")
  .default('5m')
  .transform((v) => v as Every);

/** The configuration table in README.md (the core of it in docs/architecture.md); all optional. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    /**
     * Demo sign-in: 'auto' (the default) offers it only until the first real (non-demo) admin
     * account exists, so an install that holds real records stops handing out demo practices;
     * on keeps it (a public demo server, the browser tests); off never offers it.
     */
    DEMO_MODE: z
      .enum(['auto', 'on', 'off', 'true', 'false', '1', '0'])
      .default('auto')
      .transform((v) => (v === 'auto' ? ('auto' as const) : v === 'on' || v === 'true' || v === '1')),
    /** Demo sign-ins (each creates a practice) one address may start per hour. */
    DEMO_LOGINS_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** Sign-ups (each creates a practice) one address may make per hour. */
    SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Invitations (staff and portal, sends and resends together) one practice may send per hour and per day. */
    INVITES_PER_HOUR: z.coerce.number().int().min(1).default(10),
    INVITES_PER_DAY: z.coerce.number().int().min(1).default(30),
    /** How long a resolved sign-in session is trusted without reading it again (0: every request reads it). */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
    AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
    AI_BASE_URL: z.url().optional(),
    AI_MODEL: z.string().optional(),
    AI_API_KEY: z.string().optional(),
    /** How long one assistant turn may wait for the model before it counts as unreachable. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    /** Voice mode's speech: builtin runs pocketsphinx and espeak-ng here; openai-compatible calls SPEECH_BASE_URL. */
    SPEECH_PROVIDER: z.enum(['builtin', 'openai-compatible']).default('builtin'),
    /** The speech server up to and including /v1 (speaches, LocalAI, whisper.cpp server, OpenAI). */
    SPEECH_BASE_URL: z.url().optional(),
    SPEECH_API_KEY: z.string().optional(),
    SPEECH_TRANSCRIBE_MODEL: z.string().default('whisper-1'),
    SPEECH_VOICE_MODEL: z.string().default('tts-1'),
    SPEECH_VOICE: z.string().default('alloy'),
    /** How long one recognition or synthesis may take before speech counts as unavailable. */
    SPEECH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Tend <no-reply@tend.local>'),
    /** Where links in e-mails point; defaults to http://localhost:PORT. */
    PUBLIC_URL: z.url().optional(),
    /** Behind a reverse proxy that terminates TLS, so X-Forwarded-Proto decides the Secure cookie flag. */
    TRUST_PROXY: flag.default(false),
    GIT_COMMIT: z.string().optional(),
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    /** Contact the push services may use (RFC 8292), a mailto: or https: URL. */
    VAPID_SUBJECT: z.string().default('mailto:admin@tend.local'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** 'auto': readable lines when stdout is a terminal, JSON otherwise. */
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    WEB_DIST: z.string().optional(),
    /** How often the appointment-reminder sweep runs ('30s', '5m', '1h'). */
    REMINDER_SWEEP_EVERY: every,
    /** How often the practice's own tasks are made and closed ('30s', '5m', '1h'). */
    TASK_SWEEP_EVERY: every,
    /** Where the server writes its scheduled backups (npm run backup uses it too); unset, the server makes none. */
    BACKUP_DIR: z.string().optional(),
    /** How often the server backs up into BACKUP_DIR ('12h', '24h'). */
    BACKUP_EVERY: z
      .string()
      .regex(/^[1-9]\d*[smh]$/, "a duration such as '12h'")
      .default('24h')
      .transform((v) => v as Every),
    /** Where signed anchors of the audit chain's head are written (outside the database). */
    AUDIT_ANCHOR_DIR: z.string().optional(),
    /** The anchors' signing key; unset, one is generated into DATA_DIR/audit-anchor.key. */
    AUDIT_ANCHOR_KEY: z.string().min(32, 'AUDIT_ANCHOR_KEY must be at least 32 characters').optional(),
    /** Encrypts TOTP secrets at rest; unset, a key is generated once into DATA_DIR/keys/mfa.key. */
    MFA_SECRET_KEY: z.string().min(32, 'MFA_SECRET_KEY must be at least 32 characters').optional(),
    /** How often the whole audit chain is verified and its head anchored. */
    AUDIT_VERIFY_EVERY: z
      .string()
      .regex(/^[1-9]\d*[smh]$/, "a duration such as '1h'")
      .default('1h')
      .transform((v) => v as Every),
    /** How many backups to keep in BACKUP_DIR; older ones are deleted after each backup. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
    /** A Twilio-compatible SMS API; texts are sent only when the SID, token and sender are all set. */
    SMS_API_BASE_URL: z.url().default('https://api.twilio.com'),
    SMS_ACCOUNT_SID: z.string().optional(),
    SMS_AUTH_TOKEN: z.string().optional(),
    SMS_FROM: z.string().optional(),
    /** Single sign-on with an OpenID Connect provider: on when the issuer and client id are set (the secret too for confidential clients). */
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    /** The sign-in button's text, e.g. 'Google Workspace'. */
    OIDC_LABEL: z.string().max(60).default('Sign in with SSO'),
  })
  .superRefine((env, ctx) => {
    // Half an SSO configuration is a mistake: an issuer without a client (or a secret without either) signs no one in.
    const oidc = ['OIDC_ISSUER', 'OIDC_CLIENT_ID'] as const;
    if (!oidc.some((key) => env[key]) && !env.OIDC_CLIENT_SECRET) return;
    for (const key of oidc) if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with the other OIDC_ variables' });
    // Tokens over plain HTTP only from a provider on this machine (tests, development).
    const issuer = env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER) : null;
    if (issuer && issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname)))
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'must be an https:// address (http:// only for localhost)' });
  })
  .superRefine((env, ctx) => {
    // Half an SMS configuration is a mistake, not a choice to send no texts.
    const sms = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;
    if (!sms.some((key) => env[key])) return;
    for (const key of sms) if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with the other SMS_ variables' });
  })
  .superRefine((env, ctx) => {
    if (env.SPEECH_PROVIDER === 'openai-compatible' && !env.SPEECH_BASE_URL)
      ctx.addIssue({ code: 'custom', path: ['SPEECH_BASE_URL'], message: 'required when SPEECH_PROVIDER is openai-compatible' });
  })
  .superRefine((env, ctx) => {
    const need = (key: 'AI_BASE_URL' | 'AI_MODEL' | 'AI_API_KEY') => {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required when AI_PROVIDER is ${env.AI_PROVIDER}` });
    };
    if (env.AI_PROVIDER === 'builtin') return;
    need('AI_MODEL');
    if (env.AI_PROVIDER === 'openai-compatible') need('AI_BASE_URL');
    else need('AI_API_KEY');
  });

export type Env = z.infer<typeof envSchema> & { DATA_DIR: string; PUBLIC_URL: string };

/** Boot fails loudly, naming each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  };
}
