import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
import { startBackend } from './backend';
import { parseDesktopConfig, SITE_CONFIG_FILE, type DesktopConfig } from './config';
import { registerIpcHandlers } from './ipc';
import { createKioskLog } from './kiosk-log';
import { installKioskMode } from './kiosk-mode';
import { appPaths } from './paths';
import { superviseServer } from './recovery';
import { applySecurity, contentSecurityPolicy, isAppUrl, windowOptions } from './security';

function fatal(title: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[tabi] ${title}: ${message}`);
  dialog.showErrorBox(title, message);
  app.exit(1);
}

async function main(config: DesktopConfig): Promise<void> {
  await app.whenReady();
  const paths = appPaths(__dirname);

  const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
  const startServer = () =>
    startBackend({
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
  const log = createKioskLog(join(app.getPath('userData'), 'kiosk.log'));
  let reloadWindow = (): void => {};
  // A restarted server serves the same origin (the preferred port is free again), so the window
  // only needs to load it once it answers.
  const server = superviseServer(await startServer(), {
    start: startServer,
    onRestarted: () => reloadWindow(),
    log: (line) => log.write(line),
  });
  const backend = server.current;
  let stopped = false;
  app.on('will-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    void server.stop().finally(() => {
      stopped = true;
      app.quit();
    });
  });

  const appUrl = devUrl ?? `${backend.appUrl}/`;
  const win = new BrowserWindow(windowOptions(paths.preload, config.kiosk, config.staffCorner));
  if (config.kiosk) win.removeMenu();
  applySecurity(win.webContents, {
    appUrl,
    csp: contentSecurityPolicy(backend.baseUrl, { dev: devUrl !== undefined }),
    kiosk: config.kiosk,
  });
  win.once('ready-to-show', () => win.show());

  const loadHome = (): Promise<void> => win.loadURL(appUrl);
  reloadWindow = () => void loadHome();
  const kiosk = config.kiosk
    ? installKioskMode({ win, backend: () => server.current, config, log, loadHome })
    : undefined;
  registerIpcHandlers({
    apiBaseUrl: backend.baseUrl,
    appVersion: app.getVersion(),
    isTrustedUrl: (url) => isAppUrl(url, appUrl),
    resetKiosk: kiosk?.resetKiosk,
    staff: kiosk?.staff,
  });
  if (config.kiosk) await win.webContents.session.clearStorageData();
  await loadHome();
}

let config: DesktopConfig | undefined;
try {
  const siteFile = join(app.getPath('userData'), SITE_CONFIG_FILE);
  const siteText = existsSync(siteFile) ? readFileSync(siteFile, 'utf8') : undefined;
  config = parseDesktopConfig(process.argv.slice(1), process.env, siteText);
  // The site's language becomes the window's navigator.language, which the first screen follows.
  if (config.language) app.commandLine.appendSwitch('lang', config.language);
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
