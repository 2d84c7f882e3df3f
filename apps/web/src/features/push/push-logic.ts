/** The service worker that shows pushes (apps/web/public/push-sw.js). */
export { pushWorkerPath as pushWorkerUrl } from '@/lib/service-workers';
export const pushWorkerScope = '/';

/** Spec 4: push is unsupported, or permission is default, granted or denied. */
export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export interface PushEnvironment {
  navigator?: { serviceWorker?: unknown };
  PushManager?: unknown;
  Notification?: { permission?: string };
}

export function pushSupported(env: PushEnvironment): boolean {
  return !!env.navigator?.serviceWorker && !!env.PushManager && !!env.Notification;
}

export function pushPermission(env: PushEnvironment): PushPermission {
  if (!pushSupported(env)) return 'unsupported';
  const permission = env.Notification?.permission;
  return permission === 'granted' || permission === 'denied' ? permission : 'default';
}

/** A VAPID public key (base64url) as the bytes PushManager.subscribe expects. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Spec 8: the push texts. */
export const pushTexts = {
  unsupported: 'Push notifications are not supported in this browser',
  enabled: 'Push notifications enabled successfully',
  denied: 'Push notifications were denied. You can enable them in browser settings.',
  permissionFailed: 'Failed to request notification permission',
  subscribed: 'Successfully subscribed to push notifications',
  subscribeFailed: 'Failed to subscribe to push notifications',
  unsubscribed: 'Unsubscribed from push notifications',
  unsubscribeFailed: 'Failed to unsubscribe from push notifications',
  testSent: 'Test notification sent successfully',
  testFailed: 'Failed to send test notification',
} as const;
