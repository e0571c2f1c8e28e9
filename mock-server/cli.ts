import { parseCommandLine, usage } from './cli-options';

const started = performance.now();
const commandLine = parseCommandLine(process.argv.slice(2), process.env);
if (commandLine.kind === 'help') {
  process.stdout.write(usage());
  process.exit(0);
}
if (commandLine.kind === 'error') {
  // The reason first and on one line, so it is not lost above the usage text.
  console.error(`error: ${commandLine.message.replace(/\n+/g, ' ')}\n`);
  console.error(usage());
  process.exit(2);
}
const { options, scenario, db } = commandLine;
// Loaded only once the flags are good, so --help and a typo answer at once.
const [{ startServer }, { ScenarioError }, { RecordingError }, { StartupError }] = await Promise.all([
  import('./server'),
  import('./control/scenarios'),
  import('./upstream/recording'),
  import('./lib/startup-errors'),
]);

const server = await startServer(options).catch((error: unknown) => {
  // What the person starting the server can fix is said in one line, with an exit code of its own.
  if (error instanceof StartupError) {
    console.error(`error: ${error.message}`);
    process.exit(error.exitCode);
  }
  if (!(error instanceof ScenarioError || error instanceof RecordingError)) throw error;
  console.error(error.message);
  process.exit(2);
});
console.log(
  [
    `Tabi-log mock server ready at ${server.url} in ${Math.round(performance.now() - started)} ms (database ${db}${scenario ? `, scenario ${scenario}` : ''})`,
    ...(options.webRoot
      ? [
          `  the app:          ${server.url}/  (demo account demo@tabi.test / demo1234; Japanese: demo-ja@tabi.test)`,
          `  tester console:   ${server.url}/__mock/`,
        ]
      : [`  control API:      ${server.url}/__mock/  (no web client: --no-web)`]),
    `  API reference:    ${server.url}/__mock/docs`,
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
