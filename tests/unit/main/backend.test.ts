import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  app: { getPath: vi.fn((_name: string) => '/home/visitor/.config/tabi') },
  utilityProcess: { fork: vi.fn() },
}));
vi.mock('electron', () => electron);

import { APP_PORT, DB_FILE_NAME, startBackend } from '../../../src/main/backend';

/** Stands in for Electron's UtilityProcess: an emitter plus the two methods backend uses. */
class FakeChild extends EventEmitter {
  posted: unknown[] = [];
  postMessage = vi.fn((message: unknown) => {
    this.posted.push(message);
  });
  kill = vi.fn(() => {
    queueMicrotask(() => this.emit('exit', 143));
    return true;
  });
  reply(message: unknown) {
    this.emit('message', message);
  }
}

let child: FakeChild;
const serverEntry = '/app/out/main/mock-server.js';
const files = {
  webRoot: '/app/out/renderer',
  migrationsFolder: '/app/out/main/db/migrations',
  sqlFolder: '/app/out/main/db/sql',
};

beforeEach(() => {
  child = new FakeChild();
  electron.utilityProcess.fork.mockReset().mockReturnValue(child);
  electron.app.getPath.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

async function startReady() {
  const pending = startBackend({ serverEntry, files, readyTimeoutMs: 1_000, commandTimeoutMs: 500 });
  child.emit('spawn');
  child.reply({ type: 'ready', url: 'http://127.0.0.1:40123/' });
  return pending;
}

describe('startBackend with a real API host', () => {
  it('still serves the renderer from the bundled server, but hands out the real host and never resets it', async () => {
    const pending = startBackend({ apiHost: 'https://api.tabi.example', serverEntry, files });
    child.emit('spawn');
    // The local server's own data is never used, so it lives in memory and leaves userData alone.
    // The page served by the bundled server calls the real host, so its CSP must name it.
    expect(child.posted).toEqual([
      {
        ...files,
        port: APP_PORT,
        dbFile: ':memory:',
        reset: false,
        apiHosts: ['https://api.tabi.example'],
        controlToken: expect.any(String),
      },
    ]);
    child.reply({ type: 'ready', url: 'http://127.0.0.1:40123/' });
    const backend = await pending;
    expect(backend.appUrl).toBe('http://127.0.0.1:40123');
    expect(backend.baseUrl).toBe('https://api.tabi.example');
    await expect(backend.reset()).resolves.toBeUndefined();
    expect(child.posted).toHaveLength(1);
  });
});

describe('startBackend with the bundled server', () => {
  it('forks the server entry and sends the db path in userData once spawned', async () => {
    const pending = startBackend({ serverEntry, files, resetOnStart: true });
    expect(electron.utilityProcess.fork).toHaveBeenCalledWith(serverEntry, [], expect.any(Object));
    expect(child.posted).toEqual([]);
    child.emit('spawn');
    expect(electron.app.getPath).toHaveBeenCalledWith('userData');
    expect(child.posted).toEqual([
      {
        ...files,
        port: APP_PORT,
        dbFile: join('/home/visitor/.config/tabi', DB_FILE_NAME),
        reset: true,
        controlToken: expect.any(String),
      },
    ]);
    expect(DB_FILE_NAME).toBe('tabi.sqlite');
    // One origin every launch: the window's sign-in, saved answers and trip packs are found again.
    expect(APP_PORT).toBe(41730);
    child.reply({ type: 'ready', url: 'http://127.0.0.1:40123' });
    await expect(pending).resolves.toMatchObject({
      appUrl: 'http://127.0.0.1:40123',
      baseUrl: 'http://127.0.0.1:40123',
    });
  });

  it('gives every start its own random control token, 32 bytes, for the server alone', async () => {
    const tokens = [];
    for (let i = 0; i < 3; i++) {
      const backend = await startReady();
      const { controlToken } = child.posted[0] as { controlToken: string };
      expect(Buffer.from(controlToken, 'base64url')).toHaveLength(32);
      // Main keeps it to itself: nothing the renderer can reach carries it.
      expect(JSON.stringify(backend)).not.toContain(controlToken);
      tokens.push(controlToken);
      child = new FakeChild();
      electron.utilityProcess.fork.mockReturnValue(child);
    }
    expect(new Set(tokens).size).toBe(3);
  });

  it('defaults to keeping existing data', async () => {
    void startBackend({ serverEntry, files });
    child.emit('spawn');
    expect(child.posted[0]).toMatchObject({ reset: false });
  });

  it('strips a trailing slash from the reported URL', async () => {
    const backend = await startReady();
    expect(backend.baseUrl).toBe('http://127.0.0.1:40123');
  });

  it('times out and kills a server that never becomes ready', async () => {
    vi.useFakeTimers();
    const pending = startBackend({ serverEntry, files, readyTimeoutMs: 2_000 });
    const assertion = expect(pending).rejects.toThrow('did not become ready within 2000 ms');
    child.emit('spawn');
    await vi.advanceTimersByTimeAsync(2_000);
    await assertion;
    expect(child.kill).toHaveBeenCalled();
  });

  it('fails fast when the server reports a start error', async () => {
    const pending = startBackend({ serverEntry, files });
    child.emit('spawn');
    child.reply({ type: 'error', phase: 'start', message: 'SQLITE_CANTOPEN' });
    await expect(pending).rejects.toThrow('Mock server failed to start: SQLITE_CANTOPEN');
  });

  it('fails fast when the process exits before ready', async () => {
    const pending = startBackend({ serverEntry, files });
    child.emit('spawn');
    child.emit('exit', 1);
    await expect(pending).rejects.toThrow('exited with code 1 before it was ready');
    expect(child.kill).not.toHaveBeenCalled();
  });

  it('ignores junk messages', async () => {
    const pending = startBackend({ serverEntry, files });
    child.emit('spawn');
    child.reply(null);
    child.reply('ready');
    child.reply({ type: 'ready', url: 'http://127.0.0.1:1' });
    await expect(pending).resolves.toMatchObject({ baseUrl: 'http://127.0.0.1:1' });
  });

  it('reset() resolves when the server acknowledges', async () => {
    const backend = await startReady();
    const reset = backend.reset();
    expect(child.posted.at(-1)).toEqual({ type: 'reset' });
    child.reply({ type: 'reset-done' });
    await expect(reset).resolves.toBeUndefined();
  });

  it('pairs overlapping resets with their replies in order', async () => {
    const backend = await startReady();
    const first = backend.reset();
    const second = backend.reset();
    child.reply({ type: 'reset-done' });
    child.reply({ type: 'error', phase: 'reset', message: 'busy' });
    await expect(first).resolves.toBeUndefined();
    await expect(second).rejects.toThrow('Mock server reset failed: busy');
  });

  it('reset() times out, and a late reply does not resolve the next reset', async () => {
    vi.useFakeTimers();
    const backend = await startReady();
    const late = backend.reset();
    const assertion = expect(late).rejects.toThrow('did not finish resetting within 500 ms');
    await vi.advanceTimersByTimeAsync(500);
    await assertion;

    const next = backend.reset();
    let settled = false;
    next.then(
      () => (settled = true),
      () => (settled = true),
    );
    child.reply({ type: 'reset-done' }); // the late answer to the first reset
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    child.reply({ type: 'reset-done' });
    await expect(next).resolves.toBeUndefined();
  });

  it('reset() rejects once the server has exited, and the crash is reported with its exit code', async () => {
    const backend = await startReady();
    const crashed = vi.fn();
    backend.onUnexpectedExit(crashed);
    const pending = backend.reset();
    child.emit('exit', 1);
    await expect(pending).rejects.toThrow('exited');
    await expect(backend.reset()).rejects.toThrow('exited');
    expect(crashed).toHaveBeenCalledExactlyOnceWith('exit code 1');
  });

  it('a stop that was asked for is not reported as a crash', async () => {
    const backend = await startReady();
    const crashed = vi.fn();
    backend.onUnexpectedExit(crashed);
    const stopping = backend.stop();
    child.emit('exit', 0);
    await stopping;
    expect(crashed).not.toHaveBeenCalled();
  });

  it('stop() asks for a graceful shutdown and waits for the exit', async () => {
    const backend = await startReady();
    let stopped = false;
    const stopping = backend.stop().then(() => (stopped = true));
    expect(child.posted.at(-1)).toEqual({ type: 'stop' });
    await Promise.resolve();
    expect(stopped).toBe(false);
    child.emit('exit', 0);
    await stopping;
    expect(child.kill).not.toHaveBeenCalled();
  });

  it('stop() kills a server that does not exit in time', async () => {
    vi.useFakeTimers();
    const backend = await startReady();
    const stopping = backend.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(child.kill).toHaveBeenCalled();
    await stopping;
  });

  it('stop() after the process is gone resolves at once', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    const backend = await startReady();
    child.emit('exit', 0);
    await expect(backend.stop()).resolves.toBeUndefined();
  });
});
