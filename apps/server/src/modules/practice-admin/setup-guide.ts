import type { SetupStep } from '@tend/contracts/setup-guide.contract';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { availabilityRules } from '@tend/db/schema/scheduling';
import { staffInvites } from '@tend/db/schema/staff-access';
import { lastBackup } from '../../backup/backups';
import type { Env } from '../../env';
import { readPracticeProfile } from './practice-profile.repo';
import { readPracticeSettings } from './practice-settings-store';
import { activeStaffOf } from './staff-factors';
import { users } from '@tend/db/schema/users';

/** The first-run steps, each done or not from what the practice has really set up. */
export async function setupSteps(db: Db, env: Env, practiceId: string): Promise<SetupStep[]> {
  const profile = await readPracticeProfile(db, practiceId);
  const addressGiven = !!profile.address && !!profile.address.line1 && !!profile.address.city;
  const [invites] = await db.select({ n: count() }).from(staffInvites).where(eq(staffInvites.practiceId, practiceId));
  const [staff] = await db
    .select({ n: count() })
    .from(users)
    .where(and(activeStaffOf(practiceId), ne(users.role, 'admin')));
  const [rules] = await db.select({ n: count() }).from(availabilityRules).where(eq(availabilityRules.practiceId, practiceId));
  const [clientCount] = await db.select({ n: count() }).from(clients).where(eq(clients.practiceId, practiceId));
  const settings = await readPracticeSettings(db, practiceId);
  const builtin = env.AI_PROVIDER === 'builtin';
  const backup = env.BACKUP_DIR ? lastBackup(env.BACKUP_DIR) : null;

  const missingProfile = [!profile.name && 'name', !profile.npi && 'NPI', !addressGiven && 'address'].filter(Boolean);
  return [
    {
      id: 'practice_profile',
      title: 'Complete the practice profile',
      done: missingProfile.length === 0,
      detail: missingProfile.length === 0 ? 'Name, NPI and address are set.' : `Still missing: ${missingProfile.join(', ')}.`,
      path: '/admin/settings#practice-profile',
    },
    {
      id: 'first_clinician',
      title: 'Invite your first clinician',
      done: (invites?.n ?? 0) > 0 || (staff?.n ?? 0) > 0,
      detail: `${staff?.n ?? 0} clinician account(s), ${invites?.n ?? 0} invitation(s) sent.`,
      path: '/admin/users',
    },
    {
      id: 'work_schedule',
      title: 'Set a work schedule',
      done: (rules?.n ?? 0) > 0,
      detail: (rules?.n ?? 0) > 0 ? 'Bookable hours are set.' : 'No clinician has set bookable hours yet.',
      path: '/settings/work-schedule',
    },
    {
      id: 'first_client',
      title: 'Add your first client',
      done: (clientCount?.n ?? 0) > 0,
      detail: `${clientCount?.n ?? 0} client record(s).`,
      path: '/clients',
    },
    {
      id: 'ai_configured',
      title: 'Configure the AI assistant',
      // The built-in engine works out of the box; it counts once an admin has looked at and saved the settings.
      done: !builtin || settings.ai_assistant !== undefined,
      detail: builtin
        ? `Using the built-in offline engine${settings.ai_assistant !== undefined ? '; settings saved.' : '; review and save the assistant settings.'}`
        : `Using ${env.AI_PROVIDER}${env.AI_MODEL ? ` (${env.AI_MODEL})` : ''}.`,
      path: '/admin/settings#ai-assistant',
    },
    {
      id: 'backups',
      title: 'Turn on backups',
      done: !!env.BACKUP_DIR && backup !== null,
      detail: !env.BACKUP_DIR
        ? 'Set BACKUP_DIR (and BACKUP_EVERY) in the server environment.'
        : backup
          ? `Backups every ${env.BACKUP_EVERY}; last at ${backup.at}.`
          : `Backups every ${env.BACKUP_EVERY}; none written yet.`,
      path: '/admin/compliance',
    },
  ];
}
