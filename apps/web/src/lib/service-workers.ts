/** Spec 7: service workers left by earlier builds are unregistered at startup. */
export function unregisterServiceWorkers(): void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  container
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch((error: unknown) => console.warn('Could not unregister service workers', error));
}
