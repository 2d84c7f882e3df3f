/** Tend's own push worker; every other service worker is stale. */
export const pushWorkerPath = '/push-sw.js';

const isPushWorker = (registration: ServiceWorkerRegistration) =>
  (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL.endsWith(pushWorkerPath) ?? false;

/**
 * Spec 7: service workers left by earlier builds are unregistered at startup — except the push
 * worker, whose unregistration would also delete the user's push subscription.
 */
export function unregisterServiceWorkers(): void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  container
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.filter((r) => !isPushWorker(r)).map((r) => r.unregister())))
    .catch((error: unknown) => console.warn('Could not unregister service workers', error));
}
