import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      // Unit tests mock modules (Electron's, the clock): each file in a fresh module graph.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // The API tests and proofs each build their own server and database from the same modules:
      // loading those once per worker, not once per file, saves about a minute of CPU in `npm test`.
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts', 'tests/proofs/**/*.test.ts'], isolate: false },
      },
      // Packs, installs and starts the npm package: needs the built web client (`npm run test:pack` after build:web).
      { extends: true, test: { name: 'pack', include: ['tests/pack/**/*.test.ts'] } },
    ],
  },
});
