/**
 * What the desktop preload exposes as `window.tabi`. Absent in the plain web build,
 * hence optional on Window. No imports here, so these stay global declarations.
 */
interface TabiBridge {
  readonly isDesktop: true;
  /** Base URL of the API for this launch (bundled server or --api-host), no trailing slash. */
  getApiBaseUrl(): Promise<string>;
  getAppVersion(): Promise<string>;
}

interface Window {
  tabi?: TabiBridge;
}
