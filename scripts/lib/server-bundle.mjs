// The mock server's command line as one ES module plus the files it finds beside itself: the same
// bundle for `npm start` (dist/server) and for the package `npm run pack:server` makes.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Loaded by name at run time (createRequire), so the bundle's import list cannot show them. */
const REQUIRED_AT_RUN_TIME = ['date-holidays'];

/**
 * Bundles into `outDir` (dist/server layout) and answers the packages the bundle imports, which
 * stay outside it (native code and the packages the server loads lazily).
 */
export async function bundleServer(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: ['mock-server/cli.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: join(outDir, 'cli.mjs'),
    metafile: true,
    logLevel: 'warning',
  });
  // db/client.ts finds its migrations beside itself; in the bundle that is outDir.
  for (const folder of ['migrations', 'sql']) cpSync(`db/${folder}`, join(outDir, folder), { recursive: true });
  // create-deps.ts finds the shipped photographs in static/photos beside itself.
  cpSync('mock-server/static/photos', join(outDir, 'static/photos'), { recursive: true });
  // The API reference's Redoc build, beside the bundle: a package has no Redocly CLI to take it from.
  const redocly = dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'));
  cpSync(join(redocly, 'lib/chunks/redoc.standalone.js'), join(outDir, 'redoc.standalone.js'));
  const imported = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external));
  const packages = imported
    .map((i) => i.path)
    .filter((path) => !path.startsWith('node:'))
    .map((path) =>
      path
        .split('/')
        .slice(0, path.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  return [...new Set([...packages, ...REQUIRED_AT_RUN_TIME])].sort();
}
