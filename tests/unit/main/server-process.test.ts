import { isLoopbackHost } from '../../../src/main/host-check';
import { describe, expect, it, vi } from 'vitest';

// The real server opens SQLite; these tests only cover the message handling around it.
vi.mock('../../../mock-server/server', () => ({ startServer: vi.fn() }));

import type { ServerEvent } from '../../../src/main/server-protocol';
import { serveParentPort, type ParentPortLike, type ServerProcessDeps } from '../../../src/main/server-process';

function fakePort() {
  let listener: ((event: { data: unknown }) => void) | undefined;
  const posted: ServerEvent[] = [];
  const port: ParentPortLike = {
    on: (_event, l) => {
      listener = l;
    },
    postMessage: (message) => {
      posted.push(message);
    },
  };
  return { port, posted, send: (data: unknown) => listener?.({ data }) };
}

function fakeServer() {
  return {
    url: 'http://127.0.0.1:40123',
    port: 40123,
    deps: {} as never,
    close: vi.fn(() => Promise.resolve()),
    resetData: vi.fn(),
  };
}

function setup(startServer: ServerProcessDeps['startServer'] = vi.fn(async () => fakeServer())) {
  const { port, posted, send } = fakePort();
  const exit = vi.fn();
  const started = serveParentPort(port, { startServer, exit });
  return { posted, send, exit, started, startServer };
}

const FILES = {
  webRoot: '/app/out/renderer',
  migrationsFolder: '/app/out/main/db/migrations',
  sqlFolder: '/app/out/main/db/sql',
};
const TOKEN = 'k'.repeat(43);
const START = { dbFile: '/data/tabi.sqlite', ...FILES, controlToken: TOKEN };

describe('serveParentPort', () => {
  it('starts the server on loopback, port 0, serving the renderer, with the bundled migrations and SQLite build', async () => {
    const server = fakeServer();
    const { posted, send, started, startServer } = setup(vi.fn(async () => server));
    send({
      ...START,
      reset: true,
      nativeBinding: '/app/out/native/better_sqlite3.node',
      allowedOrigins: ['http://localhost:5173'],
    });
    await started;
    expect(startServer).toHaveBeenCalledExactlyOnceWith({
      host: '127.0.0.1',
      port: 0,
      dbFile: '/data/tabi.sqlite',
      reset: true,
      webRoot: '/app/out/renderer',
      allowedOrigins: ['http://localhost:5173'],
      controlToken: TOKEN,
      acceptsHost: isLoopbackHost,
      storeOptions: {
        migrationsFolder: FILES.migrationsFolder,
        sqlFolder: FILES.sqlFolder,
        nativeBinding: '/app/out/native/better_sqlite3.node',
      },
    });
    expect(posted).toEqual([{ type: 'ready', url: 'http://127.0.0.1:40123' }]);
  });

  it('starts on the port main asks for, so the window keeps one origin from launch to launch', async () => {
    const { posted, send, started, startServer } = setup();
    send({ ...START, port: 41730 });
    await started;
    expect(startServer).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ host: '127.0.0.1', port: 41730 }));
    expect(posted).toEqual([{ type: 'ready', url: 'http://127.0.0.1:40123' }]);
  });

  it('takes any free port when that one is taken, and gives up on other failures', async () => {
    const taken = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:41730'), {
      code: 'EADDRINUSE',
    });
    const busy = setup(
      vi.fn(async ({ port }: { port: number }) => (port === 41730 ? Promise.reject(taken) : fakeServer())) as never,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    busy.send({ ...START, port: 41730 });
    await busy.started;
    expect(vi.mocked(busy.startServer).mock.calls.map(([options]) => options.port)).toEqual([41730, 0]);
    expect(busy.posted).toEqual([{ type: 'ready', url: 'http://127.0.0.1:40123' }]);

    const broken = setup(vi.fn(async () => Promise.reject(new Error('SQLITE_CANTOPEN'))));
    broken.send({ ...START, port: 41730 });
    await broken.started;
    expect(broken.startServer).toHaveBeenCalledTimes(1);
    expect(broken.posted).toEqual([{ type: 'error', phase: 'start', message: 'SQLITE_CANTOPEN' }]);
    expect(broken.exit).toHaveBeenCalledWith(1);
  });

  it('refuses a port outside the unprivileged range', async () => {
    const { posted, send, started, startServer } = setup();
    send({ ...START, port: 80 });
    await started;
    expect(startServer).not.toHaveBeenCalled();
    expect(posted[0]).toMatchObject({ type: 'error', phase: 'start' });
  });

  it('resets the data on request and acknowledges it', async () => {
    const server = fakeServer();
    const { posted, send, started } = setup(vi.fn(async () => server));
    send(START);
    await started;
    send({ type: 'reset' });
    expect(server.resetData).toHaveBeenCalledOnce();
    expect(posted.at(-1)).toEqual({ type: 'reset-done' });
  });

  it('reports a failed reset without dying', async () => {
    const server = fakeServer();
    server.resetData.mockImplementation(() => {
      throw new Error('database is locked');
    });
    const { posted, send, started, exit } = setup(vi.fn(async () => server));
    send(START);
    await started;
    send({ type: 'reset' });
    expect(posted.at(-1)).toEqual({ type: 'error', phase: 'reset', message: 'database is locked' });
    expect(exit).not.toHaveBeenCalled();
  });

  it('closes the server and exits on stop', async () => {
    const server = fakeServer();
    const { send, started, exit } = setup(vi.fn(async () => server));
    send(START);
    await started;
    send({ type: 'stop' });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(server.close).toHaveBeenCalledOnce();
  });

  it('waits for a pending start before stopping', async () => {
    const server = fakeServer();
    let finishStart!: () => void;
    const startServer = vi.fn(() => new Promise<typeof server>((resolve) => (finishStart = () => resolve(server))));
    const { send, exit } = setup(startServer);
    send(START);
    send({ type: 'stop' });
    expect(exit).not.toHaveBeenCalled();
    finishStart();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(server.close).toHaveBeenCalledOnce();
  });

  it('reports a start failure and exits non-zero', async () => {
    const { posted, send, started, exit } = setup(vi.fn(async () => Promise.reject(new Error('EADDRINUSE'))));
    send(START);
    await started;
    expect(posted).toEqual([{ type: 'error', phase: 'start', message: 'EADDRINUSE' }]);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('rejects a malformed start message without starting anything', async () => {
    const { posted, send, started, exit, startServer } = setup();
    send({ ...START, dbFile: 42 });
    await started;
    expect(startServer).not.toHaveBeenCalled();
    expect(posted[0]).toMatchObject({ type: 'error', phase: 'start' });
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('refuses to start without a control token, or with a short one', async () => {
    for (const controlToken of [undefined, '', 'secret']) {
      const { posted, send, started, startServer } = setup();
      send({ ...START, controlToken });
      await started;
      expect(startServer).not.toHaveBeenCalled();
      expect(posted[0]).toMatchObject({ type: 'error', phase: 'start' });
    }
  });

  it('ignores unknown commands', async () => {
    const server = fakeServer();
    const { posted, send, started } = setup(vi.fn(async () => server));
    send(START);
    await started;
    send({ type: 'format-disk' });
    send('reset');
    expect(posted).toHaveLength(1);
    expect(server.resetData).not.toHaveBeenCalled();
  });
});
