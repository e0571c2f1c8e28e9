import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNELS } from '../main/channels';

// Each function wraps one fixed channel, so the page never holds ipcRenderer itself.
const bridge: TabiBridge = {
  isDesktop: true,
  getApiBaseUrl: () => ipcRenderer.invoke(IPC_CHANNELS.getApiBaseUrl) as Promise<string>,
  getAppVersion: () => ipcRenderer.invoke(IPC_CHANNELS.getAppVersion) as Promise<string>,
};

contextBridge.exposeInMainWorld('tabi', bridge);
