/** Where the maps fetch their tiles unless VITE_TILE_URL names another server at build time. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Hosts the built web client loads from besides its own origin; the server's CSP allows them. */
export interface ContentSources {
  img: string[];
  connect: string[];
}

/** The file the web build writes beside index.html, which the server reads for its CSP. */
export const CONTENT_SOURCES_FILE = 'content-sources.json';

/** A CSP source for a URL or a tile template: its origin, with a `{s}` subdomain as a wildcard. */
export function cspSourceOf(url: string): string | null {
  const template = url.replace(/\{s\}/g, 'tile-subdomain');
  if (!URL.canParse(template)) return null;
  const { protocol, host } = new URL(template);
  if (protocol !== 'http:' && protocol !== 'https:') return null;
  return `${protocol}//${host.replace('tile-subdomain', '*')}`;
}

/** The sources of a build with these settings: tiles and the API host, as pictures and for scripts' calls. */
export function contentSourcesOf(tileUrl: string | undefined, apiHost: string | undefined): ContentSources {
  const tiles = cspSourceOf(tileUrl || DEFAULT_TILE_URL);
  const api = apiHost ? cspSourceOf(apiHost) : null;
  const hosts = [tiles, api].filter((s): s is string => s !== null);
  // Tiles are also fetched by scripts: a trip pack keeps them, and the service worker (under the
  // page's policy) fetches those the map asks for.
  return { img: hosts, connect: hosts };
}
