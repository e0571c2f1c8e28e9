/**
 * `npm run pack:server`: the mock server as an npm package another project installs (`npm install
 * tabi-log-mock-<version>.tgz`, then `npx tabi-log-mock`). The repo's own package.json stays private:
 * this writes a package folder of its own (the server bundle, the built web client, the files the
 * server finds beside itself, and only the dependencies the bundle imports, at the versions this
 * repo runs), then `npm pack`s it.
 * Run: node scripts/pack-server.mjs [--out DIR]   (the web client must be built: npm run build:web)
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bundleServer } from './lib/server-bundle.mjs';

const PACKAGE_NAME = 'tabi-log-mock';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
const out = resolve(values.out);
if (!existsSync('dist/web/index.html')) {
  console.error('error: no built web client in dist/web: run npm run build:web first');
  process.exit(1);
}

const folder = resolve('dist/pack', PACKAGE_NAME);
rmSync(folder, { recursive: true, force: true });
// The repo's layout, kept: the bundle finds the drawings at ../../mock-server/static/drawings and
// the scenarios at ../../scenarios, exactly as dist/server/cli.mjs does in a clone.
const imported = await bundleServer(join(folder, 'dist/server'));
cpSync('dist/web', join(folder, 'dist/web'), { recursive: true });
cpSync('mock-server/static/drawings', join(folder, 'mock-server/static/drawings'), { recursive: true });
cpSync('scenarios', join(folder, 'scenarios'), { recursive: true });

mkdirSync(join(folder, 'bin'));
const bin = join(folder, 'bin', `${PACKAGE_NAME}.mjs`);
writeFileSync(
  bin,
  `#!/usr/bin/env node
// The bundled server, serving the web client shipped beside it unless --web, WEB_ROOT or --no-web says otherwise.
import { fileURLToPath } from 'node:url';

process.env.WEB_ROOT ??= fileURLToPath(new URL('../dist/web', import.meta.url));
await import('../dist/server/cli.mjs');
`,
);
chmodSync(bin, 0o755);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const repo = readJson('package.json');
/** The version installed here: the one every test of this repo ran against. */
const installed = (name) => readJson(join('node_modules', name, 'package.json')).version;
writeFileSync(
  join(folder, 'package.json'),
  `${JSON.stringify(
    {
      name: PACKAGE_NAME,
      version: repo.version,
      description:
        'Tabi-log mock API server: the travel community API with its business logic, sandboxes, faults, record/replay and a tester console, and the web client.',
      type: 'module',
      bin: { [PACKAGE_NAME]: `bin/${PACKAGE_NAME}.mjs` },
      files: ['bin', 'dist', 'mock-server', 'scenarios'],
      engines: repo.engines,
      dependencies: Object.fromEntries(imported.map((name) => [name, installed(name)])),
    },
    null,
    2,
  )}\n`,
);
writeFileSync(
  join(folder, 'README.md'),
  `# ${PACKAGE_NAME}

The Tabi-log mock API server and its web client. \`npx ${PACKAGE_NAME} --help\` lists every flag;
\`npx ${PACKAGE_NAME}\` serves the app, the tester console (/__mock/) and the API reference
(/__mock/docs) at http://localhost:5170 with its data in ./data/demo.sqlite.
`,
);

mkdirSync(out, { recursive: true });
const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: folder, encoding: 'utf8' }),
);
console.log(join(out, packed.filename));
