import { create } from 'zustand';

/** What the app itself is doing (not data): connectivity, a waiting update, installability. */
interface AppStatus {
  online: boolean;
  updateReady: boolean;
  /** Set when the browser offered installation (Chromium's beforeinstallprompt). */
  installPrompt: BeforeInstallPromptEvent | null;
}

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const useAppStatus = create<AppStatus>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  updateReady: false,
  installPrompt: null,
}));

/** Keeps `online` and `installPrompt` in step with the browser. Called once at boot. */
export function watchBrowserStatus(target: Window = window) {
  const setOnline = () => useAppStatus.setState({ online: target.navigator.onLine });
  target.addEventListener('online', setOnline);
  target.addEventListener('offline', setOnline);
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // we show our own "Install app" action instead of the mini-infobar
    useAppStatus.setState({ installPrompt: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => useAppStatus.setState({ installPrompt: null }));
}
