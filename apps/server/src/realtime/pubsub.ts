import { EventEmitter } from 'node:events';
import pg from 'pg';

export interface UserEvent {
  userId: string;
  event: Record<string, unknown>;
}

/** Fan-out of per-user events: in-process on one server, Postgres LISTEN/NOTIFY across several. */
export interface PubSub {
  publish(message: UserEvent): Promise<void>;
  subscribe(handler: (message: UserEvent) => void): () => void;
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

const channel = 'tend_user_events';
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
      void local.publish(JSON.parse(msg.payload) as UserEvent);
    } catch (error) {
      onError(error);
    }
  });
  await listener.query(`listen ${channel}`);
  return {
    async publish(message) {
      let payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > maxPayloadBytes) payload = JSON.stringify({ ...message, event: { ...message.event, content: null, truncated: true } });
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
