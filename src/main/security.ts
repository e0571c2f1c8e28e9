import { shell, type BrowserWindowConstructorOptions, type WebContents } from 'electron';
import { KIOSK_ARGUMENT, STAFF_CORNER_ARGUMENT } from './channels';

/** Everything else (camera, notifications, HID, ...) is refused: the app never asks for it. */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['geolocation', 'clipboard-sanitized-write']);

export function windowOptions(
  preloadPath: string,
  kiosk: boolean,
  staffCorner = 'top-right',
): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 360,
    minHeight: 560,
    // Shown on ready-to-show so the user never sees an empty white frame.
    show: false,
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    ...(kiosk ? { kiosk: true, fullscreen: true } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      // A visitor at a kiosk must not be able to open DevTools with a shortcut.
      devTools: !kiosk,
      // The page lays out for touch at arm's length (wide.css).
      ...(kiosk ? { additionalArguments: [KIOSK_ARGUMENT, `${STAFF_CORNER_ARGUMENT}=${staffCorner}`] } : {}),
    },
  };
}

export interface CspOptions {
  /**
   * The Vite dev server injects the React Refresh preamble as an inline module script,
   * which a strict script-src would block; never set this for packaged builds.
   */
  dev?: boolean;
}

export function contentSecurityPolicy(apiOrigin: string, options: CspOptions = {}): string {
  const api = new URL(apiOrigin).origin;
  // Newer Leaflet/OSM setups use the bare host, older ones the a/b/c subdomains.
  const tiles = 'https://tile.openstreetmap.org https://*.tile.openstreetmap.org';
  const directives = [
    "default-src 'self'",
    options.dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api} ${tiles}`,
    // Trip packs fetch the tiles they keep.
    `connect-src 'self' ${api} ${tiles}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Same origin as the page the window loads (the bundled server, or the dev server). */
export function isAppUrl(target: string, appUrl: string): boolean {
  let to: URL;
  let app: URL;
  try {
    to = new URL(target);
    app = new URL(appUrl);
  } catch {
    return false;
  }
  // file:, data: and friends share the opaque origin "null", which must never count as ours.
  return to.origin !== 'null' && to.origin === app.origin;
}

function openIfHttps(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return;
  }
  // Plain http links would hand a visitor's traffic to whoever is on the network; drop them.
  if (parsed.protocol !== 'https:') return;
  shell.openExternal(parsed.href).catch((error: unknown) => {
    console.error('[security] could not open external link', error);
  });
}

export interface SecurityPolicy {
  /** The URL the window loads: the bundled server's origin, or the dev server in development. */
  appUrl: string;
  csp: string;
  /**
   * A kiosk opens nothing outside the app: a system browser would leave a stranger outside the
   * kiosk's lock-down (another site, the desktop, the previous visitor's browser profile).
   */
  kiosk: boolean;
}

/** Installs every guard on one window's WebContents and its session. */
export function applySecurity(contents: WebContents, policy: SecurityPolicy): void {
  const leaveApp = (url: string): void => {
    if (!policy.kiosk) openIfHttps(url);
  };
  contents.setWindowOpenHandler(({ url }) => {
    leaveApp(url);
    return { action: 'deny' };
  });

  // A redirect is a navigation too: a same-origin page answering 302 to another site must not
  // take the window there.
  const keepInApp = (event: { preventDefault(): void }, url: string): void => {
    if (isAppUrl(url, policy.appUrl)) return;
    event.preventDefault();
    leaveApp(url);
  };
  contents.on('will-navigate', keepInApp);
  contents.on('will-redirect', keepInApp);

  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });

  const { session } = contents;
  // Only the app's own pages get even the two it uses: a frame or page from elsewhere gets nothing.
  const grants = (permission: string, origin: string | undefined): boolean =>
    ALLOWED_PERMISSIONS.has(permission) && origin !== undefined && isAppUrl(origin, policy.appUrl);
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(grants(permission, details.requestingUrl));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => grants(permission, requestingOrigin));

  session.webRequest.onHeadersReceived((details, callback) => {
    // CSP only governs documents; leave API and tile responses untouched.
    if (details.resourceType !== 'mainFrame' && details.resourceType !== 'subFrame') {
      callback({});
      return;
    }
    const headers: Record<string, string[]> = { ...details.responseHeaders };
    const existingKey = Object.keys(headers).find((key) => key.toLowerCase() === 'content-security-policy');
    // Adding a second policy instead of replacing means a stricter server policy still applies.
    if (existingKey) headers[existingKey] = [...(headers[existingKey] ?? []), policy.csp];
    else headers['Content-Security-Policy'] = [policy.csp];
    callback({ responseHeaders: headers });
  });
}
