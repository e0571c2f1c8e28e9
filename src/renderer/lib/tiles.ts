import { DEFAULT_TILE_URL } from '../../shared/content-sources';

/** Where both maps (and trip packs) fetch their tiles: OpenStreetMap unless VITE_TILE_URL names a server (an offline one, say). */
export const TILE_URL = import.meta.env.VITE_TILE_URL || DEFAULT_TILE_URL;
