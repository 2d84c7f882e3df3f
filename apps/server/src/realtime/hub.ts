import type { WebSocket } from 'ws';
import type { PubSub, UserEvent } from './pubsub';

/** The sockets connected to this instance, per user; events reach every socket of their user only. */
export class NotificationHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly pubsub: PubSub) {
    this.unsubscribe = pubsub.subscribe((message) => this.deliver(message));
  }

  /** Publishes to the user's sockets on every instance. */
  notifyUser(userId: string, event: Record<string, unknown>): Promise<void> {
    return this.pubsub.publish({ userId, event });
  }

  add(userId: string, socket: WebSocket): void {
    const set = this.sockets.get(userId) ?? new Set();
    set.add(socket);
    this.sockets.set(userId, set);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  get connectedSockets(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  private deliver({ userId, event }: UserEvent): void {
    const data = JSON.stringify(event);
    for (const socket of this.sockets.get(userId) ?? []) if (socket.readyState === socket.OPEN) socket.send(data);
  }

  async close(): Promise<void> {
    this.unsubscribe();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server shutting down');
    await this.pubsub.close();
  }
}
