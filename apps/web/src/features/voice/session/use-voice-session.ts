import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { browserVoicePorts } from './browser-ports';
import type { VoiceSessionPorts } from './voice-ports';
import { VoiceSession, type VoiceSessionOptions } from './voice-session';
import { idleVoiceSnapshot, type VoiceSnapshot } from './voice-snapshot';

/** Holds the session of the current mount: React's strict mode mounts twice, and each mount gets its own session. */
class SessionSlot {
  current: VoiceSession | null = null;
  private readonly listeners = new Set<() => void>();
  private unfollow = () => {};

  set(session: VoiceSession): void {
    this.unfollow();
    this.current = session;
    this.unfollow = session.subscribe(() => this.emit());
    this.emit();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): VoiceSnapshot => this.current?.getSnapshot() ?? idleVoiceSnapshot;

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * A voice session that starts when the component mounts and is released when it unmounts.
 * The options are read once, at the start; the callbacks are always the latest ones given.
 */
export function useVoiceSession(options: VoiceSessionOptions, ports: VoiceSessionPorts = browserVoicePorts) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [slot] = useState(() => new SessionSlot());
  useEffect(() => {
    const session = new VoiceSession(ports, {
      ...latest.current,
      onFinished: (result) => latest.current.onFinished?.(result),
      onDisposed: (sessionId) => latest.current.onDisposed?.(sessionId),
    });
    slot.set(session);
    void session.start();
    return () => session.dispose();
  }, [slot, ports]);
  const snapshot = useSyncExternalStore(slot.subscribe, slot.getSnapshot, slot.getSnapshot);
  return {
    snapshot,
    togglePause: () => slot.current?.togglePause(),
    end: () => slot.current?.end(),
  };
}
