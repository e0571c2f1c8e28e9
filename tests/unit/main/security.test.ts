import type { WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const openExternal = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('electron', () => ({ shell: { openExternal } }));

import {
  ALLOWED_PERMISSIONS,
  applySecurity,
  contentSecurityPolicy,
  isAppUrl,
  windowOptions,
} from '../../../src/main/security';
import { KIOSK_ARGUMENT } from '../../../src/main/channels';

type Listener = (...args: any[]) => unknown;

/** A WebContents stand-in that records every handler applySecurity installs. */
function fakeWebContents() {
  const listeners = new Map<string, Listener>();
  const captured: {
    windowOpen?: Listener;
    permissionRequest?: Listener;
    permissionCheck?: Listener;
    headersReceived?: Listener;
  } = {};
  const contents = {
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, listener);
      return contents;
    }),
    setWindowOpenHandler: vi.fn((handler: Listener) => {
      captured.windowOpen = handler;
    }),
    session: {
      setPermissionRequestHandler: vi.fn((handler: Listener) => {
        captured.permissionRequest = handler;
      }),
      setPermissionCheckHandler: vi.fn((handler: Listener) => {
        captured.permissionCheck = handler;
      }),
      webRequest: {
        onHeadersReceived: vi.fn((handler: Listener) => {
          captured.headersReceived = handler;
        }),
      },
    },
  };
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.(...args);
  return { contents: contents as unknown as WebContents, captured, emit, listeners };
}

const navEvent = () => ({ preventDefault: vi.fn() });
/** The bundled mock server, which serves the renderer in a packaged app. */
const APP = 'http://127.0.0.1:40123/';
const APP_DEV = 'http://localhost:5173/';
const CSP = "default-src 'self'";

beforeEach(() => {
  openExternal.mockClear();
});

