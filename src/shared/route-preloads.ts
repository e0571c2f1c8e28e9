import { z } from 'zod';

/** The file the web build writes beside index.html: for each client route, the files its screen loads. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Only the build's own hashed files: the server writes these names into the page's head. */
const builtFile = z.string().regex(/^\/assets\/[\w.-]+\.(?:js|css)$/);

export const routePreloads = z.record(
  z.string().startsWith('/'),
  z.object({ scripts: z.array(builtFile), styles: z.array(builtFile) }),
);
export type RoutePreloads = z.infer<typeof routePreloads>;
