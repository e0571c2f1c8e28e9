import { existsSync } from 'node:fs';
import { app, BrowserWindow, dialog } from 'electron';
import { startBackend, type Backend } from './backend';
import { parseDesktopConfig, type DesktopConfig } from './config';
import { registerIpcHandlers } from './ipc';
import { IPC_EVENTS } from './channels';
import { createIdleTimer, createKioskHandoff, minutesToMs, resetKioskSession } from './kiosk';
import { appPaths } from './paths';
import { applySecurity, contentSecurityPolicy, isAppUrl, windowOptions } from './security';

function fatal(title: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[tabi] ${title}: ${message}`);
  dialog.showErrorBox(title, message);
  app.exit(1);
}

/** How long the renderer may take to end the visitor's sign-in before the wipe goes ahead. */
const KIOSK_GRACE_MS = 5_000;

/** Idle detection and reset; returns what the renderer's reset request runs. */
function installKiosk(
  win: BrowserWindow,
  backend: Backend,
  config: DesktopConfig,
  loadHome: () => Promise<void>,
): () => Promise<void> {
  const handoff = createKioskHandoff({
    notifyRenderer: () => win.webContents.send(IPC_EVENTS.kioskIdle),
    reset: () => resetKioskSession(win.webContents, backend, loadHome),
    graceMs: KIOSK_GRACE_MS,
  });
  const idle = createIdleTimer({ idleMs: minutesToMs(config.kioskIdleMinutes), onIdle: handoff.idle });
  // input-event covers mouse and touch as well, unlike before-input-event.
  win.webContents.on('input-event', () => idle.activity());
  // Nobody is at an unattended kiosk to press reload after a renderer crash.
  win.webContents.on('render-process-gone', () => {
    void loadHome();
  });
  win.on('closed', () => idle.stop());
  idle.start();
  return handoff.requested;
}

async function main(config: DesktopConfig): Promise<void> {
  await app.whenReady();
  const paths = appPaths(__dirname);

  const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const backend = await startBackend({
    apiHost: config.apiHost,
    serverEntry: paths.serverEntry,
    files: {
      webRoot: paths.rendererRoot,
      migrationsFolder: paths.migrationsFolder,
      sqlFolder: paths.sqlFolder,
      // Without the packaging step (npm run dev) the module's own build is tried.
      nativeBinding: existsSync(paths.electronSqlite) ? paths.electronSqlite : undefined,
      // In development the page comes from the dev server, which the API must then let in.
      allowedOrigins: devUrl ? [new URL(devUrl).origin] : undefined,
    },
    // Each kiosk launch starts from the demo data, even after a crash mid-session.
    resetOnStart: config.kiosk,
  });
  let stopped = false;
  app.on('will-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    void backend.stop().finally(() => {
      stopped = true;
      app.quit();
    });
  });

  const appUrl = devUrl ?? `${backend.appUrl}/`;
  let resetKiosk: (() => Promise<void>) | undefined;
  registerIpcHandlers({
    apiBaseUrl: backend.baseUrl,
    appVersion: app.getVersion(),
    isTrustedUrl: (url) => isAppUrl(url, appUrl),
    resetKiosk: config.kiosk ? () => resetKiosk?.() ?? Promise.resolve() : undefined,
  });

  const win = new BrowserWindow(windowOptions(paths.preload, config.kiosk));
  if (config.kiosk) win.removeMenu();
  applySecurity(win.webContents, {
    appUrl,
    csp: contentSecurityPolicy(backend.baseUrl, { dev: devUrl !== undefined }),
    kiosk: config.kiosk,
  });
  win.once('ready-to-show', () => win.show());

  const loadHome = (): Promise<void> => win.loadURL(appUrl);
  if (config.kiosk) {
    await win.webContents.session.clearStorageData();
    resetKiosk = installKiosk(win, backend, config, loadHome);
  }
  await loadHome();
}

let config: DesktopConfig | undefined;
try {
  config = parseDesktopConfig(process.argv.slice(1), process.env);
} catch (error) {
  fatal('Tabi: invalid configuration', error);
}

// A second instance would open the same SQLite file and fight over it.
if (config && app.requestSingleInstanceLock()) {
  app.on('second-instance', () => {
    const [win] = BrowserWindow.getAllWindows();
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  // The bundled server lives and dies with the window, so there is no dock-only state to keep on macOS.
  app.on('window-all-closed', () => app.quit());
  main(config).catch((error: unknown) => fatal('Tabi could not start', error));
} else if (config) {
  app.quit();
}
