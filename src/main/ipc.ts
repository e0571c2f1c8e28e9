import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { IPC_CHANNELS } from './channels';

export interface IpcDeps {
  apiBaseUrl: string;
  appVersion: string;
  /** True when the URL belongs to the app's own renderer. */
  isTrustedUrl(url: string): boolean;
  /** Kiosk mode only: wipes the session and shows the first screen. */
  resetKiosk?: () => Promise<void>;
}

function assertTrusted(event: IpcMainInvokeEvent, deps: IpcDeps): void {
  // senderFrame is null once the frame navigated away or was destroyed; refuse then too.
  const url = event.senderFrame?.url;
  if (!url || !deps.isTrustedUrl(url)) {
    throw new Error(`Refused IPC from untrusted sender ${url ?? '(gone)'}`);
  }
}

export function registerIpcHandlers(deps: IpcDeps): () => void {
  ipcMain.handle(IPC_CHANNELS.getApiBaseUrl, (event) => {
    assertTrusted(event, deps);
    return deps.apiBaseUrl;
  });
  ipcMain.handle(IPC_CHANNELS.getAppVersion, (event) => {
    assertTrusted(event, deps);
    return deps.appVersion;
  });
  ipcMain.handle(IPC_CHANNELS.resetKiosk, (event) => {
    assertTrusted(event, deps);
    if (!deps.resetKiosk) throw new Error('Not running as a kiosk');
    return deps.resetKiosk();
  });
  return () => {
    for (const channel of Object.values(IPC_CHANNELS)) ipcMain.removeHandler(channel);
  };
}
