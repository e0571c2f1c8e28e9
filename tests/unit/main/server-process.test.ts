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

describe('serveParentPort', () => {
  it('starts the server on loopback, port 0, with the options from the first message', async () => {
    const server = fakeServer();
    const { posted, send, started, startServer } = setup(vi.fn(async () => server));
    send({ dbFile: '/data/tabi.sqlite', reset: true });
    await started;
    expect(startServer).toHaveBeenCalledExactlyOnceWith({
      host: '127.0.0.1',
      port: 0,
      dbFile: '/data/tabi.sqlite',
      reset: true,
    });
    expect(posted).toEqual([{ type: 'ready', url: 'http://127.0.0.1:40123' }]);
  });

  it('resets the data on request and acknowledges it', async () => {
    const server = fakeServer();
    const { posted, send, started } = setup(vi.fn(async () => server));
    send({ dbFile: '/data/tabi.sqlite' });
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
    send({ dbFile: '/data/tabi.sqlite' });
    await started;
    send({ type: 'reset' });
    expect(posted.at(-1)).toEqual({ type: 'error', phase: 'reset', message: 'database is locked' });
    expect(exit).not.toHaveBeenCalled();
  });

  it('closes the server and exits on stop', async () => {
    const server = fakeServer();
    const { send, started, exit } = setup(vi.fn(async () => server));
    send({ dbFile: '/data/tabi.sqlite' });
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
    send({ dbFile: '/data/tabi.sqlite' });
    send({ type: 'stop' });
    expect(exit).not.toHaveBeenCalled();
    finishStart();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(server.close).toHaveBeenCalledOnce();
  });

  it('reports a start failure and exits non-zero', async () => {
    const { posted, send, started, exit } = setup(vi.fn(async () => Promise.reject(new Error('EADDRINUSE'))));
    send({ dbFile: '/data/tabi.sqlite' });
    await started;
    expect(posted).toEqual([{ type: 'error', phase: 'start', message: 'EADDRINUSE' }]);
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('rejects a malformed start message without starting anything', async () => {
    const { posted, send, started, exit, startServer } = setup();
    send({ dbFile: 42 });
    await started;
    expect(startServer).not.toHaveBeenCalled();
    expect(posted[0]).toMatchObject({ type: 'error', phase: 'start' });
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('ignores unknown commands', async () => {
    const server = fakeServer();
    const { posted, send, started } = setup(vi.fn(async () => server));
    send({ dbFile: '/data/tabi.sqlite' });
    await started;
    send({ type: 'format-disk' });
    send('reset');
    expect(posted).toHaveLength(1);
    expect(server.resetData).not.toHaveBeenCalled();
  });
});
