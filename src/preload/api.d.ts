/**
 * What the desktop preload exposes as `window.tabi`. Absent in the plain web build,
 * hence optional on Window. No imports here, so these stay global declarations.
 */
interface TabiBridge {
  readonly isDesktop: true;
  /** The app runs as a kiosk (--kiosk): touch-sized controls, the idle reset. */
  readonly isKiosk: boolean;
  /** Base URL of the API for this launch (bundled server or --api-host), no trailing slash. */
  getApiBaseUrl(): Promise<string>;
  getAppVersion(): Promise<string>;
  /** Kiosk mode: called when nobody touched the screen for the idle time (never otherwise). */
  onKioskIdle(listener: () => void): void;
  /** Kiosk mode: wipes the session (storage, cookies, demo data) and loads the first screen. */
  resetKiosk(): Promise<void>;
}

interface Window {
  tabi?: TabiBridge;
}
