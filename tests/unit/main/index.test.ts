import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPin } from '../../../src/main/staff';

type Listener = (...args: any[]) => unknown;

const state = vi.hoisted(() => {
  // One user-data folder for the file (set below, once imports exist): kiosk.json and kiosk.log live there.
  const userData = { path: '' };

  const listeners = (target: { _on: Map<string, Listener[]> }) => ({
    on: vi.fn((event: string, listener: Listener) => {
      target._on.set(event, [...(target._on.get(event) ?? []), listener]);
      return target;
    }),
    once: vi.fn((event: string, listener: Listener) => {
      target._on.set(event, [...(target._on.get(event) ?? []), listener]);
      return target;
    }),
  });
  const emit = (target: { _on: Map<string, Listener[]> }, event: string, ...args: unknown[]) =>
    (target._on.get(event) ?? []).forEach((l) => l(...args));

  const app: any = { _on: new Map() };
  Object.assign(app, listeners(app), {
    isPackaged: true,
    whenReady: vi.fn(() => Promise.resolve()),
    getVersion: vi.fn(() => '0.1.0'),
    requestSingleInstanceLock: vi.fn(() => true),
    quit: vi.fn(),
    exit: vi.fn(),
    relaunch: vi.fn(),
    getPath: vi.fn(() => userData.path),
    commandLine: { appendSwitch: vi.fn() },
  });

  const windows: any[] = [];
  class BrowserWindow {
    static getAllWindows = () => windows;
    _on = new Map<string, Listener[]>();
    options: unknown;
    webContents: any;
    removeMenu = vi.fn();
    show = vi.fn();
    loadFile = vi.fn(() => Promise.resolve());
    loadURL = vi.fn(() => Promise.resolve());
    on!: Listener;
    once!: Listener;
    constructor(options: unknown) {
      this.options = options;
      Object.assign(this, listeners(this));
      const contents: any = { _on: new Map() };
      Object.assign(contents, listeners(contents), {
        setWindowOpenHandler: vi.fn(),
        send: vi.fn(),
        setVisualZoomLevelLimits: vi.fn(() => Promise.resolve()),
        setZoomFactor: vi.fn(),
        session: {
          clearStorageData: vi.fn(() => Promise.resolve()),
          setPermissionRequestHandler: vi.fn(),
          setPermissionCheckHandler: vi.fn(),
          webRequest: { onHeadersReceived: vi.fn() },
        },
      });
      this.webContents = contents;
      windows.push(this);
    }
  }

  const crashListeners: Array<(reason: string) => void> = [];
  const backend = {
    appUrl: 'http://127.0.0.1:40123',
    baseUrl: 'http://127.0.0.1:40123',
    reset: vi.fn(async () => {}),
    stop: vi.fn(async () => {}),
    onUnexpectedExit: vi.fn((listener: (reason: string) => void) => crashListeners.push(listener)),
  };
  return {
    app,
    windows,
    BrowserWindow,
    emit,
    backend,
    crashListeners,
    userData,
    powerSaveBlocker: { start: vi.fn(() => 7), stop: vi.fn() },
    startBackend: vi.fn(async (_options: unknown) => backend),
    dialog: { showErrorBox: vi.fn() },
    ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
    shell: { openExternal: vi.fn(() => Promise.resolve()) },
  };
});

vi.mock('electron', () => ({
  app: state.app,
  BrowserWindow: state.BrowserWindow,
  dialog: state.dialog,
  ipcMain: state.ipcMain,
  shell: state.shell,
  powerSaveBlocker: state.powerSaveBlocker,
}));
vi.mock('../../../src/main/backend', () => ({ startBackend: state.startBackend }));

state.userData.path = mkdtempSync(join(tmpdir(), 'tabi-user-data-'));
const originalArgv = process.argv;

async function launch(args: string[] = [], env: Record<string, string | undefined> = {}) {
  process.argv = ['/opt/tabi/tabi', '.', ...args];
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.resetModules();
  await import('../../../src/main/index');
  // main() is fire-and-forget at module level; let its awaits drain.
  await vi.waitFor(() => {
    const settled =
      state.app.exit.mock.calls.length > 0 ||
      state.app.quit.mock.calls.length > 0 ||
      state.windows.some((w) => w.loadFile.mock.calls.length + w.loadURL.mock.calls.length > 0);
    if (!settled) throw new Error('still starting');
  });
  return state.windows[0];
}

