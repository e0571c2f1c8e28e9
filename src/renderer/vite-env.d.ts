/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_HOST?: string;
  readonly VITE_APP_VERSION?: string;
  /** Map tile URL template ({z}/{x}/{y}); OpenStreetMap's when unset. */
  readonly VITE_TILE_URL?: string;
}
