import {
  constants,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  randomUUID,
  scrypt,
  scryptSync,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { LIMITS } from '../../src/shared/constants';
import { fail } from '../lib/errors';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt parameters: 128 MiB and a few hundred milliseconds per hash. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** What hashes were made with before (and the API tests' cheaper cost); sign-in upgrades them. */
export const LEGACY_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** Node refuses a derivation whose 128 * N * r bytes exceed maxmem (32 MiB by default). */
const optionsOf = ({ N, r, p }: ScryptParams) => ({ N, r, p, maxmem: 2 * 128 * N * r * p });

/**
 * At most two derivations at once (one per core): each holds 128 MiB, so a burst of sign-ins
 * queues instead of taking the server's memory; they run off the event loop.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function derive(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, length, optionsOf(params), (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const format = (params: ScryptParams, salt: Buffer, hash: Buffer) =>
  ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');

/** Slow salted hash, stored with its parameters as scrypt$N$r$p$salt$hash. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  return format(params, salt, await derive(password, salt, KEY_LENGTH, params));
}

/** The seed's one hash for all its members, made inside its synchronous transaction. */
export const hashPasswordSync = (password: string, salt: Buffer, params: ScryptParams): string =>
  format(params, salt, scryptSync(password, salt, KEY_LENGTH, optionsOf(params)));

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string | null): StoredHash | null {
  const [kind, n, r, p, salt, hash] = (stored ?? '').split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    kind !== 'scrypt' ||
    !salt ||
    !hash ||
    ![params.N, params.r, params.p].every((v) => Number.isSafeInteger(v) && v > 0)
  )
    return null;
  return { params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.params);
  return timingSafeEqual(parsed.hash, actual);
}

/** A hash made with weaker parameters than today's: rehashed at the member's next sign-in. */
export function needsRehash(stored: string | null, params: ScryptParams): boolean {
  const parsed = parse(stored);
  return (
    parsed !== null &&
    (parsed.params.N < params.N ||
      parsed.params.r < params.r ||
      parsed.params.p < params.p ||
      parsed.hash.length < KEY_LENGTH)
  );
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * A hash of no one's password at the given parameters: an unknown e-mail is checked against it,
 * so its refusal takes as long as a wrong password's.
 */
export function dummyHash(params: ScryptParams): Promise<string> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) dummyHashes.set(key, (hash = hashPassword(randomBytes(16).toString('base64'), params)));
  return hash;
}

export const passwordLengthOk = (password: string) =>
  password.length >= LIMITS.passwordMin && password.length <= LIMITS.passwordMax;

interface KeyPair {
  keyId: string;
  publicKey: string;
  privateKey: KeyObject;
  createdAt: number;
}

/**
 * RSA-OAEP keys for password transport. Keys rotate; the last few stay valid so a form opened
 * before a rotation still submits.
 */
export class PasswordKeys {
  private keys: KeyPair[] = [];

  constructor(
    private readonly now: () => number,
    private readonly rotateMs = 60 * 60 * 1000,
    private readonly keep = 3,
  ) {}

  current(): { keyId: string; publicKey: string } {
    const newest = this.keys.at(-1);
    if (newest && this.now() - newest.createdAt < this.rotateMs)
      return { keyId: newest.keyId, publicKey: newest.publicKey };
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pair = {
      keyId: randomUUID(),
      publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      privateKey,
      createdAt: this.now(),
    };
    this.keys = [...this.keys, pair].slice(-this.keep);
    return { keyId: pair.keyId, publicKey: pair.publicKey };
  }

  /** The plain password, or a VALIDATION refusal for an unknown key or bad ciphertext. */
  decrypt(keyId: string, encrypted: string): string {
    const pair = this.keys.find((k) => k.keyId === keyId);
    if (!pair) return fail('VALIDATION', undefined);
    try {
      return privateDecrypt(
        { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(encrypted, 'base64'),
      ).toString('utf8');
    } catch {
      return fail('VALIDATION');
    }
  }
}