beforeEach(() => {
  vi.clearAllMocks();
  state.windows.length = 0;
  state.app._on.clear();
  state.crashListeners.length = 0;
  rmSync(join(state.userData.path, 'kiosk.json'), { force: true });
  rmSync(join(state.userData.path, 'kiosk.log'), { force: true });
  state.app.isPackaged = true;
  state.app.requestSingleInstanceLock.mockReturnValue(true);
  state.startBackend.mockImplementation(async () => state.backend);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  process.argv = originalArgv;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('main process wiring', () => {
  it('starts the bundled backend, opens a sandboxed window and loads the renderer it serves over http', async () => {
    const win = await launch([], { TABI_API_HOST: undefined, ELECTRON_RENDERER_URL: undefined });
    expect(state.startBackend).toHaveBeenCalledExactlyOnceWith({
      apiHost: undefined,
      serverEntry: expect.stringMatching(/mock-server\.js$/),
      files: {
        webRoot: expect.stringMatching(/renderer$/),
        migrationsFolder: expect.stringMatching(/main[\\/]db[\\/]migrations$/),
        sqlFolder: expect.stringMatching(/main[\\/]db[\\/]sql$/),
        // No packaging step has run in the test tree: the module's own build is used.
        nativeBinding: undefined,
      },
      resetOnStart: false,
    });
    expect(win.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(win.options.webPreferences.preload).toMatch(/preload[\\/]index\.(cjs|js|mjs)$/);
    expect(win.loadURL).toHaveBeenCalledWith('http://127.0.0.1:40123/');
    expect(win.loadFile).not.toHaveBeenCalled();
    expect(win.removeMenu).not.toHaveBeenCalled();
    expect(win.webContents.setWindowOpenHandler).toHaveBeenCalled();
    expect(win.webContents.session.webRequest.onHeadersReceived).toHaveBeenCalled();
    expect(state.ipcMain.handle).toHaveBeenCalledTimes(5);
  });

  it('passes --api-host through to the backend', async () => {
    await launch(['--api-host=https://api.tabi.example']);
    expect(state.startBackend).toHaveBeenCalledWith(expect.objectContaining({ apiHost: 'https://api.tabi.example' }));
  });

  it('with a real API host: the page still comes from the bundled server, the API calls and the CSP go to the host', async () => {
    state.startBackend.mockImplementation(async () => ({ ...state.backend, baseUrl: 'https://api.tabi.example' }));
    const win = await launch(['--api-host=https://api.tabi.example']);
    expect(win.loadURL).toHaveBeenCalledWith('http://127.0.0.1:40123/');

    const handlers = new Map(
      (state.ipcMain.handle.mock.calls as unknown as Array<[string, Listener]>).map(([channel, handler]) => [
        channel,
        handler,
      ]),
    );
    const fromApp = { senderFrame: { url: 'http://127.0.0.1:40123/pointShop' } };
    expect(handlers.get('tabi:get-api-base-url')!(fromApp)).toBe('https://api.tabi.example');
    // Only the page the window loaded may ask, not a page of the API host.
    expect(() => handlers.get('tabi:get-api-base-url')!({ senderFrame: { url: 'https://api.tabi.example/' } })).toThrow(
      /untrusted/,
    );

    const [onHeaders] = win.webContents.session.webRequest.onHeadersReceived.mock.calls[0]!;
    const answer = vi.fn();
    onHeaders({ resourceType: 'mainFrame', url: 'http://127.0.0.1:40123/', responseHeaders: {} }, answer);
    const csp = (answer.mock.calls[0] as unknown as [{ responseHeaders: Record<string, string[]> }])[0].responseHeaders[
      'Content-Security-Policy'
    ]![0]!;
    expect(csp).toContain("connect-src 'self' https://api.tabi.example");
    expect(csp).toContain("script-src 'self';");
  });

  it('loads the dev server URL when unpackaged', async () => {
    state.app.isPackaged = false;
    const win = await launch([], { ELECTRON_RENDERER_URL: 'http://localhost:5173' });
    expect(win.loadURL).toHaveBeenCalledWith('http://localhost:5173');
    expect(win.loadFile).not.toHaveBeenCalled();
    // The page is then on the dev server's origin, which the bundled API must let in by name.
    expect(state.startBackend).toHaveBeenCalledWith(
      expect.objectContaining({ files: expect.objectContaining({ allowedOrigins: ['http://localhost:5173'] }) }),
    );
  });

  it('ignores ELECTRON_RENDERER_URL in a packaged app', async () => {
    const win = await launch([], { ELECTRON_RENDERER_URL: 'http://attacker.example' });
    expect(win.loadURL).toHaveBeenCalledExactlyOnceWith('http://127.0.0.1:40123/');
    expect(state.startBackend).toHaveBeenCalledWith(
      expect.objectContaining({ files: expect.objectContaining({ allowedOrigins: undefined }) }),
    );
  });

  it('in kiosk mode starts from clean data and storage, with no menu and an idle watcher', async () => {
    const win = await launch(['--kiosk', '--kiosk-idle-minutes=2']);
    expect(state.startBackend).toHaveBeenCalledWith(expect.objectContaining({ resetOnStart: true }));
    expect(win.options).toMatchObject({ kiosk: true, fullscreen: true });
    expect(win.removeMenu).toHaveBeenCalled();
    expect(win.webContents.session.clearStorageData).toHaveBeenCalled();
    expect(win.webContents._on.has('input-event')).toBe(true);
    expect(win.webContents._on.has('render-process-gone')).toBe(true);
    state.emit(win, 'closed');
  });

  it("in kiosk mode the renderer's reset request wipes storage, restores the demo data and loads the first screen; outside kiosk it is refused", async () => {
    const handlerOf = () =>
      new Map(
        (state.ipcMain.handle.mock.calls as unknown as Array<[string, Listener]>).map(([channel, handler]) => [
          channel,
          handler,
        ]),
      ).get('tabi:reset-kiosk')!;
    const fromApp = { senderFrame: { url: 'http://127.0.0.1:40123/feedDetail?id=1' } };
    const win = await launch(['--kiosk']);
    win.webContents.session.clearStorageData.mockClear();
    win.loadURL.mockClear();
    state.backend.reset.mockClear();
    await handlerOf()(fromApp);
    expect(win.webContents.session.clearStorageData).toHaveBeenCalledOnce();
    expect(state.backend.reset).toHaveBeenCalledOnce();
    expect(win.loadURL).toHaveBeenCalledWith('http://127.0.0.1:40123/');
    state.emit(win, 'closed');

    state.ipcMain.handle.mockClear();
    await launch([]);
    expect(() => handlerOf()(fromApp)).toThrow(/not running as a kiosk/i);
  });

  it('in kiosk mode no link, navigation or redirect leaves the app for the system browser; outside kiosk https links do', async () => {
    const tryToLeave = (win: any) => {
      const [openHandler] = win.webContents.setWindowOpenHandler.mock.calls[0] as [
        (details: { url: string }) => unknown,
      ];
      expect(openHandler({ url: 'https://www.visitkorea.or.kr/' })).toEqual({ action: 'deny' });
      for (const event of ['will-navigate', 'will-redirect']) {
        const blocked = { preventDefault: vi.fn() };
        state.emit(win.webContents, event, blocked, 'https://phish.example/login');
        expect(blocked.preventDefault, event).toHaveBeenCalled();
      }
    };
    const kiosk = await launch(['--kiosk']);
    tryToLeave(kiosk);
    expect(state.shell.openExternal).not.toHaveBeenCalled();
    state.emit(kiosk, 'closed');

    state.windows.length = 0;
    const desk = await launch([]);
    tryToLeave(desk);
    expect(state.shell.openExternal).toHaveBeenCalledTimes(3);
  });

  it('shows an error and exits on a bad flag, before starting anything', async () => {
    await launch(['--kiosk-idle-minutes=never']);
    expect(state.dialog.showErrorBox).toHaveBeenCalledWith(
      expect.stringContaining('invalid configuration'),
      expect.stringContaining('--kiosk-idle-minutes'),
    );
    expect(state.app.exit).toHaveBeenCalledWith(1);
    expect(state.startBackend).not.toHaveBeenCalled();
  });

  it('reads kiosk.json from the user-data folder, and a flag overrides it', async () => {
    writeFileSync(
      join(state.userData.path, 'kiosk.json'),
      JSON.stringify({ apiHost: 'https://site.example', language: 'ja' }),
    );
    await launch(['--kiosk']);
    expect(state.startBackend).toHaveBeenCalledWith(expect.objectContaining({ apiHost: 'https://site.example' }));
    expect(state.app.commandLine.appendSwitch).toHaveBeenCalledWith('lang', 'ja');
    state.emit(state.windows[0], 'closed');

    state.windows.length = 0;
    await launch(['--kiosk', '--api-host=https://flag.example']);
    expect(state.startBackend).toHaveBeenLastCalledWith(expect.objectContaining({ apiHost: 'https://flag.example' }));
    state.emit(state.windows[0], 'closed');
  });

  it('refuses to start on a bad kiosk.json, naming the file and the setting', async () => {
    writeFileSync(join(state.userData.path, 'kiosk.json'), JSON.stringify({ idleMinutes: -1 }));
    await launch(['--kiosk']);
    expect(state.dialog.showErrorBox).toHaveBeenCalledWith(
      expect.stringContaining('invalid configuration'),
      expect.stringContaining('kiosk.json: idleMinutes: must be greater than 0'),
    );
    expect(state.startBackend).not.toHaveBeenCalled();
  });

  it('shows an error and exits when the backend cannot start', async () => {
    state.startBackend.mockRejectedValueOnce(new Error('Mock server did not become ready within 15000 ms'));
    await launch();
    expect(state.dialog.showErrorBox).toHaveBeenCalledWith('Tabi could not start', expect.stringContaining('15000'));
    expect(state.app.exit).toHaveBeenCalledWith(1);
    expect(state.windows).toHaveLength(0);
  });

  it('quits at once when another instance already runs', async () => {
    state.app.requestSingleInstanceLock.mockReturnValue(false);
    await launch();
    expect(state.app.quit).toHaveBeenCalled();
    expect(state.startBackend).not.toHaveBeenCalled();
  });

  it('stops the backend before quitting', async () => {
    await launch();
    const event = { preventDefault: vi.fn() };
    state.emit(state.app, 'will-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(state.backend.stop).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(state.app.quit).toHaveBeenCalled());
    // The second will-quit (from that app.quit) must go through.
    const again = { preventDefault: vi.fn() };
    state.emit(state.app, 'will-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });
});

describe('kiosk mode wiring', () => {
  const handler = (channel: string) =>
    new Map(
      (state.ipcMain.handle.mock.calls as unknown as Array<[string, Listener]>).map(([name, fn]) => [name, fn]),
    ).get(channel)!;
  const fromApp = { senderFrame: { url: 'http://127.0.0.1:40123/' } };
  const kioskLog = () => readFileSync(join(state.userData.path, 'kiosk.log'), 'utf8');

  afterEach(() => {
    vi.useRealTimers();
    for (const win of state.windows) state.emit(win, 'closed');
  });

  it('keeps the display awake while in kiosk mode and lets it sleep once the window is gone', async () => {
    const win = await launch(['--kiosk']);
    expect(state.powerSaveBlocker.start).toHaveBeenCalledExactlyOnceWith('prevent-display-sleep');
    state.emit(win, 'closed');
    expect(state.powerSaveBlocker.stop).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('does not hold the display awake outside kiosk mode', async () => {
    await launch([]);
    expect(state.powerSaveBlocker.start).not.toHaveBeenCalled();
  });

  it('refuses to close and swallows close, reload, devtools and zoom shortcuts, but lets typing through', async () => {
    const win = await launch(['--kiosk']);
    const close = { preventDefault: vi.fn() };
    state.emit(win, 'close', close);
    expect(close.preventDefault).toHaveBeenCalled();
    const press = (key: string, mods: Partial<Record<'control' | 'alt' | 'shift' | 'meta', boolean>> = {}) => {
      const event = { preventDefault: vi.fn() };
      state.emit(win.webContents, 'before-input-event', event, {
        type: 'keyDown',
        key,
        control: false,
        alt: false,
        shift: false,
        meta: false,
        ...mods,
      });
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(press('w', { control: true })).toBe(true);
    expect(press('F4', { alt: true })).toBe(true);
    expect(press('F5')).toBe(true);
    expect(press('I', { control: true, shift: true })).toBe(true);
    expect(press('=', { control: true })).toBe(true);
    expect(press('a')).toBe(false);
    expect(press('ㅎ')).toBe(false);
    expect(win.webContents.setVisualZoomLevelLimits).toHaveBeenCalledWith(1, 1);
  });

  it('reloads the home page when the renderer stays unresponsive, not when it recovers', async () => {
    const win = await launch(['--kiosk']);
    vi.useFakeTimers();
    win.loadURL.mockClear();
    state.emit(win, 'unresponsive');
    await vi.advanceTimersByTimeAsync(5_000);
    state.emit(win, 'responsive');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(win.loadURL).not.toHaveBeenCalled();
    state.emit(win, 'unresponsive');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(win.loadURL).toHaveBeenCalledExactlyOnceWith('http://127.0.0.1:40123/');
    expect(kioskLog()).toMatch(/renderer unresponsive/);
  });

  it('logs a crash with its reason and reloads; the third crash within a minute relaunches the app', async () => {
    const win = await launch(['--kiosk']);
    win.loadURL.mockClear();
    state.emit(win.webContents, 'render-process-gone', {}, { reason: 'oom', exitCode: 9 });
    state.emit(state.app, 'child-process-gone', {}, { type: 'GPU', reason: 'crashed', exitCode: 1 });
    expect(win.loadURL).toHaveBeenCalledOnce();
    expect(state.app.relaunch).not.toHaveBeenCalled();
    state.emit(win.webContents, 'render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    expect(state.app.relaunch).toHaveBeenCalledOnce();
    expect(state.app.exit).toHaveBeenCalledWith(0);
    expect(kioskLog()).toMatch(/renderer gone: oom \(exit code 9\)/);
    expect(kioskLog()).toMatch(/GPU process .*gone: crashed/);
    expect(kioskLog()).toMatch(/three crashes within a minute/);
  });

  it('restarts a server that died, then reloads the window once the new one answers', async () => {
    const win = await launch(['--kiosk']);
    vi.useFakeTimers();
    win.loadURL.mockClear();
    state.startBackend.mockClear();
    state.crashListeners.splice(0).forEach((crashed) => crashed('exit code 134'));
    await vi.advanceTimersByTimeAsync(999);
    expect(state.startBackend).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(state.startBackend).toHaveBeenCalledOnce();
    expect(win.loadURL).toHaveBeenCalledExactlyOnceWith('http://127.0.0.1:40123/');
    expect(kioskLog()).toMatch(/server exited: exit code 134/);
  });

  it('with --api-host the reset wipes local state and says the host data was left alone', async () => {
    const win = await launch(['--kiosk', '--api-host=https://api.tabi.example']);
    win.webContents.session.clearStorageData.mockClear();
    await handler('tabi:reset-kiosk')(fromApp);
    expect(win.webContents.session.clearStorageData).toHaveBeenCalledOnce();
    expect(kioskLog()).toMatch(/visitor signed out, local state wiped; https:\/\/api\.tabi\.example data untouched/);
  });

  it('opens the staff exit only after the right PIN', async () => {
    writeFileSync(join(state.userData.path, 'kiosk.json'), JSON.stringify({ staffPinHash: await hashPin('2468') }));
    const win = await launch(['--kiosk']);
    expect(() => handler('tabi:staff-exit')(fromApp)).toThrow(/locked/);
    expect(await handler('tabi:staff-unlock')(fromApp, '1111')).toEqual({ result: 'wrong' });
    expect(await handler('tabi:staff-unlock')(fromApp, { pin: '2468' })).toEqual({ result: 'wrong' });
    const answer = (await handler('tabi:staff-unlock')(fromApp, '2468')) as { logTail: string[] };
    expect(answer).toMatchObject({ result: 'unlocked', version: '0.1.0' });
    expect(answer.logTail.join('\n')).toMatch(/staff panel: wrong/);
    handler('tabi:staff-exit')(fromApp);
    const close = { preventDefault: vi.fn() };
    state.emit(win, 'close', close);
    expect(close.preventDefault).not.toHaveBeenCalled();
    expect(state.app.quit).toHaveBeenCalled();
    expect(state.powerSaveBlocker.stop).toHaveBeenCalledWith(7);
  });
});
