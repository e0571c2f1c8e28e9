import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inHead } from './html';
import { ROUTE_PRELOADS_FILE, routePreloads } from '../../src/shared/route-preloads';

/**
 * The single page as each client route needs it: index.html with the route's screen chunks named
 * in the head (`modulepreload`, and its styles as `preload`), so the browser fetches them beside
 * the entry script instead of after it has run (decision 047). Undefined for a path the build did
 * not list, or when the build wrote no list (an older build, the desktop's): the plain page then.
 */
export function clientPages(webRoot: string): (path: string) => string | undefined {
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
      ];
      return [path, inHead(page, links)];
    }),
  );
  return (path) => pages.get(path);
}
