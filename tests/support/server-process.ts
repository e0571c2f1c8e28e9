import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { api } from '../../src/shared/api';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const READY = /ready at (http:\/\/\S+?) /;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for the failure message. */
  output(): string;
  /** Resolves when the process has exited, with its signal or code. */
  exited: Promise<NodeJS.Signals | number | null>;
}

/**
 * The real mock server (mock-server/cli.ts through tsx) as a child process on a free port, on
 * the given database file: what a tester runs, so a kill is a real crash of the process.
 */
export async function startServerProcess(
  dbFile: string,
  options: { reset?: boolean; snapshots: string },
): Promise<ServerProcess> {
  const args = [
    '--import',
    'tsx',
    'mock-server/cli.ts',
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--db',
    dbFile,
    '--snapshots',
    options.snapshots,
  ];
  if (options.reset) args.push('--reset');
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${String(how)}) before it was ready:\n${output}`));
    });
  });
  return { url, child, output: () => output, exited };
}

export interface Answer {
  status: number;
  result?: 'success' | 'error';
  code?: string;
  data?: any;
}

/** One API call over HTTP; a lost connection rejects (the caller decides what that means). */
export async function call(url: string, path: string, body: unknown = {}, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'ko' };
  if (token) headers.access = token;
  const res = await fetch(url + path, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as Omit<Answer, 'status'>;
  return { status: res.status, ...json };
}

/** A tester account made through the control API, signed in through the API as a browser would. */
export async function signUpMember(url: string, spec: Record<string, unknown>): Promise<{ id: number; token: string }> {
  const made = await fetch(`${url}/__mock/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  if (!made.ok) throw new Error(`POST /__mock/users answered ${made.status}: ${await made.text()}`);
  const user = (await made.json()) as { id: number; email: string; password: string };
  const key = (await call(url, api.auth.publicKey.path)).data as { keyId: string; publicKey: string };
  const password = publicEncrypt(
    { key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(user.password),
  ).toString('base64');
  const login = await call(url, api.auth.loginEmail.path, {
    email: user.email,
    password,
    keyId: key.keyId,
    keepLoggedIn: false,
  });
  if (login.result !== 'success') throw new Error(`login failed: ${login.code}`);
  return { id: user.id, token: login.data.access as string };
}
