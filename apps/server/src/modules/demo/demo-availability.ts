import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { users } from '@tend/db/schema/users';
import type { Env } from '../../env';

/**
 * Whether demo sign-in is offered now. DEMO_MODE on or off decides alone; 'auto' (the default)
 * offers it only while no real admin account exists: once someone sets the install up for real
 * records (the CLI's first admin, or a sign-up, which makes its registrant an admin), demo
 * practices stop being handed out. One indexed-size query at the moment of asking, so there is
 * no cache to fall out of step with the users table.
 */
export async function isDemoAvailable(db: Db, setting: Env['DEMO_MODE']): Promise<boolean> {
  if (setting !== 'auto') return setting;
  const [realAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.demoMode, false)))
    .limit(1);
  return !realAdmin;
}
