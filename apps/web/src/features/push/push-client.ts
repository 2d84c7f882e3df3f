import { api } from '@/lib/api';
import { base64UrlToBytes, pushPermission, pushWorkerScope, pushWorkerUrl, type PushPermission } from './push-logic';

export function currentPermission(): PushPermission {
  return pushPermission(globalThis);
}

/**
 * The push worker's registration, registering it when missing. Start-up unregisters service
 * workers (spec 7), so this is only called after that has run (see waitForStartupCleanup).
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(pushWorkerScope);
  if (existing?.active?.scriptURL.endsWith(pushWorkerUrl) || existing?.installing || existing?.waiting) return existing;
  await navigator.serviceWorker.register(pushWorkerUrl, { scope: pushWorkerScope });
  return navigator.serviceWorker.ready;
}

/** Gives main.tsx's unregisterServiceWorkers() time to finish before the push worker registers. */
export function waitForStartupCleanup(): Promise<void> {
  const ready =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => addEventListener('load', () => resolve(), { once: true }));
  return ready.then(() => new Promise((resolve) => setTimeout(resolve, 1000)));
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(pushWorkerScope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Subscribes this browser (or reuses its subscription) and tells the server. */
export async function subscribe(userId: string): Promise<PushSubscription> {
  const registration = await pushRegistration();
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { public_key } = await api.get<{ public_key: string }>('/push/public-key');
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(public_key) });
  }
  await api.post<unknown>('/push-subscription', { subscription: subscription.toJSON(), userId });
  return subscription;
}

export async function unsubscribe(userId: string): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const json = subscription.toJSON();
  await subscription.unsubscribe();
  await api.request<unknown>('/push-subscription', { method: 'DELETE', body: { subscription: json, userId } });
}

export async function sendTest(userId: string, message = 'Test notification from Tend'): Promise<void> {
  await api.post<unknown>('/push-notification/test', { userId, message });
}
