import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, inHead } from './html';
import { readPictureUrl, sourcesOf } from '../../src/shared/pictures';
import { ROUTE_PHOTOS } from '../../src/shared/route-photos';
import { ROUTE_PRELOADS_FILE, routePreloads } from '../../src/shared/route-preloads';

/** An image preload naming the files the `<img>` will ask for (the same `sourcesOf`), high priority. */
function imagePreload(src: string, width: number, sizes: string): string {
  const { src: smallest, srcSet } = sourcesOf(src, width);
  const attributes = `href="${escapeHtml(smallest)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${attributes}>`;
}

/** The image preload of a route's first photo, when the shipped photos list it (index.json). */
function photoPreloads(path: string, photosRoot: string | undefined): string[] {
  const wanted = (ROUTE_PHOTOS as Record<string, { photo: string; sizes: string }>)[path];
  const indexFile = photosRoot && join(photosRoot, 'index.json');
  if (!wanted || !indexFile || !existsSync(indexFile)) return [];
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, { width: number } | undefined>;
  const width = index[wanted.photo]?.width;
  return width ? [imagePreload(`/photos/${wanted.photo}`, width, wanted.sizes)] : [];
}

/** A picture known only when the page is asked for (the first live banner), drawn at `sizes`. */
export interface PagePicture {
  url: string;
  sizes: string;
}

/** The build's own `modulepreload` links, as Vite writes them into index.html. */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\n?/g;

/** A built file's size as it travels: its precompressed copy's where the build wrote one. */
function sentSize(webRoot: string, href: string): number {
  for (const file of [`${href}.br`, href]) {
    try {
      return statSync(join(webRoot, file)).size;
    } catch {
      // No such copy: the next, or nothing known.
    }
  }
  return 0;
}

/**
 * The single page as each client route needs it: index.html with the route's screen chunks named
 * in the head (`modulepreload`, and its styles as `preload`), so the browser fetches them beside
 * the entry script instead of after it has run (decision 047), and its first photo where
 * ROUTE_PHOTOS names one, or the `picture` the caller found when the page was asked for (a sized
 * picture of this server only). The page's scripts are named largest first (decision 137): a
 * phone's browser fetches six files at a time, so the longest downloads start with the first
 * wave instead of waiting for a connection. Undefined for a path the build did not list, or when
 * the build wrote no list (an older build, the desktop's): the plain page then.
 */
export function clientPages(
  webRoot: string,
  photosRoot?: string,
): (path: string, picture?: PagePicture) => string | undefined {
  const listFile = join(webRoot, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) return () => undefined;
  const parsed = routePreloads.safeParse(JSON.parse(readFileSync(listFile, 'utf8')));
  if (!parsed.success) return () => undefined;
  const built = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const entryScripts = [...built.matchAll(MODULE_PRELOAD)].map((link) => link[1]!);
  const page = built.replace(MODULE_PRELOAD, '');
  // The entry's scripts are on every route's page: each file is looked up once.
  const sizes = new Map<string, number>();
  const sizeOf = (href: string) => sizes.get(href) ?? sizes.set(href, sentSize(webRoot, href)).get(href)!;
  const largestFirst = (hrefs: string[]) => [...new Set(hrefs)].sort((a, b) => sizeOf(b) - sizeOf(a));
  const pages = new Map(
    Object.entries(parsed.data).map(([path, { scripts, styles }]) => {
      const links = [
        ...largestFirst([...entryScripts, ...scripts]).map(
          (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
        ),
        ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
        ...photoPreloads(path, photosRoot),
      ];
      return [path, inHead(page, links)];
    }),
  );
  return (path, picture) => {
    const listed = pages.get(path);
    if (listed === undefined || picture === undefined) return listed;
    const { src, size } = readPictureUrl(picture.url);
    return size && src.startsWith('/') ? inHead(listed, [imagePreload(src, size.width, picture.sizes)]) : listed;
  };
}
