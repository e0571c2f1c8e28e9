import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { z } from 'zod';
import { IPC_CHANNELS } from './channels';

export interface IpcDeps {
  apiBaseUrl: string;
  appVersion: string;
  /** True when the URL belongs to the app's own renderer. */
  isTrustedUrl(url: string): boolean;
  /** Kiosk mode only: wipes the session and shows the first screen. */
  resetKiosk?: () => Promise<void>;
  /** Kiosk mode only: the staff panel behind its PIN. */
  staff?: {
    unlock(pin: string): Promise<StaffUnlockAnswer>;
    /** Refuses unless the PIN was given within the unlock time. */
    exit(): void;
  };
}

const pinSchema = z.string().regex(/^\d{4,12}$/);

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
  ipcMain.handle(IPC_CHANNELS.staffUnlock, (event, pin: unknown) => {
    assertTrusted(event, deps);
    if (!deps.staff) throw new Error('Not running as a kiosk');
    const parsed = pinSchema.safeParse(pin);
    return parsed.success ? deps.staff.unlock(parsed.data) : ({ result: 'wrong' } satisfies StaffUnlockAnswer);
  });
  ipcMain.handle(IPC_CHANNELS.staffExit, (event) => {
    assertTrusted(event, deps);
    if (!deps.staff) throw new Error('Not running as a kiosk');
    deps.staff.exit();
  });
  return () => {
    for (const channel of Object.values(IPC_CHANNELS)) ipcMain.removeHandler(channel);
  };
}
