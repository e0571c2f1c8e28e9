import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNELS, IPC_EVENTS, KIOSK_ARGUMENT } from '../main/channels';

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
};

contextBridge.exposeInMainWorld('tabi', bridge);
