import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ScenarioError } from './control/scenarios';
import { startServer } from './server';

const started = performance.now();
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    db: { type: 'string' },
    reset: { type: 'boolean', default: false },
    web: { type: 'string' },
    'control-token': { type: 'string' },
    scenario: { type: 'string' },
    snapshots: { type: 'string' },
    'check-responses': { type: 'boolean', default: false },
  },
});

/** Flags win over the environment; both are checked before anything starts. */
const options = z.object({
  port: z.coerce.number().int().min(0).max(65535),
  host: z.string().min(1),
  db: z.string().min(1),
  web: z.string().min(1),
}).safeParse({
  port: values.port ?? process.env.PORT ?? 5170,
  host: values.host ?? process.env.HOST ?? '127.0.0.1',
  db: values.db ?? process.env.DB_FILE ?? 'data/demo.sqlite',
  web: values.web ?? process.env.WEB_ROOT ?? 'dist/web',
});
if (!options.success) {
  console.error(`Invalid options:\n${z.prettifyError(options.error)}`);
  process.exit(2);
}

const server = await startServer({
  port: options.data.port,
  host: options.data.host,
  dbFile: options.data.db === ':memory:' ? ':memory:' : resolve(options.data.db),
  reset: values.reset,
  webRoot: resolve(options.data.web),
  controlToken: values['control-token'] ?? process.env.CONTROL_TOKEN,
  scenarioFile: values.scenario && resolve(values.scenario),
  snapshotsDir: resolve(values.snapshots ?? process.env.SNAPSHOTS_DIR ?? 'data/snapshots'),
  checkResponses: values['check-responses'],
}).catch((error: unknown) => {
  if (!(error instanceof ScenarioError)) throw error;
  console.error(error.message);
  process.exit(2);
});
console.log(`Tabi-log mock server ready at ${server.url} in ${Math.round(performance.now() - started)} ms (database ${options.data.db}, tester console ${server.url}/__mock/${values.scenario ? `, scenario ${values.scenario}` : ''})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
