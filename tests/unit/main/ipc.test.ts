import { beforeEach, describe, expect, it, vi } from 'vitest';

const ipcMain = vi.hoisted(() => ({
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  handle: vi.fn(),
  removeHandler: vi.fn(),
}));
vi.mock('electron', () => ({ ipcMain }));

import { IPC_CHANNELS } from '../../../src/main/channels';
import { registerIpcHandlers } from '../../../src/main/ipc';

const APP = 'file:///app/out/renderer/index.html';
const deps = {
  apiBaseUrl: 'http://127.0.0.1:40123',
  appVersion: '0.1.0',
  isTrustedUrl: (url: string) => url.startsWith('file:///app/out/renderer/'),
};
const from = (url: string | undefined) => ({ senderFrame: url === undefined ? null : { url } });

beforeEach(() => {
  ipcMain.handlers.clear();
  ipcMain.handle.mockReset().mockImplementation((channel: string, handler: never) => {
    ipcMain.handlers.set(channel, handler);
  });
  ipcMain.removeHandler.mockReset();
});

describe('registerIpcHandlers', () => {
  it('answers exactly the shared channels', () => {
    registerIpcHandlers(deps);
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
  });

  it('returns the API base URL and app version to the app renderer', () => {
    registerIpcHandlers(deps);
    expect(ipcMain.handlers.get(IPC_CHANNELS.getApiBaseUrl)?.(from(`${APP}#/feed`))).toBe('http://127.0.0.1:40123');
    expect(ipcMain.handlers.get(IPC_CHANNELS.getAppVersion)?.(from(APP))).toBe('0.1.0');
  });

  it('refuses foreign or vanished senders', () => {
    registerIpcHandlers(deps);
    for (const channel of Object.values(IPC_CHANNELS)) {
      const handler = ipcMain.handlers.get(channel)!;
      expect(() => handler(from('https://evil.example/'))).toThrow(/untrusted sender/);
      expect(() => handler(from(undefined))).toThrow(/untrusted sender \(gone\)/);
    }
  });

  it('runs the kiosk reset for the app renderer, and refuses it when the app is not a kiosk', async () => {
    const resetKiosk = vi.fn(async () => {});
    registerIpcHandlers({ ...deps, resetKiosk });
    await ipcMain.handlers.get(IPC_CHANNELS.resetKiosk)?.(from(APP));
    expect(resetKiosk).toHaveBeenCalledOnce();

    ipcMain.handlers.clear();
    registerIpcHandlers(deps);
    expect(() => ipcMain.handlers.get(IPC_CHANNELS.resetKiosk)?.(from(APP))).toThrow(/not running as a kiosk/i);
  });

  it('returns an unregister function', () => {
    const unregister = registerIpcHandlers(deps);
    unregister();
    expect(ipcMain.removeHandler.mock.calls.map(([channel]) => channel).sort()).toEqual(
      Object.values(IPC_CHANNELS).sort(),
    );
  });
});
