import { constants, generateKeyPairSync, privateDecrypt, randomBytes, randomUUID, scryptSync, timingSafeEqual, type KeyObject } from 'node:crypto';
import { LIMITS } from '../../src/shared/constants';
import { fail } from '../lib/errors';

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 };

/** Slow salted hash, stored as scrypt$N$r$p$salt$hash. */
export function hashPassword(password: string, salt = randomBytes(16)): string {
  const hash = scryptSync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export function verifyPassword(password: string, stored: string | null): boolean {
  const [kind, n, r, p, salt, hash] = (stored ?? '').split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(expected, actual);
}

export const passwordLengthOk = (password: string) =>
  password.length >= LIMITS.passwordMin && password.length <= LIMITS.passwordMax;

interface KeyPair { keyId: string; publicKey: string; privateKey: KeyObject; createdAt: number }

/**
 * RSA-OAEP keys for password transport. Keys rotate; the last few stay valid so a form opened
 * before a rotation still submits.
 */
export class PasswordKeys {
  private keys: KeyPair[] = [];

  constructor(private readonly now: () => number, private readonly rotateMs = 60 * 60 * 1000, private readonly keep = 3) {}

  current(): { keyId: string; publicKey: string } {
    const newest = this.keys.at(-1);
    if (newest && this.now() - newest.createdAt < this.rotateMs) return { keyId: newest.keyId, publicKey: newest.publicKey };
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pair = { keyId: randomUUID(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey, createdAt: this.now() };
    this.keys = [...this.keys, pair].slice(-this.keep);
    return { keyId: pair.keyId, publicKey: pair.publicKey };
  }

  /** The plain password, or a VALIDATION refusal for an unknown key or bad ciphertext. */
  decrypt(keyId: string, encrypted: string): string {
    const pair = this.keys.find((k) => k.keyId === keyId);
    if (!pair) return fail('VALIDATION', undefined);
    try {
      return privateDecrypt({ key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(encrypted, 'base64')).toString('utf8');
    } catch {
      return fail('VALIDATION');
    }
  }
}
