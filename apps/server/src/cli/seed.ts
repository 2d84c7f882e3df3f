/** Seeds the named personas (README "Personas") into an empty database, for development and browser tests. */
import { count } from 'drizzle-orm';
import { users } from '@tend/db/schema/users';
import { seedPassword } from '@tend/db/seed/personas';
import { seedPersonas } from '@tend/db/seed/seed-personas';
import { hashPassword } from '../auth/passwords';
import { openConfiguredDatabase } from './open-configured-db';

const { database } = await openConfiguredDatabase();
try {
  const [existing] = await database.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) {
    console.log('Database already has users; seed skipped.');
  } else {
    await seedPersonas(database.db, { passwordHash: await hashPassword(process.env.SEED_PASSWORD ?? seedPassword) });
    console.log('Seeded the persona practices (password: the SEED_PASSWORD variable, or the documented persona password).');
  }
} finally {
  await database.close();
}
