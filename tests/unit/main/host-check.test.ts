import { describe, expect, it } from 'vitest';
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
