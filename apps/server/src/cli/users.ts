/**
 * Accounts for real installs:
 *   npm run users -- create --email E --role R [--name N] [--practice "New name" | --practice ID] [--password-stdin]
 *   npm run users -- list
 *   npm run users -- practices
 *   npm run users -- deactivate --email E
 */
import { parseArgs } from 'node:util';
import { roles } from '@tend/contracts/permissions';
import { passwordSchema } from '@tend/contracts/auth.contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import { loadCommonPasswords } from '../auth/common-passwords';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import { notifySessionsEnded } from '../realtime/pubsub';
import { recordAudit } from '../audit/audit';
import { openConfiguredDatabase } from './open-configured-db';
import { passwordInputProblem, readPassword } from './read-password';
import type { Db } from '@tend/db/client';
import { createPractice } from '@tend/db/new-practice';
import { isUuid } from '@tend/db/uuid';

const usage = `Usage:
  npm run users -- create --email E --role ${roles.filter((r) => r !== 'demo').join('|')} [--name N] [--practice "New practice name" | --practice PRACTICE_ID] [--password-stdin]
  npm run users -- list
  npm run users -- practices      (ids to join an existing practice with --practice)
  npm run users -- deactivate --email E`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    practice: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

async function practiceById(tx: Db, id: string) {
  const [found] = await tx.select().from(practices).where(eq(practices.id, id));
  if (!found) fail(`No practice has the id ${id}. See: npm run users -- practices`);
  return found;
}

async function newPracticeNamed(tx: Db, name: string) {
  const [sameName] = await tx.select({ id: practices.id }).from(practices).where(eq(practices.name, name)).limit(1);
  if (sameName) {
    fail(
      `A practice named "${name}" already exists. To add staff to it, pass its id with --practice (npm run users -- practices lists them); to start another practice, choose a different name.`,
    );
  }
  return createPractice(tx, { name });
}

const command = positionals[0];
if (!command || !['create', 'list', 'practices', 'deactivate'].includes(command)) fail('Choose a command: create, list, practices or deactivate.');

/** The new account's checked fields, read before the database is opened (the embedded one is held while it is open). */
async function newAccountInput() {
  const email = values.email?.trim().toLowerCase();
  const role = roles.find((r) => r === values.role && r !== 'demo');
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) fail('--email is required and must be an e-mail address.');
  if (!role) fail(`--role must be one of ${roles.filter((r) => r !== 'demo').join(', ')}.`);
  const password = await readPassword(values['password-stdin']);
  const problem = passwordInputProblem(password);
  if (problem) fail(problem);
  loadCommonPasswords();
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) fail(checked.error.issues[0]!.message);
  return { email, role, password };
}
const newAccount = command === 'create' ? await newAccountInput() : null;

const { database } = await openConfiguredDatabase();
const { db } = database;
const now = new Date();

try {
  if (command === 'list') {
    const rows = await db
      .select({ user: users, practice: practices.name })
      .from(users)
      .innerJoin(practices, eq(practices.id, users.practiceId))
      .where(eq(users.demoMode, false))
      .orderBy(asc(users.email));
    for (const { user, practice } of rows) console.log(`${user.email}\t${user.role}\t${user.active ? 'active' : 'inactive'}\t${user.name}\t${practice}`);
    if (rows.length === 0) console.log('No accounts yet. Create the first admin with: npm run users -- create --email you@clinic.org --role admin');
  }

  if (command === 'practices') {
    const rows = await db
      .select({ id: practices.id, name: practices.name, createdAt: practices.createdAt, staff: count(users.id) })
      .from(practices)
      .innerJoin(users, and(eq(users.practiceId, practices.id), eq(users.demoMode, false)))
      .groupBy(practices.id)
      .orderBy(asc(practices.createdAt));
    for (const p of rows) console.log(`${p.id}\t${p.name}\t${p.staff} staff\tsince ${p.createdAt.toISOString().slice(0, 10)}`);
    if (rows.length === 0) console.log('No practices yet.');
  }

  if (newAccount) {
    const { email, role, password } = newAccount;
    const passwordHash = await hashPassword(password);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) fail(`An account with ${email} already exists.`);
    const practiceArg = values.practice?.trim() || 'My Practice';
    const created = await db.transaction(async (tx) => {
      // Staff join a practice by its id; a name only ever creates a new practice. Names are not
      // unique (anyone can sign up as "Sunrise Therapy"), so joining by name could put staff into a stranger's practice.
      const practice = isUuid(practiceArg) ? await practiceById(tx, practiceArg) : await newPracticeNamed(tx, practiceArg);
      const [user] = await tx
        .insert(users)
        .values({
          practiceId: practice.id,
          email,
          name: values.name ?? email,
          role,
          isProvider: role === 'therapist' || role === 'supervisor',
          passwordHash,
          // The operator vouches for the accounts they make: no confirmation link is needed.
          emailVerifiedAt: now,
        })
        .returning();
      await recordAudit(tx, { actor: null, ip: 'cli', now }, { action: 'create', recordType: 'user', recordId: user!.id, outcome: 'success' });
      return { user: user!, practice };
    });
    console.log(`Created ${created.user.role} ${email} in practice "${created.practice.name}".`);
  }

  if (command === 'deactivate') {
    const email = values.email?.trim().toLowerCase();
    if (!email) fail('--email is required.');
    const [user] = await db.update(users).set({ active: false, updatedAt: now }).where(eq(users.email, email)).returning();
    if (!user) fail(`No account with ${email}.`);
    await deleteUserSessions(db, user.id);
    await notifySessionsEnded(db, user.id);
    await recordAudit(db, { actor: null, ip: 'cli', now }, { action: 'deactivate', recordType: 'user', recordId: user.id, outcome: 'success' });
    console.log(`Deactivated ${email}; their sessions are ended.`);
  }
} finally {
  await database.close();
}
