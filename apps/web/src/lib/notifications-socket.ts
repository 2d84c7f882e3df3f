import { useEffect } from 'react';
import { wsServerEventSchema, type WsServerEvent } from '@tend/contracts/notifications.contract';
import { useCurrentUser } from './session/me-query';

type Listener = (event: WsServerEvent) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let socketUser: string | null = null;
let wanted: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Spec 7: /ws/notifications/{uuid}; the session cookie authenticates the handshake. */
function open(uuid: string) {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/notifications/${uuid}`;
  const next = new WebSocket(url);
  socket = next;
  socketUser = uuid;
  next.onmessage = (message) => {
    const parsed = wsServerEventSchema.safeParse(JSON.parse(String(message.data)));
    if (parsed.success) for (const listener of listeners) listener(parsed.data);
  };
  next.onclose = () => {
    if (socket !== next) return;
    socket = null;
    socketUser = null;
    // Reconnect while someone still wants this user's stream; the 1 s check below also catches it.
    clearTimeout(retryTimer);
    retryTimer = setTimeout(reconcile, 2000);
  };
}

/** Opens, closes or switches the socket to match the signed-in user (spec: re-checked every 1 s). */
function reconcile() {
  if (socketUser === wanted && socket) return;
  socket?.close();
  socket = null;
  socketUser = null;
  if (wanted && typeof WebSocket !== 'undefined') open(wanted);
}

let checker: ReturnType<typeof setInterval> | undefined;

export function setNotificationsUser(uuid: string | null): void {
  wanted = uuid;
  checker ??= setInterval(reconcile, 1000);
  reconcile();
}

/** Listens to this user's live events (notifications, SOAP progress) while mounted. */
export function useNotificationsSocket(listener: Listener): void {
  const user = useCurrentUser();
  const uuid = user?.uuid ?? null;
  useEffect(() => {
    setNotificationsUser(uuid);
  }, [uuid]);
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}
