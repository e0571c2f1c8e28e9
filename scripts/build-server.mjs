// Bundles the mock server's command line into dist/server: plain Node loads it in a fraction of the
// time the TypeScript loader needs, which keeps `npm start` ready within a second.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['mock-server/cli.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: 'dist/server/cli.mjs',
  logLevel: 'warning',
});
// db/client.ts finds its migrations beside itself; in the bundle that is dist/server.
for (const folder of ['migrations', 'sql']) cpSync(`db/${folder}`, `dist/server/${folder}`, { recursive: true });
// create-deps.ts finds the shipped photographs in static/photos beside itself.
cpSync('mock-server/static/photos', 'dist/server/static/photos', { recursive: true });
