import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, inHead } from './html';
import { sourcesOf } from '../../src/shared/pictures';
import { ROUTE_PHOTOS } from '../../src/shared/route-photos';
import { ROUTE_PRELOADS_FILE, routePreloads } from '../../src/shared/route-preloads';

/** The image preload of a route's first photo, when the shipped photos list it (index.json). */
function photoPreloads(path: string, photosRoot: string | undefined): string[] {
  const wanted = (ROUTE_PHOTOS as Record<string, { photo: string; sizes: string }>)[path];
  const indexFile = photosRoot && join(photosRoot, 'index.json');
  if (!wanted || !indexFile || !existsSync(indexFile)) return [];
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as Record<string, { width: number } | undefined>;
  const width = index[wanted.photo]?.width;
  if (!width) return [];
  const { src, srcSet } = sourcesOf(`/photos/${wanted.photo}`, width);
  const attributes = `href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(wanted.sizes)}"`;
  return [`<link rel="preload" as="image" fetchpriority="high" ${attributes}>`];
}

/**
 * The single page as each client route needs it: index.html with the route's screen chunks named
 * in the head (`modulepreload`, and its styles as `preload`), so the browser fetches them beside
 * the entry script instead of after it has run (decision 047), and its first photo where
 * ROUTE_PHOTOS names one. Undefined for a path the build did
 * not list, or when the build wrote no list (an older build, the desktop's): the plain page then.
 */
export function clientPages(webRoot: string, photosRoot?: string): (path: string) => string | undefined {
  const listFile = join(webRoot, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) return () => undefined;
  const parsed = routePreloads.safeParse(JSON.parse(readFileSync(listFile, 'utf8')));
  if (!parsed.success) return () => undefined;
  const page = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const pages = new Map(
    Object.entries(parsed.data).map(([path, { scripts, styles }]) => {
      const links = [
        ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
        ...photoPreloads(path, photosRoot),
      ];
      return [path, inHead(page, links)];
    }),
  );
  return (path) => pages.get(path);
}
