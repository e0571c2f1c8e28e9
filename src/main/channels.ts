/**
 * IPC channel names shared by main and preload. Main only answers these, so the
 * renderer cannot reach any other handler even if it gets hold of ipcRenderer.
 */
export const IPC_CHANNELS = {
  getApiBaseUrl: 'tabi:get-api-base-url',
  getAppVersion: 'tabi:get-app-version',
} as const;

export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];
