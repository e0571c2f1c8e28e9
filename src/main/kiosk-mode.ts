import { app, powerSaveBlocker, type BrowserWindow } from 'electron';
import type { Backend } from './backend';
import type { DesktopConfig } from './config';
import { scheduleDailyRestart } from './daily-restart';
import { createIdleTimer, createKioskHandoff, minutesToMs, resetKioskSession } from './kiosk';
import type { KioskLog } from './kiosk-log';
import { IPC_EVENTS } from './channels';
import { createCloseGuard, isBlockedShortcut } from './lockdown';
import { createDisplayAwake } from './power';
import { createCrashStorm, createHangWatch } from './recovery';
import { createStaffGate } from './staff';

/** How long the renderer may take to end the visitor's sign-in before the wipe goes ahead. */
const KIOSK_GRACE_MS = 5_000;
/** A renderer hung this long is reloaded: nobody is at an unattended kiosk to press "wait". */
export const HANG_GRACE_MS = 10_000;
const STAFF_UNLOCK_MS = 2 * 60_000;

export interface KioskModeDeps {
  win: BrowserWindow;
  backend: () => Backend;
  config: DesktopConfig;
  log: KioskLog;
  loadHome: () => Promise<void>;
}

/** A fresh process: after a crash storm (at once) or the daily restart (gracefully). */
function relaunch(graceful: boolean, allowClose: () => void): void {
  allowClose();
  app.relaunch();
  if (graceful) app.quit();
  else app.exit(0);
}

/** Everything a kiosk adds to the window; returns what the renderer's IPC calls reach. */
export function installKioskMode({ win, backend, config, log, loadHome }: KioskModeDeps) {
  const contents = win.webContents;
  const closeGuard = createCloseGuard();
  const display = createDisplayAwake(powerSaveBlocker);

  const handoff = createKioskHandoff({
    notifyRenderer: () => contents.send(IPC_EVENTS.kioskIdle),
    reset: async () => {
      await resetKioskSession(contents, backend(), loadHome);
      // The renderer ended the sign-in on the host; its data is the host's, never reset from here.
      log.write(
        config.apiHost
          ? `reset: visitor signed out, local state wiped; ${config.apiHost} data untouched`
          : 'reset: local state wiped, demo data restored',
      );
    },
    graceMs: KIOSK_GRACE_MS,
  });
  const idle = createIdleTimer({ idleMs: minutesToMs(config.kioskIdleMinutes), onIdle: handoff.idle });
  // input-event covers mouse and touch as well, unlike before-input-event.
  contents.on('input-event', () => idle.activity());

  const storm = createCrashStorm({
    limit: 3,
    windowMs: 60_000,
    onStorm: () => {
      log.write('three crashes within a minute: relaunching');
      relaunch(false, closeGuard.allowClose);
    },
  });
  const hang = createHangWatch({
    graceMs: HANG_GRACE_MS,
    onHang: () => {
      log.write(`renderer unresponsive for ${HANG_GRACE_MS} ms: reloading the home page`);
      if (!storm.crash()) void loadHome();
    },
  });
  win.on('unresponsive', hang.unresponsive);
  win.on('responsive', hang.responsive);
  contents.on('render-process-gone', (_event, details) => {
    log.write(`renderer gone: ${details.reason} (exit code ${details.exitCode})`);
    if (!storm.crash()) void loadHome();
  });
  app.on('child-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    log.write(`${details.type} process ${details.name ?? ''} gone: ${details.reason} (exit code ${details.exitCode})`);
    storm.crash();
  });

  contents.on('before-input-event', (event, input) => {
    if (isBlockedShortcut(input)) event.preventDefault();
  });
  // Pinch and ctrl+wheel zoom: the app's own text size is the only zoom.
  void contents.setVisualZoomLevelLimits(1, 1);
  contents.on('zoom-changed', () => contents.setZoomFactor(1));
  win.on('close', closeGuard.onClose);

  display.on();
  const daily = scheduleDailyRestart({
    hour: config.dailyRestartHour,
    isIdle: idle.isIdle,
    restart: () => {
      log.write(`daily restart at ${config.dailyRestartHour}:00`);
      relaunch(true, closeGuard.allowClose);
    },
  });
  win.on('closed', () => {
    idle.stop();
    hang.stop();
    daily.stop();
    display.off();
  });
  app.on('will-quit', () => display.off());

  const gate = createStaffGate({
    pinHash: config.staffPinHash,
    unlockMs: STAFF_UNLOCK_MS,
    maxAttempts: 5,
    lockoutMs: 5 * 60_000,
  });
  idle.start();
  return {
    resetKiosk: handoff.requested,
    staff: {
      async unlock(pin: string): Promise<StaffUnlockAnswer> {
        const result = await gate.unlock(pin);
        log.write(`staff panel: ${result}`);
        if (result !== 'unlocked') return { result };
        return { result, version: app.getVersion(), logTail: log.tail(40) };
      },
      exit(): void {
        if (!gate.isUnlocked()) throw new Error('Staff panel is locked');
        log.write('staff exit');
        display.off();
        closeGuard.allowClose();
        app.quit();
      },
    },
  };
}
