import { registerSW } from 'virtual:pwa-register';
import { useAppStatus } from './state/app-status';
import { flushBeforeReload } from './state/lifecycle';

const UPDATE_CHECK_MS = 30 * 60 * 1000;

let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;

/** Registers the service worker; a new version waits for the person's "Reload". */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  applyUpdate = registerSW({
    immediate: true,
    // A worker that another page of this first visit started installing is reported as waiting
    // too (workbox-window's "external" worker), yet it is the first version, not an update: only
    // a page that a version already controls has something to reload into.
    onNeedRefresh: () => {
      if (navigator.serviceWorker.controller) useAppStatus.setState({ updateReady: true });
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // While the app stays open (an installed app may run for days) look for new versions.
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}

/** "Reload" on the update notice: save what is pending, then switch to the new version. */
export async function reloadToUpdate() {
  await flushBeforeReload();
  if (!applyUpdate || !navigator.serviceWorker.controller) {
    window.location.reload();
    return;
  }
  // Reload once the new version controls the page (workbox-window only reports this for
  // updates it found itself, not for ones found by another tab or the periodic check).
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  await applyUpdate(true);
}
