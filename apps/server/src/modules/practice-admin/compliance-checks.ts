import type { ComplianceItem } from '@tend/contracts/compliance.contract';
import { aiComplianceOf } from '@tend/contracts/ai-compliance.contract';
import { aiAssistantSettingsSchema } from '@tend/contracts/admin.contract';
import { securitySettingsOf } from '@tend/contracts/security-settings.contract';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { jobs } from '@tend/db/schema/jobs';
import { notes } from '@tend/db/schema/notes';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import { chainCheckResultSchema, verifyChainKind } from '../../audit/verify-chain.job';
import { sessionPolicy } from '../../auth/session-policy';
import { lastBackup } from '../../backup/backups';
import type { Env } from '../../env';
import { everyMs } from '../../jobs/define-job';
import { isDemoAvailable } from '../demo/demo-availability';
import { readPracticeSettings } from './practice-settings-store';
import { activeStaffOf, secondFactorAdoption } from './staff-factors';

const dayMs = 86_400_000;
export const inactiveAfterDays = 90;
export const unsignedAfterDays = 3;

/** "5 h", "3 days": an age for a detail line. */
export const ageText = (ms: number) =>
  ms < 2 * 3_600_000 ? `${Math.max(1, Math.round(ms / 60_000))} min` : ms < 2 * dayMs ? `${Math.round(ms / 3_600_000)} h` : `${Math.round(ms / dayMs)} days`;

/**
 * The practice's compliance checklist, computed from the live state on every call (nothing is
 * stored, so a fix shows at once). Details are counts and settings only: no names, no PHI.
 */
export async function complianceChecks(db: Db, env: Env, practiceId: string, now: Date): Promise<ComplianceItem[]> {
  const settings = await readPracticeSettings(db, practiceId);
  const security = securitySettingsOf(settings);
  const baa = aiComplianceOf(settings);
  const assistant = aiAssistantSettingsSchema.safeParse(settings.ai_assistant ?? {});
  const namesAllowed = assistant.success && assistant.data.allow_client_names_in_prompts;
  const builtin = env.AI_PROVIDER === 'builtin';

  const adoption = await secondFactorAdoption(db, practiceId);
  const [inactive] = await db
    .select({ n: count() })
    .from(users)
    .where(and(activeStaffOf(practiceId), lt(sql`coalesce(${users.lastSignInAt}, ${users.createdAt})`, new Date(now.getTime() - inactiveAfterDays * dayMs))));
  const [unsigned] = await db
    .select({ n: count() })
    .from(notes)
    .where(and(eq(notes.practiceId, practiceId), eq(notes.status, 'draft'), lt(notes.createdAt, new Date(now.getTime() - unsignedAfterDays * dayMs))));
  const [practice] = await db.select({ demo: practices.demo }).from(practices).where(eq(practices.id, practiceId));
  const [clientCount] = await db.select({ n: count() }).from(clients).where(eq(clients.practiceId, practiceId));
  const demoOffered = await isDemoAvailable(db, env.DEMO_MODE);
  const [chain] = await db
    .select({ result: jobs.result, finishedAt: jobs.finishedAt })
    .from(jobs)
    .where(and(eq(jobs.kind, verifyChainKind), eq(jobs.status, 'done')))
    .orderBy(desc(jobs.finishedAt))
    .limit(1);

  const missing = adoption.staff - adoption.withFactor;
  const attested = baa.baa_attested_at !== null;
  return [
    {
      id: 'mfa',
      title: 'Two-factor sign-in',
      // The count is the truth: requiring a second factor is not having one. Until every active staff
      // member has enrolled, someone can still sign in with a password alone.
      status: missing === 0 ? 'ok' : 'attention',
      detail:
        `${adoption.withFactor} of ${adoption.staff} active staff have a second factor.` +
        (security.require_mfa
          ? missing === 0
            ? ' Required at sign-in.'
            : ` Required at sign-in: ${missing === 1 ? 'the one other sets one up' : `the ${missing} others set one up`} when they next sign in.`
          : ' Not required for this practice.'),
      fix_path: '/admin/settings#security',
    },
    {
      id: 'inactive_accounts',
      title: `Staff accounts unused for ${inactiveAfterDays} days`,
      status: (inactive?.n ?? 0) === 0 ? 'ok' : 'attention',
      detail: `${inactive?.n ?? 0} active staff account(s) have not signed in for ${inactiveAfterDays} days or more; deactivate those no longer needed.`,
      fix_path: '/admin/users',
    },
    {
      id: 'unsigned_notes',
      title: `Notes unsigned after ${unsignedAfterDays} days`,
      status: (unsigned?.n ?? 0) === 0 ? 'ok' : 'attention',
      detail: `${unsigned?.n ?? 0} draft note(s) older than ${unsignedAfterDays} days in the practice.`,
      fix_path: '/notes',
    },
    {
      id: 'ai_provider',
      title: 'AI provider and business associate agreement',
      status: builtin || attested ? 'ok' : 'attention',
      detail: builtin
        ? 'The built-in offline engine runs on this server; no data leaves it and no agreement is needed.'
        : `Provider ${env.AI_PROVIDER}${env.AI_MODEL ? ` (${env.AI_MODEL})` : ''}. ` +
          (attested ? `BAA attested ${baa.baa_attested_at!.slice(0, 10)}${baa.baa_provider ? ` with ${baa.baa_provider}` : ''}.` : 'No BAA attested.'),
      fix_path: '/admin/settings#ai-assistant',
    },
    {
      id: 'client_names_in_prompts',
      title: 'Client names in AI prompts',
      status: namesAllowed && !builtin && !attested ? 'attention' : 'ok',
      detail: !namesAllowed
        ? 'Off: client names are replaced before text reaches the assistant.'
        : builtin
          ? 'On, with the built-in engine: names stay on this server.'
          : attested
            ? 'On, covered by the attested BAA.'
            : 'On, sent to an external provider without an attested BAA.',
      fix_path: '/admin/settings#ai-assistant',
    },
    backupItem(env, now),
    {
      id: 'demo_mode',
      title: 'Demo sign-in',
      status: demoOffered && !practice?.demo && (clientCount?.n ?? 0) > 0 ? 'attention' : 'ok',
      detail: demoOffered
        ? `Demo sign-in is offered on this server (DEMO_MODE ${env.DEMO_MODE === 'auto' ? 'auto' : 'on'}); this practice holds ${clientCount?.n ?? 0} client record(s).`
        : 'Demo sign-in is not offered on this server.',
      fix_path: '/admin/setup-guides',
    },
    {
      id: 'session_timeouts',
      title: 'Session time-outs',
      status: 'ok',
      detail: `Signed out after ${sessionPolicy.idleMs / 60_000} min idle and ${sessionPolicy.absoluteMs / 3_600_000} h at most.`,
      fix_path: '/admin/settings#security',
    },
    chainItem(chain, now),
  ];
}

