/**
 * The bare baseline of the load benchmark: a plain Fastify instance (no plugins, no session, no
 * audit) with one route doing a primary-key select of a client row — through its own `pg` pool
 * on PostgreSQL, or the app's own PGlite instance on the embedded database.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import type { Database } from '@tend/db/client';

/** The app's pool size: openPostgres in packages/db/src/client.ts defaults to 10 and openDatabase passes none. */
const appPoolMax = 10;
const selectClient = 'select * from clients where id = $1';

type Select = (id: string) => Promise<unknown>;

function selectorFor(database: Database): { select: Select; close: () => Promise<void> } {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: appPoolMax });
    return { select: async (id) => (await pool.query(selectClient, [id])).rows[0], close: () => pool.end() };
  }
  // drizzle keeps the client it was given as $client: the same in-process database the app queries.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // BENCH_BARE_PGLITE=prepared: the app's prepared-statement path (pglite-prepared.ts); else PGlite's own query().
  const query = process.env.BENCH_BARE_PGLITE === 'prepared' ? client.query.bind(client) : PGlite.prototype.query.bind(client);
  return { select: async (id) => (await query(selectClient, [id])).rows[0], close: async () => undefined };
}

export async function startBareApp(database: Database): Promise<{ base: string; close: () => Promise<void> }> {
  const { select, close } = selectorFor(database);
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/bare/clients/:id', async (request, reply) => {
    const row = await select(request.params.id);
    return row ? row : reply.code(404).send({ error: 'not found' });
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    close: async () => {
      await app.close();
      await close();
    },
  };
}
