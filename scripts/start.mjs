/**
 * `npm start`: builds the web client and the server quietly, then starts the server. A build's
 * own output (hundreds of lines of file sizes) is printed only when it fails, or always with
 * --verbose; what a person needs (the URL, the demo account, the console) is the server's own
 * ready message. Other flags go to the server (`npm start -- --port 5180`).
 * Run: node scripts/start.mjs [--verbose] [server flags]
 */
import { spawn } from 'node:child_process';

const verbose = process.argv.includes('--verbose');
const serverFlags = process.argv.slice(2).filter((flag) => flag !== '--verbose');

function build(script, label) {
  process.stdout.write(`${label}… `);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(
        code === 0 ? `done in ${((performance.now() - started) / 1000).toFixed(1)} s\n` : 'FAILED\n',
      );
      if (code !== 0 || verbose) process.stdout.write(Buffer.concat(output));
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    });
  });
}

await build('build:web', 'Building the web client');
await build('build:server', 'Building the server');
const server = spawn(process.execPath, ['dist/server/cli.mjs', ...serverFlags], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
