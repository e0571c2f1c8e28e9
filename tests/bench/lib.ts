import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';

export interface StartedServer {
  url: string;
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts the built mock server (`npm run build:server`) as its own process, so the load generator does not share its CPU. */
export async function startServerProcess(args: string[], port: number): Promise<StartedServer> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/cli.mjs', '--port', String(port), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/__mock/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Refused calls answer HTTP 200 with an error envelope: a figure is only worth printing for a call that succeeds. */
async function expectSuccess(url: string, body: unknown, headers: Record<string, string>): Promise<void> {
  const answer = (await (await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as {
    result: string;
    code?: string;
  };
  if (answer.result !== 'success')
    throw new Error(`${url} answers ${answer.code} for ${JSON.stringify(body)}: nothing to measure`);
}

/** 50 connections for `seconds` against one POST call, as the issues measure it. */
export async function load(
  name: string,
  url: string,
  body: unknown = {},
  options: {
    seconds?: number;
    headers?: Record<string, string>;
    connections?: number;
    /** Another body for each request (the first is still `body`, checked to succeed). */
    nextBody?: () => unknown;
    /** More headers for each request (the first has `headers` only). */
    nextHeaders?: () => Record<string, string>;
  } = {},
): Promise<LoadResult> {
  // As a browser asks: answers above the server's threshold come compressed, and that is measured too.
  const headers = {
    'content-type': 'application/json',
    'accept-language': 'ko',
    'accept-encoding': 'gzip, deflate, br, zstd',
    ...options.headers,
  };
  const { nextBody, nextHeaders } = options;
  const request = {
    url,
    method: 'POST',
    connections: options.connections ?? 50,
    headers,
    body: JSON.stringify(body),
    ...((nextBody || nextHeaders) && {
      requests: [
        {
          setupRequest: (req: { headers?: Record<string, string> }) => ({
            ...req,
            ...(nextBody && { body: JSON.stringify(nextBody()) }),
            ...(nextHeaders && { headers: { ...req.headers, ...nextHeaders() } }),
          }),
        },
      ],
    }),
  };
  await expectSuccess(url, body, headers);
  // A short unmeasured run first: the first second is the JIT compiling the hot path.
  await autocannon({ ...request, duration: 2 });
  const result = await autocannon({ ...request, duration: options.seconds ?? 10 });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printResults(title: string, results: LoadResult[]): void {
  console.log(
    `\n${title} (${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, node ${process.version})`,
  );
  console.table(
    results.map((r) => ({
      call: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
}

/** Signs in by email as the client does (the password RSA-encrypted with the server's key); answers the access token. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { data: Record<string, string> };
  const { keyId, publicKey } = (await post('/api/auth/security/public-key', {})).data as {
    keyId: string;
    publicKey: string;
  };
  const encrypted = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  return (await post('/api/auth/login/email', { email, password: encrypted, keyId, keepLoggedIn: false })).data.access!;
}
