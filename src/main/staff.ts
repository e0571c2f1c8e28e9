import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { systemClock, type Clock } from './kiosk';

// Stored as scrypt$N$r$p$salt$hash (base64url): the parameters travel with the hash.
const PREFIX = 'scrypt';
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;

function derive(pin: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, KEY_BYTES, { ...params, maxmem: PARAMS.maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** What kiosk.json's staffPinHash holds; `npm run kiosk:pin` prints one. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, PARAMS);
  return [PREFIX, PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export const PIN_HASH_PATTERN = /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]{43}$/;

export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  if (!PIN_HASH_PATTERN.test(stored)) return false;
  const [, n, r, p, salt, hash] = stored.split('$') as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(pin, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

export interface StaffGateOptions {
  pinHash: string | undefined;
  /** How long the panel's actions stay open after the right PIN. */
  unlockMs: number;
  /** Wrong PINs in a row before the gate waits lockoutMs: a visitor cannot try all 10 000. */
  maxAttempts: number;
  lockoutMs: number;
  verify?: typeof verifyPin;
  clock?: Clock;
}

export type UnlockResult = 'unlocked' | 'wrong' | 'locked-out' | 'no-pin';

/** The staff panel's lock: main decides, so a page script cannot reach exit without the PIN. */
export function createStaffGate(options: StaffGateOptions) {
  const clock = options.clock ?? systemClock;
  const verify = options.verify ?? verifyPin;
  let unlockedUntil = 0;
  let wrong = 0;
  let lockedUntil = 0;
  return {
    async unlock(pin: string): Promise<UnlockResult> {
      if (!options.pinHash) return 'no-pin';
      if (clock.now() < lockedUntil) return 'locked-out';
      if (await verify(pin, options.pinHash)) {
        wrong = 0;
        unlockedUntil = clock.now() + options.unlockMs;
        return 'unlocked';
      }
      wrong += 1;
      if (wrong >= options.maxAttempts) {
        wrong = 0;
        lockedUntil = clock.now() + options.lockoutMs;
        return 'locked-out';
      }
      return 'wrong';
    },
    isUnlocked(): boolean {
      return clock.now() < unlockedUntil;
    },
    lock(): void {
      unlockedUntil = 0;
    },
  };
}
