import type { WebSocket } from 'ws';
import type { HubMessage, PubSub } from './pubsub';

/** Close code for a socket whose session ended (logout, password reset, revoke, deactivation). */
export const sessionEndedCloseCode = 4001;

/** The sockets connected to this instance, per user; events reach every socket of their user only. */
export class NotificationHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  // The session each socket was opened with, so ending one session closes only its sockets.
  private readonly sessionOf = new WeakMap<WebSocket, string | null>();
  // Sockets of another protocol (voice) that only need closing when their session ends.
  private readonly closeOnly = new WeakSet<WebSocket>();
  private readonly unsubscribe: () => void;
  // Told of every ended session and changed account, this instance's own at once (the session cache).
  private readonly sessionListeners = new Set<(userId: string, sessionHash: string | null) => void>();

  constructor(private readonly pubsub: PubSub) {
    this.unsubscribe = pubsub.subscribe((message) => this.deliver(message));
  }

  /** Publishes to the user's sockets on every instance. */
  notifyUser(userId: string, event: Record<string, unknown>): Promise<void> {
    return this.pubsub.publish({ userId, event });
  }

  /** Closes, on every instance, the user's sockets opened with that session — or all of them when null. */
  endSessions(userId: string, sessionHash: string | null): Promise<void> {
    this.tellSessionListeners(userId, sessionHash);
    return this.pubsub.publish({ userId, sessionsEnded: { sessionHash } });
  }

  /** The user's role, permissions or state changed: every instance stops trusting what it cached of their sessions. */
  accountChanged(userId: string): Promise<void> {
    this.tellSessionListeners(userId, null);
    return this.pubsub.publish({ userId, accountChanged: true });
  }

  /** Called with (user, session hash) when a session ends, or (user, null) for all of the user's sessions. */
  onSessionsChanged(listener: (userId: string, sessionHash: string | null) => void): void {
    this.sessionListeners.add(listener);
  }

  private tellSessionListeners(userId: string, sessionHash: string | null): void {
    for (const listener of this.sessionListeners) listener(userId, sessionHash);
  }

  /** A socket that gets no events but is closed with its session (the voice stream). */
  track(userId: string, socket: WebSocket, sessionHash: string | null): void {
    this.closeOnly.add(socket);
    this.add(userId, socket, sessionHash);
  }

  add(userId: string, socket: WebSocket, sessionHash: string | null): void {
    const set = this.sockets.get(userId) ?? new Set();
    set.add(socket);
    this.sessionOf.set(socket, sessionHash);
    this.sockets.set(userId, set);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(userId) === set) this.sockets.delete(userId);
    });
  }

  get connectedSockets(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  private deliver(message: HubMessage): void {
    if ('accountChanged' in message) return this.tellSessionListeners(message.userId, null);
    const sockets = [...(this.sockets.get(message.userId) ?? [])];
    if ('sessionsEnded' in message) {
      const { sessionHash } = message.sessionsEnded;
      // Another instance's too (this one's were told before publishing; twice is harmless).
      this.tellSessionListeners(message.userId, sessionHash);
      for (const socket of sockets) {
        if (sessionHash !== null && this.sessionOf.get(socket) !== sessionHash) continue;
        // Removed at once so not one more event reaches it while the close handshake runs.
        this.sockets.get(message.userId)?.delete(socket);
        socket.close(sessionEndedCloseCode, 'session ended');
      }
      return;
    }
    const data = JSON.stringify(message.event);
    for (const socket of sockets) if (socket.readyState === socket.OPEN && !this.closeOnly.has(socket)) socket.send(data);
  }

  async close(): Promise<void> {
    this.unsubscribe();
    for (const set of this.sockets.values()) for (const socket of set) socket.close(1001, 'server shutting down');
    await this.pubsub.close();
  }
}
