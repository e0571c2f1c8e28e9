import { beforeEach, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(), on: vi.fn() },
}));
vi.mock('electron', () => electron);

import { IPC_CHANNELS, IPC_EVENTS, KIOSK_ARGUMENT } from '../../../src/main/channels';

async function loadBridge(): Promise<TabiBridge> {
  vi.resetModules();
  electron.contextBridge.exposeInMainWorld.mockClear();
  await import('../../../src/preload/index');
  expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledOnce();
  const [key, api] = electron.contextBridge.exposeInMainWorld.mock.calls[0]!;
  expect(key).toBe('tabi');
  return api as TabiBridge;
}

beforeEach(() => {
  electron.ipcRenderer.invoke.mockReset();
  electron.ipcRenderer.on.mockReset();
});

describe('preload', () => {
  it('exposes window.tabi with exactly the documented members', async () => {
    const bridge = await loadBridge();
    expect(Object.keys(bridge).sort()).toEqual([
      'getApiBaseUrl',
      'getAppVersion',
      'isDesktop',
      'isKiosk',
      'onKioskIdle',
      'resetKiosk',
      'staffCorner',
      'staffExit',
      'staffUnlock',
    ]);
    expect(bridge.isDesktop).toBe(true);
  });

  it('tells the page it is a kiosk only when main passed the kiosk argument', async () => {
    expect((await loadBridge()).isKiosk).toBe(false);
    process.argv.push(KIOSK_ARGUMENT);
    try {
      expect((await loadBridge()).isKiosk).toBe(true);
    } finally {
      process.argv.pop();
    }
  });

  it('asks main over the allow-listed channels', async () => {
    const bridge = await loadBridge();
    electron.ipcRenderer.invoke.mockImplementation(async (channel: string) =>
      channel === IPC_CHANNELS.getApiBaseUrl ? 'http://127.0.0.1:40123' : '0.1.0',
    );
    await expect(bridge.getApiBaseUrl()).resolves.toBe('http://127.0.0.1:40123');
    await expect(bridge.getAppVersion()).resolves.toBe('0.1.0');
    expect(electron.ipcRenderer.invoke.mock.calls).toEqual([
      [IPC_CHANNELS.getApiBaseUrl],
      [IPC_CHANNELS.getAppVersion],
    ]);
  });

  it('passes the kiosk idle signal on without the IPC event, and asks main for the reset', async () => {
    const bridge = await loadBridge();
    const listener = vi.fn();
    bridge.onKioskIdle(listener);
    const [channel, handler] = electron.ipcRenderer.on.mock.calls[0]! as [string, (...args: unknown[]) => void];
    expect(channel).toBe(IPC_EVENTS.kioskIdle);
    handler({ sender: 'ipc event' }, 'extra');
    expect(listener).toHaveBeenCalledWith();
    await bridge.resetKiosk();
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith(IPC_CHANNELS.resetKiosk);
  });

  it('does not hand ipcRenderer itself to the page', async () => {
    const bridge = await loadBridge();
    for (const value of Object.values(bridge)) expect(value).not.toBe(electron.ipcRenderer);
    // Arguments from the page are never forwarded.
    await (bridge.getApiBaseUrl as (...args: unknown[]) => Promise<string>)('tabi:evil', 1);
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith(IPC_CHANNELS.getApiBaseUrl);
  });
});
