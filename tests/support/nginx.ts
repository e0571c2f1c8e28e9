import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const deployDir = fileURLToPath(new URL('../../deploy/nginx/', import.meta.url));

/** Debian's nginx (in /usr/sbin, often not on a user's PATH), or undefined when it is not installed. */
export function findNginx(): string | undefined {
  return ['nginx', '/usr/sbin/nginx'].find((command) => spawnSync(command, ['-v']).status === 0);
}

export async function freePort(): Promise<number> {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address() as { port: number };
  await new Promise((resolve) => holder.close(resolve));
  return port;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * The shipped routing (deploy/nginx) in front of server processes on loopback, as compose.conf
 * puts it in front of the containers: calls without a sandbox to `shared`, sandboxes hashed over
 * `sandboxes`. Runs in the foreground in a folder of its own, logs and temporary files included.
 */
export async function startNginx(nginx: string, shared: string, sandboxes: string[]): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'tabi-nginx-'));
  // Run as root, nginx's workers are another user, who writes the temporary files here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const hostOf = (url: string) => new URL(url).host;
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
pid ${dir}/nginx.pid;
worker_processes 1;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${deployDir}sandbox-routing.conf;
    upstream tabi_shared { server ${hostOf(shared)}; keepalive 16; }
    upstream tabi_sandboxes {
        hash $tabi_sandbox consistent;
        ${sandboxes.map((url) => `server ${hostOf(url)};`).join(' ')}
        keepalive 16;
    }
    server {
        listen 127.0.0.1:${port};
        include ${deployDir}proxy.conf;
    }
}
`,
  );
  const errorLog = join(dir, 'error.log');
  const child = spawn(nginx, ['-p', dir, '-c', config, '-e', errorLog], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${url}/__mock/health`);
      break;
    } catch {
      if (tries === 100 || child.exitCode !== null) {
        const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '(no error log)';
        child.kill();
        throw new Error(`nginx did not start:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
