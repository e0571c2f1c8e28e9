import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Main's side runs with Electron stood in; the server side is the real mock server on loopback.
const electron = vi.hoisted(() => ({
  app: { getPath: vi.fn(() => '/unused') },
  utilityProcess: { fork: vi.fn() },
}));
vi.mock('electron', () => electron);

import { startServer } from '../../../mock-server/server';
import { startBackend, type Backend } from '../../../src/main/backend';
import type { ServerEvent } from '../../../src/main/server-protocol';
import { serveParentPort } from '../../../src/main/server-process';

const db = (folder: string) => fileURLToPath(new URL(`../../../db/${folder}`, import.meta.url));

/**
 * Wires main's backend to the utility-process code in this process: the start message main sends
 * (with its token) is exactly what the server receives.
 */
class InProcessChild extends EventEmitter {
  private server?: (message: unknown) => void;
  readonly stopped: Promise<void>;
  private exit!: () => void;
  constructor() {
    super();
    this.stopped = new Promise((resolve) => {
      this.exit = resolve;
    });
    void serveParentPort(
      {
        on: (_event, listener) => {
          this.server = (data) => listener({ data });
        },
        postMessage: (message: ServerEvent) => queueMicrotask(() => this.emit('message', message)),
      },
      {
        startServer,
        exit: () => {
          this.exit();
          queueMicrotask(() => this.emit('exit', 0));
        },
      },
    );
    queueMicrotask(() => this.emit('spawn'));
  }
  postMessage(message: unknown) {
    this.server?.(message);
  }
  kill() {
    return true;
  }
}

let backend: Backend | undefined;
afterEach(async () => {
  await backend?.stop();
  backend = undefined;
});

describe('the bundled server started by main', () => {
  it('answers its control API to no local process without the launch token (mailbox, users, clock)', async () => {
    let sentToken = '';
    electron.utilityProcess.fork.mockImplementation(() => {
      const child = new InProcessChild();
      const post = child.postMessage.bind(child);
      child.postMessage = (message: unknown) => {
        sentToken ||= (message as { controlToken?: string }).controlToken ?? '';
        post(message);
      };
      return child;
    });
    // A real API host keeps the server's data in memory; its control API must be closed all the same.
    backend = await startBackend({
      apiHost: 'https://api.tabi.example',
      serverEntry: 'unused',
      files: {
        webRoot: fileURLToPath(new URL('../../../out/no-renderer-needed', import.meta.url)),
        migrationsFolder: db('migrations'),
        sqlFolder: db('sql'),
      },
    });
    const base = backend.appUrl;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    // Another program on the same machine: loopback address, loopback Host, no Origin.
    for (const [method, path] of [
      ['GET', '/__mock/mailbox'],
      ['GET', '/__mock/users'],
      ['POST', '/__mock/clock'],
      ['GET', '/__mock/requests'],
    ] as const) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{"advanceMs":3600000}' : undefined,
      });
      expect(res.status, path).toBe(403);
    }
    const guessed = await fetch(`${base}/__mock/mailbox?token=${'A'.repeat(43)}`);
    expect(guessed.status).toBe(403);

    // Main holds the token; with it the same call works, so the refusal above is the token's doing.
    expect(sentToken.length).toBeGreaterThanOrEqual(43);
    const allowed = await fetch(`${base}/__mock/mailbox`, { headers: { 'x-control-token': sentToken } });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual([]);
  });
});