/** Attention when backups are off, none was made, or the last is older than two periods (at most 48 h). */
function backupItem(env: Env, now: Date): ComplianceItem {
  const base = { id: 'backups' as const, title: 'Backups', fix_path: '/admin/setup-guides#backups' };
  if (!env.BACKUP_DIR) return { ...base, status: 'attention', detail: 'BACKUP_DIR is not set: the server makes no scheduled backups.' };
  const last = lastBackup(env.BACKUP_DIR);
  if (!last) return { ...base, status: 'attention', detail: `Backups every ${env.BACKUP_EVERY}; none has been written yet.` };
  const age = now.getTime() - Date.parse(last.at);
  const limit = Math.min(2 * everyMs(env.BACKUP_EVERY), 2 * dayMs);
  return {
    ...base,
    status: age > limit ? 'attention' : 'ok',
    detail: `Backups every ${env.BACKUP_EVERY}; the last was ${ageText(age)} ago (${Math.round(last.bytes / 1024)} KB).`,
  };
}

function chainItem(chain: { result: unknown; finishedAt: Date | null } | undefined, now: Date): ComplianceItem {
  const base = { id: 'audit_chain' as const, title: 'Audit trail integrity', fix_path: '/admin/audit-logs' };
  const result = chainCheckResultSchema.safeParse(chain?.result);
  if (!chain || !result.success) return { ...base, status: 'attention', detail: 'The audit chain has not been verified yet.' };
  const age = chain.finishedAt ? ` ${ageText(now.getTime() - chain.finishedAt.getTime())} ago` : '';
  return result.data.ok && result.data.anchors_ok !== false
    ? // The last verification as it was: the count is of the events up to then, not of the trail today.
      {
        ...base,
        status: 'ok',
        detail: `Last verified${age}: intact (${result.data.events_checked} ${result.data.events_checked === 1 ? 'event' : 'events'} checked).`,
      }
    : { ...base, status: 'attention', detail: `The last check${age} found a problem; open the audit log to see where.` };
}
