import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '@tend/db/client';

export interface UserEvent {
  userId: string;
  event: Record<string, unknown>;
}

/** Sessions of a user ended (one, by hash, or all when null): their sockets close everywhere. No PHI. */
export interface SessionsEnded {
  userId: string;
  sessionsEnded: { sessionHash: string | null };
}

/** A user's account changed (role, permissions, active): cached sessions of theirs are forgotten everywhere. No PHI. */
export interface AccountChanged {
  userId: string;
  accountChanged: true;
}

export type HubMessage = UserEvent | SessionsEnded | AccountChanged;

/** Fan-out of per-user messages: in-process on one server, Postgres LISTEN/NOTIFY across several. */
export interface PubSub {
  publish(message: HubMessage): Promise<void>;
  subscribe(handler: (message: HubMessage) => void): () => void;
  close(): Promise<void>;
}

export function inProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit('event', message);
    },
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export const userEventsChannel = 'tend_user_events';
const channel = userEventsChannel;
// NOTIFY payloads are limited to 8000 bytes; events carry ids, and big fields are dropped.
const maxPayloadBytes = 7500;

/** Every instance LISTENs on one channel and delivers the events for the users connected to it. */
export async function postgresPubSub(url: string, onError: (error: unknown) => void): Promise<PubSub> {
  const local = inProcessPubSub();
  const listener = new pg.Client({ connectionString: url });
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', onError);
  listener.on('error', onError);
  await listener.connect();
  listener.on('notification', (msg) => {
    if (msg.channel !== channel || !msg.payload) return;
    try {
      void local.publish(JSON.parse(msg.payload) as HubMessage);
    } catch (error) {
      onError(error);
    }
  });
  await listener.query(`listen ${channel}`);
  return {
    async publish(message) {
      let payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > maxPayloadBytes && 'event' in message)
        payload = JSON.stringify({ ...message, event: { ...message.event, content: null, truncated: true } });
      await publisher.query('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: (handler) => local.subscribe(handler),
    async close() {
      await local.close();
      await listener.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}

/**
 * For a process without a hub (the command-line tools): tells every running server on PostgreSQL
 * to close the user's sockets. On PGlite no server can be running beside it, so nothing listens.
 */
export async function notifySessionsEnded(db: Db, userId: string): Promise<void> {
  const message: SessionsEnded = { userId, sessionsEnded: { sessionHash: null } };
  await db.execute(sql`select pg_notify(${userEventsChannel}, ${JSON.stringify(message)})`);
}
