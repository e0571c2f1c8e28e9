/**
 * One platform interface, two implementations: the desktop app asks its preload bridge, the web
 * build reads its build-time configuration (empty: the same origin as the page).
 */
export interface Platform {
  kind: 'desktop' | 'web';
  apiBaseUrl(): Promise<string>;
  appVersion(): Promise<string>;
  reload(): void;
}

const webPlatform: Platform = {
  kind: 'web',
  apiBaseUrl: async () => (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, ''),
  appVersion: async () => import.meta.env.VITE_APP_VERSION ?? 'web',
  reload: () => window.location.reload(),
};

const desktopPlatform = (bridge: TabiBridge): Platform => ({
  kind: 'desktop',
  apiBaseUrl: () => bridge.getApiBaseUrl(),
  appVersion: () => bridge.getAppVersion(),
  reload: () => window.location.reload(),
});

export const platform: Platform = typeof window !== 'undefined' && window.tabi ? desktopPlatform(window.tabi) : webPlatform;
