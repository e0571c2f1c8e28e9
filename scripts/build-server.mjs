// Bundles the mock server's command line into dist/server: plain Node loads it in a fraction of the
// time the TypeScript loader needs, which keeps `npm start` ready within a second.
import { bundleServer } from './lib/server-bundle.mjs';

await bundleServer('dist/server');
