/**
 * One platform interface, two implementations: the desktop app asks its preload bridge, the web
 * build reads its build-time configuration (empty: the same origin as the page).
 */
export interface Platform {
  kind: 'desktop' | 'web';
  apiBaseUrl(): Promise<string>;
  appVersion(): Promise<string>;
  reload(): void;
  /** The desktop app in kiosk mode: its idle signal, and the session wipe that follows (null elsewhere). */
  kiosk: KioskPlatform | null;
}

export interface KioskPlatform {
  /** Nobody touched the screen for the idle time. */
  onIdle(listener: () => void): void;
  /** Wipes what only the shell can (cookie jar, caches, demo data) and loads the first screen. */
  reset(): Promise<void>;
  /** The screen corner staff tap five times to open their panel. */
  staffCorner: string | null;
  staffUnlock(pin: string): Promise<StaffUnlockAnswer>;
  staffExit(): Promise<void>;
}

const webPlatform: Platform = {
  kind: 'web',
  apiBaseUrl: async () => (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, ''),
  appVersion: async () => import.meta.env.VITE_APP_VERSION ?? 'web',
  reload: () => window.location.reload(),
  kiosk: null,
};

const desktopPlatform = (bridge: TabiBridge): Platform => ({
  kind: 'desktop',
  apiBaseUrl: () => bridge.getApiBaseUrl(),
  appVersion: () => bridge.getAppVersion(),
  reload: () => window.location.reload(),
  kiosk: bridge.isKiosk
    ? {
        onIdle: (listener) => bridge.onKioskIdle(listener),
        reset: () => bridge.resetKiosk(),
        staffCorner: bridge.staffCorner,
        staffUnlock: (pin) => bridge.staffUnlock(pin),
        staffExit: () => bridge.staffExit(),
      }
    : null,
});

export const platform: Platform =
  typeof window !== 'undefined' && window.tabi ? desktopPlatform(window.tabi) : webPlatform;
