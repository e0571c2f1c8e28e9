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
  /** Kiosk mode: the screen corner staff tap five times to open their panel; null outside kiosk mode. */
  readonly staffCorner: string | null;
  /** Kiosk mode: checks the staff PIN in main; with the right one, what the panel shows. */
  staffUnlock(pin: string): Promise<StaffUnlockAnswer>;
  /** Kiosk mode, within two minutes of the right PIN: leaves the kiosk. */
  staffExit(): Promise<void>;
}

type StaffUnlockAnswer =
  { result: 'unlocked'; version: string; logTail: string[] } | { result: 'wrong' | 'locked-out' | 'no-pin' };

interface Window {
  tabi?: TabiBridge;
}
