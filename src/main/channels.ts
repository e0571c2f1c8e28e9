/**
 * IPC channel names shared by main and preload. Main only answers these, so the
 * renderer cannot reach any other handler even if it gets hold of ipcRenderer.
 */
export const IPC_CHANNELS = {
  getApiBaseUrl: 'tabi:get-api-base-url',
  getAppVersion: 'tabi:get-app-version',
  /** Kiosk mode: the renderer forgot its visitor and asks for the session wipe. */
  resetKiosk: 'tabi:reset-kiosk',
  /** Kiosk mode: the staff panel's PIN; answers what the panel shows once it is right. */
  staffUnlock: 'tabi:staff-unlock',
  /** Kiosk mode, unlocked staff panel only: leave the kiosk. */
  staffExit: 'tabi:staff-exit',
} as const;

/** The renderer's flag naming the corner staff tap (kiosk.json staffCorner), e.g. `--tabi-staff-corner=top-right`. */
export const STAFF_CORNER_ARGUMENT = '--tabi-staff-corner';

/** The renderer's command-line flag in kiosk mode: the preload reads it before any page loads. */
export const KIOSK_ARGUMENT = '--tabi-kiosk';

/** Messages main sends the renderer. */
export const IPC_EVENTS = {
  /** Kiosk mode: nobody touched the screen for the idle time. */
  kioskIdle: 'tabi:kiosk-idle',
} as const;