describe('windowOptions', () => {
  it('locks the renderer down', () => {
    const options = windowOptions('/app/out/preload/index.cjs', false);
    expect(options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(options.kiosk).toBeUndefined();
    expect(options.webPreferences?.additionalArguments).toBeUndefined();
    expect(options.fullscreen).toBeUndefined();
    expect(options.show).toBe(false);
  });

  it('goes fullscreen kiosk without menu bar or DevTools in kiosk mode', () => {
    const options = windowOptions('/p.cjs', true);
    expect(options).toMatchObject({ kiosk: true, fullscreen: true, autoHideMenuBar: true });
    expect(options.webPreferences).toMatchObject({ devTools: false, sandbox: true, contextIsolation: true });
    // The preload tells the page, which then lays out for touch.
    expect(options.webPreferences?.additionalArguments).toEqual([KIOSK_ARGUMENT, '--tabi-staff-corner=top-right']);
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (csp: string) =>
    new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

  it('is strict and lets the API origin and OSM tiles through', () => {
    const csp = directives(contentSecurityPolicy('http://127.0.0.1:43123'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'blob:',
        'http://127.0.0.1:43123',
        'https://*.tile.openstreetmap.org',
      ]),
    );
    // Scripts call the API and fetch the tiles a trip pack keeps; nothing else.
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:43123',
      'https://tile.openstreetmap.org',
      'https://*.tile.openstreetmap.org',
    ]);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('uses only the origin of an API base URL with a path', () => {
    const csp = contentSecurityPolicy('https://api.tabi.example/v1/');
    expect(csp).toContain("connect-src 'self' https://api.tabi.example https://tile.openstreetmap.org");
    expect(csp).not.toContain('/v1');
  });

  it('never allows eval, and inline scripts only for the dev server', () => {
    expect(contentSecurityPolicy('https://a.example')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(contentSecurityPolicy('https://a.example', { dev: true })).toContain("script-src 'self' 'unsafe-inline'");
  });
});

describe('isAppUrl', () => {
  it('accepts same-origin URLs for an http app', () => {
    expect(isAppUrl('http://localhost:5173/places/3', APP_DEV)).toBe(true);
    expect(isAppUrl('http://localhost:5174/', APP_DEV)).toBe(false);
    expect(isAppUrl('https://localhost:5173/', APP_DEV)).toBe(false);
    expect(isAppUrl('https://evil.example/', APP_DEV)).toBe(false);
  });

  it("confines the packaged app to the bundled server's origin: no other port, no local files", () => {
    expect(isAppUrl(`${APP}feedDetail?id=3`, APP)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:40123/assets/x.js', APP)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:40124/', APP)).toBe(false);
    expect(isAppUrl('http://localhost:40123/', APP)).toBe(false);
    expect(isAppUrl('file:///etc/passwd', APP)).toBe(false);
    expect(
      isAppUrl(
        'file:///opt/tabi/resources/app/out/renderer/index.html',
        'file:///opt/tabi/resources/app/out/renderer/index.html',
      ),
    ).toBe(false);
    expect(isAppUrl('https://evil.example/', APP)).toBe(false);
  });

  it('rejects garbage', () => {
    expect(isAppUrl('not a url', APP_DEV)).toBe(false);
    expect(isAppUrl('data:text/html,hi', APP_DEV)).toBe(false);
  });
});

describe('applySecurity', () => {
  it('denies every window.open and hands only https links to the OS browser', () => {
    const { contents, captured } = fakeWebContents();
    applySecurity(contents, { appUrl: APP, csp: CSP, kiosk: false });

    expect(captured.windowOpen?.({ url: 'https://www.visitkorea.or.kr/' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://www.visitkorea.or.kr/');

    for (const url of ['http://insecure.example/', 'file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share']) {
      expect(captured.windowOpen?.({ url })).toEqual({ action: 'deny' });
    }
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('does not crash when the OS refuses to open a link', async () => {
    openExternal.mockReturnValueOnce(Promise.reject(new Error('no browser')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { contents, captured } = fakeWebContents();
    applySecurity(contents, { appUrl: APP, csp: CSP, kiosk: false });
    captured.windowOpen?.({ url: 'https://example.com/' });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    error.mockRestore();
  });

  it('allows in-app navigation and blocks the rest', () => {
    const { contents, emit } = fakeWebContents();
    applySecurity(contents, { appUrl: APP_DEV, csp: CSP, kiosk: false });

    const inside = navEvent();
    emit('will-navigate', inside, 'http://localhost:5173/plans');
    expect(inside.preventDefault).not.toHaveBeenCalled();

    const outside = navEvent();
    emit('will-navigate', outside, 'https://phish.example/login');
    expect(outside.preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledWith('https://phish.example/login');

    const insecure = navEvent();
    emit('will-navigate', insecure, 'http://phish.example/');
    expect(insecure.preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('guards redirects like navigations: a redirect off the app is stopped', () => {
    const { contents, emit } = fakeWebContents();
    applySecurity(contents, { appUrl: APP, csp: CSP, kiosk: false });
    const inside = navEvent();
    emit('will-redirect', inside, 'http://127.0.0.1:40123/redirectOauth?code=1');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    for (const url of ['https://evil.example/steal', 'http://127.0.0.1:5222/', 'file:///etc/passwd']) {
      const event = navEvent();
      emit('will-redirect', event, url);
      expect(event.preventDefault, url).toHaveBeenCalled();
    }
  });

  it('in kiosk mode opens nothing outside the app, whatever the link', () => {
    const { contents, captured, emit } = fakeWebContents();
    applySecurity(contents, { appUrl: APP, csp: CSP, kiosk: true });
    expect(captured.windowOpen?.({ url: 'https://www.visitkorea.or.kr/' })).toEqual({ action: 'deny' });
    const away = navEvent();
    emit('will-navigate', away, 'https://maps.example/');
    expect(away.preventDefault).toHaveBeenCalled();
    const redirected = navEvent();
    emit('will-redirect', redirected, 'https://maps.example/');
    expect(redirected.preventDefault).toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('blocks navigation from the app to local files', () => {
    const { contents, emit } = fakeWebContents();
    applySecurity(contents, { appUrl: APP, csp: CSP, kiosk: false });
    const event = navEvent();
    emit('will-navigate', event, 'file:///home/user/.ssh/id_rsa');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('refuses to attach webviews', () => {
    const { contents, emit } = fakeWebContents();
    applySecurity(contents, { appUrl: APP, csp: CSP, kiosk: false });
    const event = navEvent();
    emit('will-attach-webview', event, {}, {});
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it("grants only geolocation and sanitized clipboard writes, and only to the app's own origin", () => {
    const { contents, captured } = fakeWebContents();
    applySecurity(contents, { appUrl: APP, csp: CSP, kiosk: false });
    expect([...ALLOWED_PERMISSIONS].sort()).toEqual(['clipboard-sanitized-write', 'geolocation']);

    const decide = (permission: string, requestingUrl = `${new URL(APP).origin}/places`) => {
      const callback = vi.fn();
      captured.permissionRequest?.(contents, permission, callback, { requestingUrl });
      return callback.mock.calls[0]?.[0];
    };
    expect(decide('geolocation')).toBe(true);
    expect(decide('clipboard-sanitized-write')).toBe(true);
    for (const permission of ['media', 'notifications', 'clipboard-read', 'openExternal', 'hid', 'unknown']) {
      expect(decide(permission)).toBe(false);
    }
    expect(decide('geolocation', 'https://evil.example/')).toBe(false);
    expect(decide('geolocation', 'file:///')).toBe(false);

    expect(captured.permissionCheck?.(contents, 'geolocation', new URL(APP).origin, {})).toBe(true);
    expect(captured.permissionCheck?.(contents, 'geolocation', 'file:///', {})).toBe(false);
    expect(captured.permissionCheck?.(contents, 'media', new URL(APP).origin, {})).toBe(false);
  });

  it('injects the CSP into document responses', () => {
    const { contents, captured } = fakeWebContents();
    applySecurity(contents, { appUrl: APP_DEV, csp: CSP, kiosk: false });
    const callback = vi.fn();
    captured.headersReceived?.(
      { resourceType: 'mainFrame', url: APP_DEV, responseHeaders: { 'Content-Type': ['text/html'] } },
      callback,
    );
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CSP] },
    });
  });

  it('adds to, rather than replaces, a policy the server already sent', () => {
    const { contents, captured } = fakeWebContents();
    applySecurity(contents, { appUrl: APP_DEV, csp: CSP, kiosk: false });
    const callback = vi.fn();
    captured.headersReceived?.(
      {
        resourceType: 'subFrame',
        url: APP_DEV,
        responseHeaders: { 'content-security-policy': ["default-src 'none'"] },
      },
      callback,
    );
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'content-security-policy': ["default-src 'none'", CSP] },
    });
  });

  it('copes with responses that have no headers and leaves subresources alone', () => {
    const { contents, captured } = fakeWebContents();
    applySecurity(contents, { appUrl: APP, csp: CSP, kiosk: false });
    const doc = vi.fn();
    captured.headersReceived?.({ resourceType: 'mainFrame', url: APP }, doc);
    expect(doc).toHaveBeenCalledWith({ responseHeaders: { 'Content-Security-Policy': [CSP] } });

    const xhr = vi.fn();
    captured.headersReceived?.({ resourceType: 'xhr', url: 'http://127.0.0.1:1/api/feed', responseHeaders: {} }, xhr);
    expect(xhr).toHaveBeenCalledWith({});
  });
});
