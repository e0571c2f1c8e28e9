import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { startServer } from '../../../mock-server/server';
import { isLoopbackHost } from '../../../src/main/host-check';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1:41730', '127.0.0.1', 'localhost:41730', 'LOCALHOST:41730', '[::1]:41730'])(
    'accepts %s',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each([
    undefined,
    '',
    'rebind.attacker.example:41730',
    '127.0.0.1.attacker.example:41730',
    'localhost.attacker.example',
    '192.168.0.10:41730',
    '[::2]:41730',
  ])('refuses %s', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('the bundled server with the loopback Host check', () => {
  const getStatus = (port: number, host: string) =>
    new Promise<number>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });

  it('answers a loopback name and refuses a rebinding name with 421', async () => {
    const server = await startServer({ host: '127.0.0.1', port: 0, dbFile: ':memory:', acceptsHost: isLoopbackHost });
    try {
      expect(await getStatus(server.port, `127.0.0.1:${server.port}`)).not.toBe(421);
      expect(await getStatus(server.port, `rebind.attacker.example:${server.port}`)).toBe(421);
    } finally {
      await server.close();
    }
  }, 60_000);
});
