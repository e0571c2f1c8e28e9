import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNELS, IPC_EVENTS, KIOSK_ARGUMENT, STAFF_CORNER_ARGUMENT } from '../main/channels';

const staffCornerArgument = process.argv.find((arg) => arg.startsWith(`${STAFF_CORNER_ARGUMENT}=`));

// Each function wraps one fixed channel, so the page never holds ipcRenderer itself.
const bridge: TabiBridge = {
  isDesktop: true,
  isKiosk: process.argv.includes(KIOSK_ARGUMENT),
  getApiBaseUrl: () => ipcRenderer.invoke(IPC_CHANNELS.getApiBaseUrl) as Promise<string>,
  getAppVersion: () => ipcRenderer.invoke(IPC_CHANNELS.getAppVersion) as Promise<string>,
  // The listener gets no event object: the page never sees the sender.
  onKioskIdle: (listener) => {
    ipcRenderer.on(IPC_EVENTS.kioskIdle, () => listener());
  },
  resetKiosk: () => ipcRenderer.invoke(IPC_CHANNELS.resetKiosk) as Promise<void>,
  staffCorner: staffCornerArgument?.slice(STAFF_CORNER_ARGUMENT.length + 1) ?? null,
  staffUnlock: (pin) => ipcRenderer.invoke(IPC_CHANNELS.staffUnlock, pin) as Promise<StaffUnlockAnswer>,
  staffExit: () => ipcRenderer.invoke(IPC_CHANNELS.staffExit) as Promise<void>,
};

contextBridge.exposeInMainWorld('tabi', bridge);
